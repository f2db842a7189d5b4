// What every simulator's HTTP server shares: reading a request body up to a limit, comparing secrets without leaking
// through timing how much of one was right, and a simulator command line's port and shutdown.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

export async function readBodyUpTo(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLargeError('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Compares without leaking through timing how much of a secret was right. */
export function isSameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The port in environment variable `name` (its `fallback` when unset or empty); anything else is refused by name. */
export function readPort(name: string, fallback: number): number {
  const value = process.env[name];
  const port = Number(value || fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number, not "${value}"`);
  }
  return port;
}

/** Stops the simulator and the process on Ctrl-C or a termination signal (npm start's launcher sends SIGTERM). */
export function closeOnSignals(simulator: { close(): Promise<unknown> }): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void simulator.close().then(() => process.exit(0));
    });
  }
}
