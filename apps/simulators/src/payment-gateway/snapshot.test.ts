// The simulator over a state file: what one simulator handed out (a customer's saved card, a voucher, an idempotent
// answer, an event it could not deliver yet) is known to the next one started over the same file, on another port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeStripeForm } from '@otodoke/protocols/stripe/stripe-form.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSimulator, startPaymentSimulator } from './index.ts';
import {
  CANCEL_URL,
  futureExpiry,
  SUCCESS_URL,
  startWebhookReceiver,
  submitForm,
  type WebhookReceiver,
  waitFor,
} from './test-kit.ts';

const SECRET_KEY = 'sk_test_snapshot_suite';
const WEBHOOK_SECRET = 'whsec_snapshot_suite';

let dir: string;
let receiver: WebhookReceiver;
const running: PaymentSimulator[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'otodoke-payment-state-'));
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  for (const simulator of running) await simulator.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(stateFile: string, webhookUrl: string | null = receiver.url): Promise<PaymentSimulator> {
  const simulator = await startPaymentSimulator({
    port: 0,
    secretKey: SECRET_KEY,
    webhookUrl,
    webhookSecret: WEBHOOK_SECRET,
    stateFile,
  });
  running.push(simulator);
  return simulator;
}

async function api<T>(
  simulator: PaymentSimulator,
  method: 'GET' | 'POST',
  route: string,
  form: Parameters<typeof encodeStripeForm>[0] = {},
  idempotencyKey?: string,
): Promise<{ status: number; body: T }> {
  const encoded = encodeStripeForm(form);
  const response = await fetch(`${simulator.baseUrl}${route}${method === 'GET' && encoded ? `?${encoded}` : ''}`, {
    method,
    headers: {
      authorization: `Bearer ${SECRET_KEY}`,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: method === 'POST' ? encoded : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface Intent {
  id: string;
  status: string;
  next_action: { konbini_display_details: { hosted_voucher_url: string } } | null;
}

describe('the state file', () => {
  it('keeps saved cards, vouchers and idempotent answers across a restart on another port', async () => {
    const stateFile = path.join(dir, 'cards', 'state.json');
    const first = await start(stateFile);
    const customer = await api<{ id: string }>(first, 'POST', '/v1/customers', { email: 'hanako@example.jp' });
    const session = await api<{ id: string; url: string }>(first, 'POST', '/v1/checkout/sessions', {
      mode: 'setup',
      customer: customer.body.id,
      currency: 'jpy',
      payment_method_types: ['card'],
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    const entered = await submitForm(session.body.url, {
      card_number: '4242424242424242',
      card_expiry: futureExpiry(),
      card_cvc: '123',
      card_name: 'YAMADA HANAKO',
    });
    expect(entered.status).toBe(303);
    const finished = await api<{ setup_intent: { payment_method: { id: string } } }>(
      first,
      'GET',
      `/v1/checkout/sessions/${session.body.id}`,
      { expand: ['setup_intent.payment_method'] },
    );
    const card = finished.body.setup_intent.payment_method.id;
    const konbini = {
      amount: 2000,
      currency: 'jpy',
      payment_method_types: ['konbini'],
      payment_method_data: { type: 'konbini', billing_details: { name: '山田 花子', email: 'hanako@example.jp' } },
      confirm: true,
    };
    const voucher = await api<Intent>(first, 'POST', '/v1/payment_intents', konbini, 'order-1');
    expect(voucher.body.status).toBe('requires_action');
    await first.close();

    const second = await start(stateFile);
    expect(second.baseUrl).not.toBe(first.baseUrl);
    const charged = await api<Intent>(second, 'POST', '/v1/payment_intents', {
      amount: 1500,
      currency: 'jpy',
      customer: customer.body.id,
      payment_method: card,
      payment_method_types: ['card'],
      confirm: true,
      off_session: true,
    });
    expect(charged.status).toBe(200);
    expect(charged.body.status).toBe('succeeded');
    const again = await api<Intent>(second, 'GET', `/v1/payment_intents/${voucher.body.id}`);
    expect(again.body.status).toBe('requires_action');
    // Its voucher page moved to where the simulator now listens, and opens there.
    const url = again.body.next_action!.konbini_display_details.hosted_voucher_url;
    expect(url.startsWith(`${second.baseUrl}/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    const replayed = await api<Intent>(second, 'POST', '/v1/payment_intents', konbini, 'order-1');
    expect(replayed.body.id).toBe(voucher.body.id);
  });

  it('sends an event the stopped simulator had not delivered yet', async () => {
    const stateFile = path.join(dir, 'events', 'state.json');
    const refusing = await startWebhookReceiver();
    refusing.failNext(100);
    const first = await start(stateFile, refusing.url);
    const paid = await api<Intent>(first, 'POST', '/v1/payment_intents', {
      amount: 1000,
      currency: 'jpy',
      payment_method_types: ['konbini'],
      payment_method_data: { type: 'konbini', billing_details: { name: '山田 花子', email: 'hanako@example.jp' } },
      confirm: true,
    });
    await waitFor(() => refusing.received.length > 0, 'a refused delivery');
    await first.close();
    await refusing.close();
    expect(receiver.acceptedEvents().some((event) => event.data.object.id === paid.body.id)).toBe(false);

    await start(stateFile);
    const event = await waitFor(
      () => receiver.acceptedEvents().find((one) => one.data.object.id === paid.body.id),
      'the event sent again',
    );
    expect(event.type).toBe('payment_intent.requires_action');
  });
});
