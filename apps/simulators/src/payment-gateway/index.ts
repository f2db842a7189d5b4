// Payment gateway simulator: a loopback HTTP server that answers the subset of Stripe's API the app uses (customers,
// Checkout in setup mode, payment methods, PaymentIntents, signed webhooks) plus Pay-easy and carrier billing, with
// its own hosted pages for card entry, 3-D Secure, carrier approval and konbini / Pay-easy vouchers. Behaviour follows
// Stripe's test card numbers. State lives in memory only: a restart forgets every customer, card and payment, unless
// a `stateFile` keeps it (snapshot.ts).
// Run alone with `npm run payments-sim`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api.ts';
import { BodyTooLargeError, sendJsonError } from './http.ts';
import { handlePages } from './pages.ts';
import { loadState, saveState } from './snapshot.ts';
import { createSimulatorState, type SimulatorState } from './state.ts';
import { applyVoucherAction, expireOverdueVouchers, type VoucherAction } from './vouchers.ts';
import { resendPending, stopWebhooks } from './webhooks.ts';

export interface PaymentSimulatorOptions {
  /** 0 picks any free port. */
  port?: number;
  host?: '127.0.0.1';
  secretKey: string;
  /** Where events are POSTed; null records them without sending. */
  webhookUrl: string | null;
  webhookSecret: string;
  /** How often vouchers past their deadline are expired (default one minute). */
  konbiniExpiryCheckMs?: number;
  /** The simulator's clock for deadlines and `created`; tests move it forward to let a voucher lapse. */
  now?: () => Date;
  /** Keeps the state across restarts: read from this file at start (when it exists), written to it at close. */
  stateFile?: string;
}

export interface PaymentSimulator {
  baseUrl: string;
  server: Server;
  close(): Promise<void>;
  /** What the voucher page's "pay at the store" button does. */
  pay(paymentIntentId: string): Promise<void>;
  /** What the voucher page's "let it expire" button does. */
  expire(paymentIntentId: string): Promise<void>;
  setWebhookUrl(url: string): void;
}

/** Sends each request to the API or the pages; whatever they throw becomes a Stripe-shaped error answer. */
function handleRequest(state: SimulatorState, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', state.baseUrl);
  const handled = url.pathname.startsWith('/v1/') ? handleApi(state, req, res, url) : handlePages(state, req, res, url);
  handled.catch((error: unknown) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof BodyTooLargeError) {
      sendJsonError(res, 413, { type: 'invalid_request_error', message: error.message });
      return;
    }
    sendJsonError(res, 500, { type: 'api_error', message: `Simulator error: ${(error as Error).message}` });
  });
}

function runVoucherAction(state: SimulatorState, id: string, action: VoucherAction): Promise<void> {
  try {
    applyVoucherAction(state, id, action);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error);
  }
}

export async function startPaymentSimulator(options: PaymentSimulatorOptions): Promise<PaymentSimulator> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const state = createSimulatorState({
    baseUrl: `http://${host}:${(server.address() as AddressInfo).port}`,
    clock: options.now ?? (() => new Date()),
    secretKey: options.secretKey,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
  });
  const restored = options.stateFile ? loadState(state, options.stateFile) : false;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => handleRequest(state, req, res));
  if (restored) resendPending(state.webhooks);
  const expiryTimer = setInterval(() => expireOverdueVouchers(state), options.konbiniExpiryCheckMs ?? 60_000);
  expiryTimer.unref();

  return {
    baseUrl: state.baseUrl,
    server,
    pay: (id) => runVoucherAction(state, id, 'pay'),
    expire: (id) => runVoucherAction(state, id, 'expire'),
    setWebhookUrl(url) {
      state.webhooks.url = url;
    },
    async close() {
      if (state.webhooks.closed) return;
      clearInterval(expiryTimer);
      stopWebhooks(state.webhooks);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (options.stateFile) saveState(state, options.stateFile);
    },
  };
}
