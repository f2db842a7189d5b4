// The simulator's HTTP plumbing: bodies, JSON answers, bearer tokens and comparing secrets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyUpTo } from '../http-kit.ts';

const MAX_BODY_BYTES = 64 * 1024;

export { BodyTooLargeError, isSameSecret } from '../http-kit.ts';

export function readBody(req: IncomingMessage): Promise<string> {
  return readBodyUpTo(req, MAX_BODY_BYTES);
}

/** What a request is answered with: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function sendJson(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...answer.headers,
  });
  res.end(JSON.stringify(answer.body));
}

/** The credential after `Bearer ` in the Authorization header, or null when there is none. */
export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** A path segment decoded, or null when its percent-escapes are malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
