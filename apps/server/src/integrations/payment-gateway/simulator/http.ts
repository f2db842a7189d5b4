// The simulator's HTTP plumbing: reading bodies, answering JSON, HTML and redirects, and comparing secrets.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createId } from './ids.ts';
import { API_VERSION } from './wire.ts';

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A submitted HTML form, or null when the page was only asked for (GET). */
export async function readPageForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  return req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
}

export function isSameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
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
