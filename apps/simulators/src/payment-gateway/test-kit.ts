// What tests of the payment gateway simulator and of the adapters that speak to it share: a webhook endpoint that
// records what arrives (and can refuse on demand), a bounded wait for asynchronous deliveries, and a hosted-page form
// submitted as a browser would.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
  /** The status the receiver answered with. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answer the next `count` deliveries with HTTP 500. */
  failNext(count: number): void;
  /** Deliveries that were answered 2xx, parsed. */
  acceptedEvents(): { id: string; type: string; data: { object: { id: string; status: string } } }[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = 0;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answered = failuresLeft > 0 ? 500 : 200;
    if (failuresLeft > 0) failuresLeft -= 1;
    received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers, answered });
    response.writeHead(answered, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ received: answered === 200 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    failNext(count) {
      failuresLeft = count;
    },
    acceptedEvents() {
      return received.filter((entry) => entry.answered === 200).map((entry) => JSON.parse(entry.body));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Polls until `find` gives something, for at most `timeoutMs`: webhooks arrive after the API has answered. */
export async function waitFor<T>(
  find: () => T | null | undefined | false,
  description: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Submits the hosted card form as a browser would, without following the redirect. */
export function submitForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const SUCCESS_URL = 'http://127.0.0.1:3000/billing/cards/done?session={CHECKOUT_SESSION_ID}';
export const CANCEL_URL = 'http://127.0.0.1:3000/billing/cards';

/** A future expiry in MM/YY. */
export function futureExpiry(): string {
  const year = (new Date().getUTCFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}
