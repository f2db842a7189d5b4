// The simulator's HTTP plumbing: reading bodies, answering JSON, HTML and redirects, and comparing secrets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyUpTo } from '../http-kit.ts';
import { createId } from './ids.ts';
import { API_VERSION } from './wire.ts';

const MAX_BODY_BYTES = 1024 * 1024;

export { BodyTooLargeError, isSameSecret } from '../http-kit.ts';

export function readBody(req: IncomingMessage): Promise<string> {
  return readBodyUpTo(req, MAX_BODY_BYTES);
}

/** A submitted HTML form, or null when the page was only asked for (GET). */
export async function readPageForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  return req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
}

export function isAbsoluteUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'stripe-version': API_VERSION,
    'request-id': createId('req', 14),
    ...headers,
  });
  res.end(body);
}

/** A Stripe-shaped error answer. */
export function sendJsonError(res: ServerResponse, status: number, error: { type: string; message: string }): void {
  sendJson(res, status, JSON.stringify({ error }));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirectTo(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

export function wantsJson(req: IncomingMessage): boolean {
  return (
    /application\/json/.test(req.headers.accept ?? '') || /application\/json/.test(req.headers['content-type'] ?? '')
  );
}
