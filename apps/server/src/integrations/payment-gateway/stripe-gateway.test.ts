// The Stripe adapter driven against the payment simulator: what a buyer and the app see for each card, konbini,
// Pay-easy and carrier payment, the requests it sends, idempotency, and webhook signature checks.
import { randomUUID } from 'node:crypto';
import { type PaymentSimulator, startPaymentSimulator } from '@otodoke/simulators/payment-gateway/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatewayCard,
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
  WebhookSignatureError,
} from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import {
  CANCEL_URL,
  futureExpiry,
  type ReceivedWebhook,
  SUCCESS_URL,
  saveCard,
  startWebhookReceiver,
  submitForm,
  type WebhookReceiver,
  waitFor,
} from './test-helpers.ts';

const SECRET_KEY = 'sk_test_gateway_suite';
const WEBHOOK_SECRET = 'whsec_gateway_suite';
const RETURN_URL = 'http://127.0.0.1:3000/billing/return?order=42';
const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

let simulator: PaymentSimulator;
let receiver: WebhookReceiver;
let gateway: PaymentGateway;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  simulator = await startPaymentSimulator({
    port: 0,
    secretKey: SECRET_KEY,
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
  });
  gateway = createStripeGateway({
    apiBase: simulator.baseUrl,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    isSimulator: true,
    methods: ['card', 'konbini', 'payeasy', 'carrier'],
  });
});

afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

async function createCustomer(): Promise<string> {
  const { customerId } = await gateway.createCustomer({
    email: 'hanako@example.jp',
    name: '山田 花子',
    accountId: 42,
    idempotencyKey: randomUUID(),
  });
  return customerId;
}

async function customerWithCard(number: string): Promise<{ customerId: string; card: GatewayCard }> {
  const customerId = await createCustomer();
  return { customerId, card: await saveCard(gateway, customerId, number) };
}

function payByCard(customerId: string, card: GatewayCard, idempotencyKey = randomUUID()): Promise<GatewayPayment> {
  return gateway.createPayment({
    amount: 1234,
    method: 'card',
    idempotencyKey,
    description: 'シングル「夜明けのバス」配信登録料',
    returnUrl: RETURN_URL,
    metadata: { order_id: '42' },
    customerId,
    paymentMethodId: card.paymentMethodId,
  });
}

function payAtKonbini(expiresAfterDays?: number): Promise<GatewayPayment> {
  return gateway.createPayment({
    amount: 3300,
    method: 'konbini',
    idempotencyKey: randomUUID(),
    description: 'アルバム配信登録料',
    returnUrl: RETURN_URL,
    metadata: { order_id: '77' },
    billing: { name: '山田 花子', email: 'hanako@example.jp', phone: '09012345678' },
    expiresAfterDays,
  });
}

function webhooksFor(paymentId: string): ReceivedWebhook[] {
  return receiver.received.filter(
    (entry) => entry.answered === 200 && JSON.parse(entry.body).data.object.id === paymentId,
  );
}

function eventTypesFor(paymentId: string): string[] {
  return webhooksFor(paymentId).map((entry) => JSON.parse(entry.body).type);
}

async function waitForEvent(paymentId: string, type: string): Promise<ReceivedWebhook> {
  return waitFor(
    () => webhooksFor(paymentId).find((entry) => JSON.parse(entry.body).type === type),
    `${type} for ${paymentId}`,
  );
}

function redirectUrlOf(payment: GatewayPayment): string {
  if (payment.nextAction?.type !== 'redirect') throw new Error(`Expected a redirect, got ${payment.nextAction?.type}`);
  return payment.nextAction.url;
}

describe('saving a card on the hosted page', () => {
  it('sends the buyer to the gateway page, then reads back brand, last 4 and expiry, never the number', async () => {
    const customerId = await createCustomer();
    const { sessionId, url } = await gateway.startCardSetup({
      customerId,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
      idempotencyKey: randomUUID(),
    });
    expect(url).toBe(`${simulator.baseUrl}/simulator/checkout/${sessionId}`);

    const page = await (await fetch(url)).text();
    expect(page).toContain('SIMULATOR');
    expect(page).toContain('決済ゲートウェイ シミュレーター');
    for (const id of ['card-number', 'card-expiry', 'card-cvc', 'card-name']) expect(page).toContain(`id="${id}"`);
    expect(page).toContain('登録する / Save card');
    expect(page).toContain(`href="${CANCEL_URL}"`);

    // Not saved yet: the app must not treat an abandoned page as a saved card.
    await expect(gateway.finishCardSetup(sessionId)).rejects.toMatchObject({ code: 'checkout_session_incomplete' });

    const response = await submitForm(url, {
      card_number: '3530 1113 3330 0000',
      card_expiry: futureExpiry(),
      card_cvc: '123',
      card_name: 'YAMADA HANAKO',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', sessionId));

    const card = await gateway.finishCardSetup(sessionId);
    const expiry = futureExpiry();
    expect(card).toEqual({
      paymentMethodId: expect.stringMatching(/^pm_/),
      brand: 'jcb',
      last4: '0000',
      expMonth: 12,
      expYear: 2000 + Number(expiry.slice(3)),
    });
    expect(JSON.stringify(card)).not.toContain('3530111333300000');
    const stored = await fetch(`${simulator.baseUrl}/v1/payment_methods/${card.paymentMethodId}`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    const storedText = await stored.text();
    expect(JSON.parse(storedText)).toMatchObject({ customer: customerId, card: { brand: 'jcb', last4: '0000' } });
    expect(storedText).not.toContain('3530111333300000');
  });

  it('shows what is wrong on the page, in Japanese and English, and saves nothing', async () => {
    const customerId = await createCustomer();
    const { sessionId, url } = await gateway.startCardSetup({
      customerId,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
      idempotencyKey: randomUUID(),
    });
    const response = await submitForm(url, {
      card_number: '4242424242424241',
      card_expiry: '01/20',
      card_cvc: '12',
      card_name: 'YAMADA HANAKO',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('カード番号が正しくありません。');
    expect(page).toContain('The card number is not valid.');
    expect(page).toContain('カードの有効期限が切れています。');
    expect(page).toContain('The card has expired.');
    expect(page).toContain('The security code is 3 or 4 digits.');
    expect(page).not.toContain('4242424242424241');
    await expect(gateway.finishCardSetup(sessionId)).rejects.toBeInstanceOf(GatewayError);
  });

  it('takes a detached card out of use', async () => {
    const { customerId, card } = await customerWithCard('4242424242424242');
    await gateway.detachCard(card.paymentMethodId);
    await expect(payByCard(customerId, card)).rejects.toMatchObject({ status: 400, type: 'invalid_request_error' });
  });

  it("refuses to charge one customer's card for another customer", async () => {
    const { card } = await customerWithCard('4242424242424242');
    const otherCustomer = await createCustomer();
    const refusal = await payByCard(otherCustomer, card).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GatewayError);
    expect(refusal).toMatchObject({ status: 400, type: 'invalid_request_error' });
  });
});

describe('card payments', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['3530111333300000', 'jcb'],
  ])('%s succeeds at once and the succeeded webhook follows', async (number, brand) => {
    const { customerId, card } = await customerWithCard(number);
    expect(card.brand).toBe(brand);
    const payment = await payByCard(customerId, card);
    expect(payment).toEqual({
      id: expect.stringMatching(/^pi_/),
      amount: 1234,
      method: 'card',
      status: 'succeeded',
      nextAction: null,
      lastError: null,
      metadata: { order_id: '42' },
    });
    const webhook = await waitForEvent(payment.id, 'payment_intent.succeeded');
    const event = gateway.verifyWebhook(webhook.body, webhook.headers['stripe-signature'] as string);
    expect(event.payment).toEqual(payment);
  });

  it('sends a 3-D Secure card to the challenge page and back to the shop once authenticated', async () => {
    const { customerId, card } = await customerWithCard('4000002760003184');
    const payment = await payByCard(customerId, card);
    expect(payment.status).toBe('requires_action');
    const challengeUrl = redirectUrlOf(payment);
    expect(challengeUrl).toBe(`${simulator.baseUrl}/simulator/3ds/${payment.id}`);
    await waitForEvent(payment.id, 'payment_intent.requires_action');

    const page = await (await fetch(challengeUrl)).text();
    expect(page).toContain(yen.format(1234));
    expect(page).toContain('シングル「夜明けのバス」配信登録料');
    expect(page).toContain('認証する / Authenticate');
    expect(page).toContain('認証に失敗させる / Fail authentication');

    const response = await submitForm(challengeUrl, { outcome: 'authenticate' });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:3000/billing/return');
    expect(back.searchParams.get('order')).toBe('42');
    expect(back.searchParams.get('payment_intent')).toBe(payment.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    expect((await gateway.retrievePayment(payment.id)).status).toBe('succeeded');
    await waitForEvent(payment.id, 'payment_intent.succeeded');
  });

  it('leaves a failed 3-D Secure challenge waiting for another card', async () => {
    const { customerId, card } = await customerWithCard('4000002760003184');
    const payment = await payByCard(customerId, card);
    const response = await submitForm(redirectUrlOf(payment), { outcome: 'fail' });
    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    expect(back.searchParams.get('payment_intent')).toBe(payment.id);

    const after = await gateway.retrievePayment(payment.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.lastError).toEqual({
      code: 'payment_intent_authentication_failure',
      declineCode: null,
      message: 'The provided PaymentMethod has failed authentication.',
    });
    await waitForEvent(payment.id, 'payment_intent.payment_failed');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', null, 'Your card has expired.'],
    [
      '4000000000000119',
      'processing_error',
      null,
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])(
    '%s is declined with %s, given back as a payment to show, not thrown',
    async (number, code, declineCode, message) => {
      const { customerId, card } = await customerWithCard(number);
      const payment = await payByCard(customerId, card);
      expect(payment.status).toBe('requires_payment_method');
      expect(payment.lastError).toEqual({ code, declineCode, message });
      expect(payment.nextAction).toBeNull();
      expect(await gateway.retrievePayment(payment.id)).toEqual(payment);
      await waitForEvent(payment.id, 'payment_intent.payment_failed');
    },
  );

  it('cannot cancel a payment that has succeeded', async () => {
    const { customerId, card } = await customerWithCard('4242424242424242');
    const payment = await payByCard(customerId, card);
    await expect(gateway.cancelPayment(payment.id, randomUUID())).rejects.toMatchObject({
      status: 400,
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('konbini', () => {
  it('gives the numbers for all four chains, due at 23:59:59 in Tokyo the given number of days later', async () => {
    const tokyoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const before = tokyoToday();
    const payment = await payAtKonbini(5);
    const after = tokyoToday();
    expect(payment.status).toBe('requires_action');
    expect(payment.method).toBe('konbini');
    const action = payment.nextAction;
    if (action?.type !== 'konbini') throw new Error('expected konbini details');
    const dueFrom = (day: string) => Date.parse(`${day}T23:59:59+09:00`) + 5 * 86_400_000;
    expect([dueFrom(before), dueFrom(after)]).toContain(action.expiresAt.getTime());
    expect(action.voucherUrl).toBe(`${simulator.baseUrl}/simulator/vouchers/${payment.id}`);
    for (const store of ['familymart', 'lawson', 'ministop', 'seicomart'] as const) {
      expect(action.stores[store].confirmationNumber).toMatch(/^\d{11}$/);
      expect(action.stores[store].paymentCode).toMatch(/^\d{12}$/);
    }

    const other = await payAtKonbini();
    if (other.nextAction?.type !== 'konbini') throw new Error('expected konbini details');
    expect(other.nextAction.stores.lawson.confirmationNumber).not.toBe(action.stores.lawson.confirmationNumber);
    expect(other.nextAction.stores.lawson.paymentCode).not.toBe(action.stores.lawson.paymentCode);
    expect(other.nextAction.expiresAt.getTime() - action.expiresAt.getTime()).toBe(-2 * 86_400_000);
  });

  it('succeeds when paid at the store, and the signed webhook says so', async () => {
    const payment = await payAtKonbini();
    await simulator.pay(payment.id);
    expect(await gateway.retrievePayment(payment.id)).toMatchObject({ status: 'succeeded', nextAction: null });
    const webhook = await waitForEvent(payment.id, 'payment_intent.succeeded');
    const event = gateway.verifyWebhook(webhook.body, webhook.headers['stripe-signature'] as string);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', payment: { id: payment.id, amount: 3300 } });
    expect(eventTypesFor(payment.id)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);
  });

  it('is canceled when the voucher lapses, after a payment_failed webhook', async () => {
    const payment = await payAtKonbini();
    await simulator.expire(payment.id);
    const after = await gateway.retrievePayment(payment.id);
    expect(after.status).toBe('canceled');
    expect(after.lastError?.code).toBe('payment_intent_payment_attempt_expired');
    await waitForEvent(payment.id, 'payment_intent.canceled');
    expect(eventTypesFor(payment.id)).toEqual([
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
    ]);
    await expect(simulator.pay(payment.id)).rejects.toThrow(/expired/);
  });

  it('can be canceled by the shop before it is paid', async () => {
    const payment = await payAtKonbini();
    const canceled = await gateway.cancelPayment(payment.id, randomUUID());
    expect(canceled).toMatchObject({ id: payment.id, status: 'canceled', nextAction: null });
    await waitForEvent(payment.id, 'payment_intent.canceled');
    await expect(simulator.pay(payment.id)).rejects.toThrow(/canceled/);
  });
});

describe('Pay-easy and carrier billing (simulator only)', () => {
  it('gives Pay-easy biller, customer and confirmation numbers', async () => {
    const payment = await gateway.createPayment({
      amount: 5500,
      method: 'payeasy',
      idempotencyKey: randomUUID(),
      description: 'EP配信登録料',
      returnUrl: RETURN_URL,
      metadata: {},
      billing: { name: '山田 花子', email: 'hanako@example.jp' },
      expiresAfterDays: 10,
    });
    expect(payment).toMatchObject({ method: 'payeasy', status: 'requires_action' });
    const action = payment.nextAction;
    if (action?.type !== 'payeasy') throw new Error('expected Pay-easy details');
    expect(action.billerNumber).toMatch(/^\d{5}$/);
    expect(action.customerNumber).toMatch(/^\d{20}$/);
    expect(action.confirmationNumber).toMatch(/^\d{6}$/);
    const page = await (await fetch(action.voucherUrl)).text();
    expect(page).toContain(action.customerNumber);
    await simulator.pay(payment.id);
    expect((await gateway.retrievePayment(payment.id)).status).toBe('succeeded');
  });

  it('sends a carrier payment to the approval page and back to the shop', async () => {
    const payment = await gateway.createPayment({
      amount: 880,
      method: 'carrier',
      idempotencyKey: randomUUID(),
      description: 'シングル配信登録料',
      returnUrl: RETURN_URL,
      metadata: { order_id: '9' },
      billing: { name: '山田 花子', email: 'hanako@example.jp' },
    });
    expect(payment).toMatchObject({ method: 'carrier', status: 'requires_action' });
    const approvalUrl = redirectUrlOf(payment);
    const page = await (await fetch(approvalUrl)).text();
    expect(page).toContain('docomo');
    expect(page).toContain('au');
    expect(page).toContain('SoftBank');

    const response = await submitForm(approvalUrl, { carrier: 'au', outcome: 'approve' });
    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('payment_intent')).toBe(payment.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await gateway.retrievePayment(payment.id)).status).toBe('succeeded');
  });
});

describe('idempotency', () => {
  it('charges once when the same payment is sent twenty times at once', async () => {
    const { customerId, card } = await customerWithCard('4242424242424242');
    const key = randomUUID();
    const payments = await Promise.all(Array.from({ length: 20 }, () => payByCard(customerId, card, key)));
    expect(new Set(payments.map((payment) => payment.id)).size).toBe(1);
    expect(payments.every((payment) => payment.status === 'succeeded')).toBe(true);

    const listed = await fetch(`${simulator.baseUrl}/v1/payment_intents?customer=${customerId}&limit=100`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1);
    const events = (await (await fetch(`${simulator.baseUrl}/simulator/events`)).json()) as {
      data: { payment_intent: string; type: string }[];
    };
    expect(events.data.filter((event) => event.payment_intent === payments[0]!.id)).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded' }),
    ]);
  });

  it('replays a decline instead of trying the card again', async () => {
    const { customerId, card } = await customerWithCard('4000000000000002');
    const key = randomUUID();
    const first = await payByCard(customerId, card, key);
    const again = await payByCard(customerId, card, key);
    expect(again).toEqual(first);
    expect(again.lastError?.declineCode).toBe('generic_decline');
  });

  it('refuses the same key with a different amount', async () => {
    const { customerId, card } = await customerWithCard('4242424242424242');
    const key = randomUUID();
    await payByCard(customerId, card, key);
    const refusal = await gateway
      .createPayment({
        amount: 9999,
        method: 'card',
        idempotencyKey: key,
        description: 'シングル「夜明けのバス」配信登録料',
        returnUrl: RETURN_URL,
        metadata: { order_id: '42' },
        customerId,
        paymentMethodId: card.paymentMethodId,
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GatewayError);
    expect(refusal).toMatchObject({ status: 400, type: 'idempotency_error' });
  });
});

describe('webhook signatures', () => {
  async function someWebhook(): Promise<ReceivedWebhook> {
    const payment = await payAtKonbini();
    return waitForEvent(payment.id, 'payment_intent.requires_action');
  }

  it('accepts a delivery signed with the endpoint secret', async () => {
    const webhook = await someWebhook();
    const header = webhook.headers['stripe-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = gateway.verifyWebhook(webhook.body, header);
    expect(event.id).toMatch(/^evt_/);
    expect(event.type).toBe('payment_intent.requires_action');
    expect(event.payment.nextAction?.type).toBe('konbini');
  });

  it('rejects a changed body, a different secret, an old timestamp and a missing header', async () => {
    const webhook = await someWebhook();
    const header = webhook.headers['stripe-signature'] as string;
    const tampered = webhook.body.replace('"amount":3300', '"amount":33');
    expect(tampered).not.toBe(webhook.body);
    expect(() => gateway.verifyWebhook(tampered, header)).toThrow(WebhookSignatureError);

    const otherEndpoint = createStripeGateway({
      apiBase: simulator.baseUrl,
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_someone_else',
      isSimulator: true,
    });
    expect(() => otherEndpoint.verifyWebhook(webhook.body, header)).toThrow(WebhookSignatureError);

    const signedAt = Number(/t=(\d+)/.exec(header)![1]) * 1000;
    expect(() => gateway.verifyWebhook(webhook.body, header, new Date(signedAt + 301_000))).toThrow(
      WebhookSignatureError,
    );
    expect(gateway.verifyWebhook(webhook.body, header, new Date(signedAt + 299_000)).type).toBe(
      'payment_intent.requires_action',
    );
    expect(() => gateway.verifyWebhook(webhook.body, undefined)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(webhook.body, 't=1,v1=nothex')).toThrow(WebhookSignatureError);
  });
});

describe('requests and refusals', () => {
  interface SeenRequest {
    url: URL;
    method: string;
    headers: Headers;
    body: URLSearchParams;
  }

  function recordingGateway(
    options: { methods?: ('card' | 'konbini' | 'payeasy' | 'carrier')[]; isSimulator?: boolean } = {},
  ) {
    const seen: SeenRequest[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      });
      return fetch(input, init);
    };
    const recorded = createStripeGateway({
      apiBase: `${simulator.baseUrl}/`,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      isSimulator: options.isSimulator ?? true,
      methods: options.methods,
      fetch: recordingFetch,
    });
    return { seen, gateway: recorded };
  }

  it('sends form-encoded, versioned, keyed requests in Stripe’s parameter shapes', async () => {
    const { seen, gateway: recorded } = recordingGateway();
    const payment = await recorded.createPayment({
      amount: 3300,
      method: 'konbini',
      idempotencyKey: 'order-77-attempt-1',
      description: 'アルバム配信登録料',
      returnUrl: RETURN_URL,
      metadata: { order_id: '77', account_id: '42' },
      billing: { name: '山田 花子', email: 'hanako@example.jp', phone: '09012345678' },
      expiresAfterDays: 7,
    });
    expect(payment.status).toBe('requires_action');
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/v1/payment_intents');
    expect(request!.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.headers.get('idempotency-key')).toBe('order-77-attempt-1');
    expect(request!.headers.get('stripe-version')).toBe('2024-06-20');
    expect(request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.body)).toEqual({
      amount: '3300',
      currency: 'jpy',
      'payment_method_types[]': 'konbini',
      confirm: 'true',
      description: 'アルバム配信登録料',
      'metadata[order_id]': '77',
      'metadata[account_id]': '42',
      'payment_method_data[type]': 'konbini',
      'payment_method_data[billing_details][name]': '山田 花子',
      'payment_method_data[billing_details][email]': 'hanako@example.jp',
      'payment_method_data[billing_details][phone]': '09012345678',
      'payment_method_options[konbini][expires_after_days]': '7',
    });

    const customerId = await recorded.createCustomer({
      email: 'a@example.jp',
      name: 'A',
      accountId: 7,
      idempotencyKey: 'account-7',
    });
    const card = await saveCard(recorded, customerId.customerId, '4242424242424242');
    await recorded.createPayment({
      amount: 1234,
      method: 'card',
      idempotencyKey: 'order-78',
      description: 'x',
      returnUrl: RETURN_URL,
      metadata: {},
      customerId: customerId.customerId,
      paymentMethodId: card.paymentMethodId,
    });
    const [customerRequest, sessionRequest, finishRequest, cardRequest] = seen.slice(1);
    expect(Object.fromEntries(customerRequest!.body)).toEqual({
      email: 'a@example.jp',
      name: 'A',
      'metadata[account_id]': '7',
    });
    expect(Object.fromEntries(sessionRequest!.body)).toEqual({
      mode: 'setup',
      customer: customerId.customerId,
      currency: 'jpy',
      'payment_method_types[]': 'card',
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(finishRequest!.method).toBe('GET');
    expect(finishRequest!.url.searchParams.getAll('expand[]')).toEqual(['setup_intent.payment_method']);
    expect(finishRequest!.headers.get('idempotency-key')).toBeNull();
    expect(Object.fromEntries(cardRequest!.body)).toMatchObject({
      customer: customerId.customerId,
      payment_method: card.paymentMethodId,
      'payment_method_types[]': 'card',
      confirm: 'true',
      off_session: 'false',
      return_url: RETURN_URL,
    });

    await recorded.detachCard(card.paymentMethodId);
    expect(seen.at(-1)!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('offers card and konbini by default, and refuses other methods without asking the gateway', async () => {
    const { seen, gateway: realLike } = recordingGateway({ isSimulator: false });
    expect(realLike.methods).toEqual(['card', 'konbini']);
    expect(realLike.isSimulator).toBe(false);
    await expect(
      realLike.createPayment({
        amount: 5500,
        method: 'payeasy',
        idempotencyKey: randomUUID(),
        description: 'x',
        returnUrl: RETURN_URL,
        metadata: {},
        billing: { name: 'A', email: 'a@example.jp' },
      }),
    ).rejects.toMatchObject({ code: 'payment_method_not_available' });
    expect(seen).toHaveLength(0);
  });

  it('reports a wrong secret key as a 401 gateway error', async () => {
    const wrong = createStripeGateway({
      apiBase: simulator.baseUrl,
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
      isSimulator: true,
    });
    const refusal = await wrong
      .createCustomer({ email: 'a@example.jp', name: 'A', accountId: 1, idempotencyKey: randomUUID() })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GatewayError);
    expect(refusal).toMatchObject({ status: 401, message: 'Invalid API Key provided' });
  });

  it('refuses less than ¥50', async () => {
    const { customerId, card } = await customerWithCard('4242424242424242');
    await expect(
      gateway.createPayment({
        amount: 49,
        method: 'card',
        idempotencyKey: randomUUID(),
        description: 'x',
        returnUrl: RETURN_URL,
        metadata: {},
        customerId,
        paymentMethodId: card.paymentMethodId,
      }),
    ).rejects.toMatchObject({ status: 400, type: 'invalid_request_error', code: 'amount_too_small' });
  });

  it('reports an unreachable gateway as a connection error', async () => {
    const unreachable = createStripeGateway({
      apiBase: 'http://127.0.0.1:1',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      isSimulator: true,
    });
    await expect(unreachable.retrievePayment('pi_x')).rejects.toMatchObject({
      status: 0,
      type: 'api_connection_error',
    });
  });

  it('reports an unknown payment as a 404', async () => {
    await expect(gateway.retrievePayment('pi_doesnotexist')).rejects.toMatchObject({
      status: 404,
      code: 'resource_missing',
    });
  });
});
