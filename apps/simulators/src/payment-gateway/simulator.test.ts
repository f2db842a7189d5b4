// The payment simulator spoken to directly, as Stripe's API and as a browser: keys, idempotency, its pages, voucher
// deadlines and webhook delivery (signatures, order, retries).
import { createHmac, randomUUID } from 'node:crypto';
import { encodeStripeForm, parseStripeForm } from '@otodoke/protocols/stripe/stripe-form.ts';
import { endOfTokyoDay } from '@otodoke/protocols/stripe/tokyo-calendar.ts';
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

const SECRET_KEY = 'sk_test_simulator_suite';
const WEBHOOK_SECRET = 'whsec_simulator_suite';
const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

let simulator: PaymentSimulator;
let receiver: WebhookReceiver;
/** The simulator's clock, moved forward by tests about deadlines. */
let clockOffsetMs = 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  simulator = await startPaymentSimulator({
    port: 0,
    secretKey: SECRET_KEY,
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    konbiniExpiryCheckMs: 25,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});

afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

/** The parts of Stripe's answers these tests read by hand; the rest is checked with toMatchObject. */
interface IntentWire {
  id: string;
  status: string;
  client_secret: string;
  created: number;
  next_action: {
    type: string;
    redirect_to_url: { url: string; return_url: string | null };
    konbini_display_details: {
      expires_at: number;
      hosted_voucher_url: string;
      stores: Record<
        'familymart' | 'lawson' | 'ministop' | 'seicomart',
        { confirmation_number: string; payment_code: string }
      >;
    };
  };
}

interface SessionWire {
  id: string;
  url: string;
  setup_intent: string | null | { payment_method: { id: string } };
}

interface ErrorWire {
  error?: { type: string; code?: string; message: string };
}

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T & ErrorWire;
}

async function api<T = IntentWire>(
  method: 'GET' | 'POST',
  path: string,
  form: Parameters<typeof encodeStripeForm>[0] = {},
  options: { key?: string; idempotencyKey?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.key ?? SECRET_KEY}` };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const encoded = encodeStripeForm(form);
  const response = await fetch(`${simulator.baseUrl}${path}${method === 'GET' && encoded ? `?${encoded}` : ''}`, {
    method,
    headers: method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    body: method === 'POST' ? encoded : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T & ErrorWire };
}

async function createCustomer(name = '山田 花子'): Promise<string> {
  const answer = await api<{ id: string }>('POST', '/v1/customers', {
    email: 'hanako@example.jp',
    name,
    metadata: { account_id: '1' },
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

async function openCheckout(customerId: string): Promise<{ id: string; url: string }> {
  const answer = await api<SessionWire>('POST', '/v1/checkout/sessions', {
    mode: 'setup',
    customer: customerId,
    currency: 'jpy',
    payment_method_types: ['card'],
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function savedCard(number: string): Promise<{ customerId: string; paymentMethodId: string }> {
  const customerId = await createCustomer();
  const session = await openCheckout(customerId);
  const response = await submitForm(session.url, {
    card_number: number,
    card_expiry: futureExpiry(),
    card_cvc: '123',
    card_name: 'YAMADA HANAKO',
  });
  expect(response.status).toBe(303);
  const finished = await api<SessionWire>('GET', `/v1/checkout/sessions/${session.id}`, {
    expand: ['setup_intent.payment_method'],
  });
  const setupIntent = finished.body.setup_intent as { payment_method: { id: string } };
  return { customerId, paymentMethodId: setupIntent.payment_method.id };
}

function konbiniForm(amount = 2000) {
  return {
    amount,
    currency: 'jpy',
    payment_method_types: ['konbini'],
    payment_method_data: { type: 'konbini', billing_details: { name: '山田 花子', email: 'hanako@example.jp' } },
    confirm: true,
    description: 'シングル配信登録料',
  };
}

function cardForm(customerId: string, paymentMethodId: string, amount = 1500) {
  return {
    amount,
    currency: 'jpy',
    customer: customerId,
    payment_method: paymentMethodId,
    payment_method_types: ['card'],
    confirm: true,
    return_url: 'http://127.0.0.1:3000/return',
  };
}

function eventsFor(paymentIntentId: string) {
  return receiver.acceptedEvents().filter((event) => event.data.object.id === paymentIntentId);
}

describe('the API', () => {
  it('wants the secret key, as a Bearer token', async () => {
    for (const key of ['sk_test_wrong', '']) {
      const answer = await api('GET', '/v1/customers/cus_x', {}, { key });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const unknown = await api('GET', '/v1/charges');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.type).toBe('invalid_request_error');
  });

  it('reads nested form parameters as Stripe does', () => {
    expect(
      parseStripeForm(
        'amount=100&payment_method_types[]=card&payment_method_types[]=konbini&metadata[order_id]=7&items[0][price]=p1&items[1][price]=p2&a%5Bb%5D=c',
      ),
    ).toEqual({
      amount: '100',
      payment_method_types: ['card', 'konbini'],
      metadata: { order_id: '7' },
      items: [{ price: 'p1' }, { price: 'p2' }],
      a: { b: 'c' },
    });
  });

  it('creates and returns customers and PaymentIntents in Stripe shapes', async () => {
    const customerId = await createCustomer();
    expect(customerId).toMatch(/^cus_/);
    const customer = await api<object>('GET', `/v1/customers/${customerId}`);
    expect(customer.body).toMatchObject({
      object: 'customer',
      email: 'hanako@example.jp',
      metadata: { account_id: '1' },
    });

    const created = await api('POST', '/v1/payment_intents', { ...konbiniForm(), metadata: { order_id: '5' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      object: 'payment_intent',
      amount: 2000,
      currency: 'jpy',
      status: 'requires_action',
      payment_method_types: ['konbini'],
      metadata: { order_id: '5' },
      last_payment_error: null,
      next_action: { type: 'konbini_display_details' },
    });
    expect(created.body.id).toMatch(/^pi_/);
    expect(created.body.client_secret.startsWith(`${created.body.id}_secret_`)).toBe(true);
    expect(created.body.created).toEqual(expect.any(Number));
    expect((await api('GET', `/v1/payment_intents/${created.body.id}`)).body).toEqual(created.body);
  });

  it('refuses amounts under ¥50, fractions and other currencies', async () => {
    const { customerId, paymentMethodId } = await savedCard('4242424242424242');
    const tooSmall = await api('POST', '/v1/payment_intents', cardForm(customerId, paymentMethodId, 49));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error).toMatchObject({ type: 'invalid_request_error', code: 'amount_too_small' });
    expect((await api('POST', '/v1/payment_intents', cardForm(customerId, paymentMethodId, 50))).body.status).toBe(
      'succeeded',
    );
    const fraction = await api('POST', '/v1/payment_intents', {
      ...cardForm(customerId, paymentMethodId),
      amount: '100.5',
    });
    expect(fraction.status).toBe(400);
    const dollars = await api('POST', '/v1/payment_intents', {
      ...cardForm(customerId, paymentMethodId),
      currency: 'usd',
    });
    expect(dollars.status).toBe(400);
    // Konbini chains take ¥120 to ¥300,000, as on Stripe.
    expect((await api('POST', '/v1/payment_intents', konbiniForm(300_001))).body.error?.code).toBe('amount_too_large');
  });

  it("refuses a card that is not the given customer's", async () => {
    const { paymentMethodId } = await savedCard('4242424242424242');
    const stranger = await createCustomer('他人');
    const answer = await api('POST', '/v1/payment_intents', cardForm(stranger, paymentMethodId));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe('invalid_request_error');
    const withoutCustomer = await api('POST', '/v1/payment_intents', {
      ...cardForm(stranger, paymentMethodId),
      customer: '',
    });
    expect(withoutCustomer.status).toBe(400);
  });

  it('answers a decline with 402 and the PaymentIntent inside the error', async () => {
    const { customerId, paymentMethodId } = await savedCard('4000000000009995');
    const answer = await api('POST', '/v1/payment_intents', cardForm(customerId, paymentMethodId));
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: {
        object: 'payment_intent',
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
      },
    });
  });

  it('declines a 3-D Secure card charged off-session, since nobody can answer the challenge', async () => {
    const { customerId, paymentMethodId } = await savedCard('4000002760003184');
    const answer = await api('POST', '/v1/payment_intents', {
      ...cardForm(customerId, paymentMethodId),
      off_session: true,
    });
    expect(answer.status).toBe(402);
    expect(answer.body.error?.code).toBe('authentication_required');
  });

  it('cancels only what has not succeeded', async () => {
    const pending = await api('POST', '/v1/payment_intents', konbiniForm());
    const canceled = await api('POST', `/v1/payment_intents/${pending.body.id}/cancel`, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled.body).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      next_action: null,
    });
    const again = await api('POST', `/v1/payment_intents/${pending.body.id}/cancel`);
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('payment_intent_unexpected_state');
  });
});

describe('idempotency keys', () => {
  it('replays the saved answer for the same key and parameters, in any order', async () => {
    const key = randomUUID();
    const first = await api('POST', '/v1/payment_intents', konbiniForm(), { idempotencyKey: key });
    const reordered = Object.fromEntries(Object.entries(konbiniForm()).reverse());
    const replay = await api('POST', '/v1/payment_intents', reordered, { idempotencyKey: key });
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers as it first did, even after the PaymentIntent has moved on', async () => {
    const key = randomUUID();
    const first = await api('POST', '/v1/payment_intents', konbiniForm(), { idempotencyKey: key });
    await simulator.pay(first.body.id);
    const replay = await api('POST', '/v1/payment_intents', konbiniForm(), { idempotencyKey: key });
    expect(replay.body.status).toBe('requires_action');
    expect((await api('GET', `/v1/payment_intents/${first.body.id}`)).body.status).toBe('succeeded');
  });

  it('refuses the key with other parameters, but only on the same endpoint', async () => {
    const key = randomUUID();
    await api('POST', '/v1/payment_intents', konbiniForm(), { idempotencyKey: key });
    const changed = await api('POST', '/v1/payment_intents', konbiniForm(2500), { idempotencyKey: key });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual({
      error: {
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      },
    });
    const elsewhere = await api<object>('POST', '/v1/customers', { email: 'x@example.jp' }, { idempotencyKey: key });
    expect(elsewhere.status).toBe(200);
  });

  it('does not keep a refusal of bad parameters, so they can be corrected under the same key', async () => {
    const key = randomUUID();
    const refused = await api('POST', '/v1/payment_intents', konbiniForm(10), { idempotencyKey: key });
    expect(refused.status).toBe(400);
    const corrected = await api('POST', '/v1/payment_intents', konbiniForm(), { idempotencyKey: key });
    expect(corrected.status).toBe(200);
  });

  it('makes one PaymentIntent from twenty identical requests sent at once', async () => {
    const customerId = await createCustomer();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/v1/payment_intents', { ...konbiniForm(), customer: customerId }, { idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const listed = await api<{ data: IntentWire[] }>('GET', '/v1/payment_intents', {
      customer: customerId,
      limit: 100,
    });
    expect(listed.body.data).toHaveLength(1);
  });
});

describe('the hosted card page', () => {
  it('is a bilingual, badged, phone-width form listing the test cards', async () => {
    const session = await openCheckout(await createCustomer());
    expect(session.url).toBe(`${simulator.baseUrl}/simulator/checkout/${session.id}`);
    const response = await fetch(session.url);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(page).toContain('max-width:480px');
    expect(page).toContain('class="badge">SIMULATOR<');
    expect(page).toContain('<title>Payment gateway simulator / 決済ゲートウェイ シミュレーター</title>');
    expect(page.indexOf('カード番号')).toBeLessThan(page.indexOf('Card number'));
    expect(page).toContain('登録する / Save card');
    expect(page).toContain('4242 4242 4242 4242');
    expect(page).toContain('4000 0000 0000 9995');
    expect(page).toContain(`href="${CANCEL_URL}"`);
  });

  it('escapes what it echoes', async () => {
    const session = await openCheckout(await createCustomer('<script>alert(1)</script>'));
    const response = await submitForm(session.url, {
      card_number: '4242424242424242',
      card_expiry: '"><img src=x>',
      card_cvc: '123',
      card_name: '<b>x</b>',
    });
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<img src=x>');
    expect(page).not.toContain('<b>x</b>');
    expect(page).toContain('&#60;b&#62;x&#60;/b&#62;');
    // Nothing the buyer typed as a number comes back in the page.
    expect(page).not.toContain('4242424242424242');
  });

  it('checks the number, the expiry and the name, in both languages', async () => {
    const session = await openCheckout(await createCustomer());
    const badExpiry = await submitForm(session.url, {
      card_number: '4242 4242 4242 4242',
      card_expiry: '13/30',
      card_cvc: '1234',
      card_name: '',
    });
    expect(badExpiry.status).toBe(400);
    const page = await badExpiry.text();
    expect(page).toContain('有効期限は MM/YY の形式で入力してください。');
    expect(page).toContain('Enter the expiry date as MM/YY.');
    expect(page).toContain('カード名義を入力してください。');
    expect(page).not.toContain('カード番号が正しくありません。');
    const session2 = await api<SessionWire>('GET', `/v1/checkout/sessions/${session.id}`);
    expect(session2.body).toMatchObject({ status: 'open', setup_intent: null });
  });

  it('completes the session once, and shows its setup intent unexpanded or expanded', async () => {
    const customerId = await createCustomer();
    const session = await openCheckout(customerId);
    const response = await submitForm(session.url, {
      card_number: '5555555555554444',
      card_expiry: futureExpiry(),
      card_cvc: '123',
      card_name: 'YAMADA HANAKO',
    });
    expect(response.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));
    const plain = await api<SessionWire & { status: string }>('GET', `/v1/checkout/sessions/${session.id}`);
    expect(plain.body.status).toBe('complete');
    expect(plain.body.setup_intent).toMatch(/^seti_/);
    const expanded = await api<SessionWire>('GET', `/v1/checkout/sessions/${session.id}`, {
      expand: ['setup_intent.payment_method'],
    });
    expect(expanded.body.setup_intent).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      payment_method: {
        object: 'payment_method',
        type: 'card',
        customer: customerId,
        card: { brand: 'mastercard', last4: '4444', exp_month: 12, funding: 'credit' },
      },
    });
    expect(JSON.stringify(expanded.body)).not.toContain('5555555555554444');

    const twice = await submitForm(session.url, {
      card_number: '4242424242424242',
      card_expiry: futureExpiry(),
      card_cvc: '123',
      card_name: 'YAMADA HANAKO',
    });
    expect(twice.status).toBe(409);
  });

  it('detaches a card once', async () => {
    const { paymentMethodId } = await savedCard('4242424242424242');
    const detached = await api<object>('POST', `/v1/payment_methods/${paymentMethodId}/detach`);
    expect(detached.body).toMatchObject({ id: paymentMethodId, customer: null });
    expect((await api('POST', `/v1/payment_methods/${paymentMethodId}/detach`)).status).toBe(400);
  });
});

describe('the 3-D Secure and carrier pages', () => {
  it('shows the amount as yen and keeps the shop’s own query when sending the buyer back', async () => {
    const { customerId, paymentMethodId } = await savedCard('4000002760003184');
    const created = await api('POST', '/v1/payment_intents', {
      ...cardForm(customerId, paymentMethodId, 1234),
      description: '<i>アルバム</i>',
      return_url: 'http://127.0.0.1:3000/return?order=9#top',
    });
    expect(created.body.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `${simulator.baseUrl}/simulator/3ds/${created.body.id}`,
        return_url: 'http://127.0.0.1:3000/return?order=9#top',
      },
    });
    const page = await (await fetch(created.body.next_action.redirect_to_url.url)).text();
    expect(page).toContain(yen.format(1234));
    expect(page).toContain('&#60;i&#62;アルバム&#60;/i&#62;');
    expect(page).toContain('class="badge">SIMULATOR<');
    const response = await submitForm(created.body.next_action.redirect_to_url.url, { outcome: 'authenticate' });
    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('order')).toBe('9');
    expect(back.searchParams.get('payment_intent')).toBe(created.body.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.hash).toBe('#top');
    // A second answer to the same challenge changes nothing.
    const again = await submitForm(created.body.next_action.redirect_to_url.url, { outcome: 'fail' });
    expect(again.status).toBe(409);
    expect((await api('GET', `/v1/payment_intents/${created.body.id}`)).body.status).toBe('succeeded');
  });

  it('fails a carrier payment the buyer cancels', async () => {
    const created = await api('POST', '/v1/payment_intents', {
      amount: 880,
      currency: 'jpy',
      payment_method_types: ['carrier'],
      payment_method_data: { type: 'carrier', billing_details: { name: '山田 花子', email: 'hanako@example.jp' } },
      confirm: true,
      return_url: 'http://127.0.0.1:3000/return',
    });
    const url = created.body.next_action.redirect_to_url.url;
    expect(url).toBe(`${simulator.baseUrl}/simulator/carrier/${created.body.id}`);
    const response = await submitForm(url, { carrier: 'docomo', outcome: 'cancel' });
    expect(new URL(response.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect((await api('GET', `/v1/payment_intents/${created.body.id}`)).body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_payment_attempt_failed' },
    });
  });
});

describe('vouchers', () => {
  it('shows the numbers and deadline with pay and expire buttons', async () => {
    const created = await api('POST', '/v1/payment_intents', konbiniForm(2000));
    const details = created.body.next_action.konbini_display_details;
    expect(details.hosted_voucher_url).toBe(`${simulator.baseUrl}/simulator/vouchers/${created.body.id}`);
    const page = await (await fetch(details.hosted_voucher_url)).text();
    expect(page).toContain(details.stores.familymart.confirmation_number);
    expect(page).toContain(details.stores.seicomart.payment_code);
    expect(page).toContain(yen.format(2000));
    expect(page).toContain('23:59');
    expect(page).toContain('店頭で支払う（シミュレート） / Pay at the store (simulate)');
    expect(page).toContain('期限切れにする / Let it expire');
  });

  it('pays from the page, then refuses to be paid twice', async () => {
    const created = await api('POST', '/v1/payment_intents', konbiniForm());
    const payUrl = `${simulator.baseUrl}/simulator/payment_intents/${created.body.id}/pay`;
    const paid = await submitForm(payUrl, {});
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/simulator/vouchers/${created.body.id}`);
    const page = await (await fetch(`${simulator.baseUrl}/simulator/vouchers/${created.body.id}`)).text();
    expect(page).toContain('お支払い済みです。');
    expect(page).not.toContain('Let it expire');

    const twice = await fetch(payUrl, { method: 'POST', headers: { accept: 'application/json' } });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
      'This voucher has already been paid.',
    );
    const twiceFromPage = await submitForm(payUrl, {});
    expect(twiceFromPage.status).toBe(409);
    expect(await twiceFromPage.text()).toContain('この支払番号はお支払い済みです。');
  });

  it('answers JSON to a test that asks for it', async () => {
    const created = await api('POST', '/v1/payment_intents', konbiniForm());
    const response = await fetch(`${simulator.baseUrl}/simulator/payment_intents/${created.body.id}/expire`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: created.body.id,
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    const payLate = await fetch(`${simulator.baseUrl}/simulator/payment_intents/${created.body.id}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(payLate.status).toBe(409);
  });

  it('lapses by itself at the deadline: payment_failed, then canceled as abandoned', async () => {
    const created = await api('POST', '/v1/payment_intents', {
      ...konbiniForm(),
      payment_method_options: { konbini: { expires_after_days: 1 } },
    });
    const expiresAt = created.body.next_action.konbini_display_details.expires_at;
    expect(expiresAt).toBe(endOfTokyoDay(new Date(), 1));
    clockOffsetMs = (expiresAt + 1) * 1000 - Date.now();
    try {
      const events = await waitFor(
        () => (eventsFor(created.body.id).length === 3 ? eventsFor(created.body.id) : null),
        'the voucher to lapse',
      );
      expect(events.map((event) => [event.type, event.data.object.status])).toEqual([
        ['payment_intent.requires_action', 'requires_action'],
        ['payment_intent.payment_failed', 'requires_payment_method'],
        ['payment_intent.canceled', 'canceled'],
      ]);
    } finally {
      clockOffsetMs = 0;
    }
    const after = await api('GET', `/v1/payment_intents/${created.body.id}`);
    expect(after.body).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      last_payment_error: {
        code: 'payment_intent_payment_attempt_expired',
        message: 'The payment attempt expired.',
      },
    });
  });

  it('computes deadlines as the end of the day in Tokyo', () => {
    // 2025-01-31 15:30 UTC is already 1 February 00:30 in Tokyo.
    expect(endOfTokyoDay(new Date('2025-01-31T15:30:00Z'), 3)).toBe(Date.parse('2025-02-04T23:59:59+09:00') / 1000);
    expect(endOfTokyoDay(new Date('2025-01-31T14:59:59Z'), 3)).toBe(Date.parse('2025-02-03T23:59:59+09:00') / 1000);
  });
});

describe('webhooks', () => {
  it('signs each delivery with the endpoint secret and sends the event in Stripe’s shape', async () => {
    const created = await api('POST', '/v1/payment_intents', konbiniForm());
    const delivery = await waitFor(
      () => receiver.received.find((entry) => entry.body.includes(created.body.id)),
      'the requires_action webhook',
    );
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
      delivery.headers['stripe-signature'] as string,
    )!;
    expect(signature).toBe(createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${delivery.body}`).digest('hex'));
    expect(delivery.headers['content-type']).toContain('application/json');
    expect(JSON.parse(delivery.body)).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      api_version: '2024-06-20',
      type: 'payment_intent.requires_action',
      data: { object: { id: created.body.id, object: 'payment_intent', status: 'requires_action' } },
    });
  });

  it('retries a delivery the endpoint refused, keeping the order of the PaymentIntent’s events', async () => {
    receiver.failNext(1);
    const created = await api('POST', '/v1/payment_intents', konbiniForm());
    await simulator.pay(created.body.id);
    const events = await waitFor(
      () => (eventsFor(created.body.id).length === 2 ? eventsFor(created.body.id) : null),
      'both webhooks',
    );
    expect(events.map((event) => event.type)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);
    const refused = receiver.received.filter((entry) => entry.answered === 500);
    expect(refused.some((entry) => entry.body.includes(created.body.id))).toBe(true);

    const listed = (await (await fetch(`${simulator.baseUrl}/simulator/events`)).json()) as {
      data: { payment_intent: string; type: string; status: string; attempts: number }[];
    };
    expect(listed.data.filter((event) => event.payment_intent === created.body.id)).toEqual([
      expect.objectContaining({ type: 'payment_intent.requires_action', status: 'delivered', attempts: 2 }),
      expect.objectContaining({ type: 'payment_intent.succeeded', status: 'delivered', attempts: 1 }),
    ]);
  });

  it('can be pointed at another endpoint while running', async () => {
    const other = await startWebhookReceiver();
    try {
      simulator.setWebhookUrl(other.url);
      const created = await api('POST', '/v1/payment_intents', konbiniForm());
      await waitFor(
        () => other.acceptedEvents().find((event) => event.data.object.id === created.body.id),
        'the event',
      );
      expect(eventsFor(created.body.id)).toEqual([]);
    } finally {
      simulator.setWebhookUrl(receiver.url);
      await other.close();
    }
  });
});
