// Payment gateway simulator: a loopback HTTP server that answers the subset of Stripe's API the app uses (customers,
// Checkout in setup mode, payment methods, PaymentIntents, signed webhooks) plus Pay-easy and carrier billing, with
// its own hosted pages for card entry, 3-D Secure, carrier approval and konbini / Pay-easy vouchers. Behaviour follows
// Stripe's test card numbers. State lives in memory only: a restart forgets every customer, card and payment.
// Run alone with `npm run simulator:payments -w @otodoke/server`.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Bilingual, detectCardBrand, findCardOutcome, validateCardEntry } from './simulator-cards.ts';
import {
  CARRIERS,
  type KonbiniStoreId,
  renderCarrierPage,
  renderCheckoutPage,
  renderIndexPage,
  renderMessagePage,
  renderNotFoundPage,
  renderSettledPage,
  renderThreeDSecurePage,
  renderVoucherPage,
  type VoucherView,
} from './simulator-pages.ts';
import {
  type FormObject,
  parseStripeForm,
  readFormString,
  readFormStringList,
  toCanonicalJson,
} from './stripe-form.ts';
import { endOfTokyoDay } from './tokyo-calendar.ts';

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

type SimulatedMethod = 'card' | 'konbini' | 'payeasy' | 'carrier';

const API_VERSION = '2024-06-20';
const MIN_AMOUNT_JPY = 50;
const MAX_AMOUNT_JPY = 99_999_999;
/** Stripe's limits for konbini: the stores take no less and no more. */
const KONBINI_MIN_AMOUNT_JPY = 120;
const KONBINI_MAX_AMOUNT_JPY = 300_000;
const DEFAULT_EXPIRES_AFTER_DAYS = 3;
const PAYEASY_BILLER_NUMBER = '58091';
const CHECKOUT_SESSION_LIFETIME_SECONDS = 24 * 3600;
const MAX_BODY_BYTES = 1024 * 1024;
/** Wait before each delivery attempt: at once, then backing off like Stripe (which goes on for three days). */
const WEBHOOK_RETRY_DELAYS_MS = [0, 200, 1_000, 5_000, 25_000, 125_000, 625_000, 3_125_000];
const WEBHOOK_TIMEOUT_MS = 10_000;
const CANCELABLE_STATUSES = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const KONBINI_STORES: readonly KonbiniStoreId[] = ['familymart', 'lawson', 'ministop', 'seicomart'];

// Wire shapes ---------------------------------------------------------------------------------------------------------

type Metadata = Record<string, string>;

interface CustomerJson {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  livemode: false;
}

interface CardJson {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  country: string;
  fingerprint: string;
}

interface BillingDetailsJson {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: null;
}

interface PaymentMethodJson {
  id: string;
  object: 'payment_method';
  type: SimulatedMethod;
  created: number;
  customer: string | null;
  billing_details: BillingDetailsJson;
  card?: CardJson;
  konbini?: Record<string, never>;
  payeasy?: Record<string, never>;
  carrier?: { carrier: string | null };
  metadata: Metadata;
  livemode: false;
}

interface PaymentMethodRecord {
  json: PaymentMethodJson;
  /** The full number, kept only here to pick the test behaviour; it is never written to any answer or log. */
  cardNumber: string | null;
}

interface SetupIntentJson {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  customer: string;
  payment_method: string;
  payment_method_types: ['card'];
  usage: 'off_session';
  created: number;
  livemode: false;
}

interface CheckoutSessionRecord {
  id: string;
  object: 'checkout.session';
  mode: 'setup';
  status: 'open' | 'complete' | 'expired';
  customer: string;
  currency: 'jpy';
  payment_method_types: ['card'];
  success_url: string;
  cancel_url: string | null;
  setup_intent: string | null;
  created: number;
  expires_at: number;
  metadata: Metadata;
  livemode: false;
}

interface LastPaymentErrorJson {
  type: string;
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: PaymentMethodJson;
}

interface KonbiniStoreJson {
  confirmation_number: string;
  payment_code: string;
}

type NextActionJson =
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } }
  | {
      type: 'konbini_display_details';
      konbini_display_details: {
        expires_at: number;
        hosted_voucher_url: string;
        stores: Record<KonbiniStoreId, KonbiniStoreJson>;
      };
    }
  | {
      type: 'payeasy_display_details';
      payeasy_display_details: {
        expires_at: number;
        hosted_voucher_url: string;
        biller_number: string;
        customer_number: string;
        confirmation_number: string;
      };
    };

type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

interface PaymentIntentJson {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: 'jpy';
  status: PaymentIntentStatus;
  created: number;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: [SimulatedMethod];
  next_action: NextActionJson | null;
  last_payment_error: LastPaymentErrorJson | null;
  cancellation_reason: string | null;
  canceled_at: number | null;
  client_secret: string;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  livemode: false;
}

type VoucherNumbers = Pick<VoucherView, 'expiresAt' | 'numbers'>;

interface PaymentIntentRecord {
  json: PaymentIntentJson;
  returnUrl: string | null;
  /** The voucher lapsed (as opposed to being canceled through the API). */
  isExpired: boolean;
}

type EventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.requires_action'
  | 'payment_intent.canceled';

interface EventJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  type: EventType;
  data: { object: PaymentIntentJson };
}

interface WebhookDelivery {
  event: EventJson;
  body: string;
  status: 'pending' | 'delivered' | 'failed' | 'not_sent';
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
}

interface StripeErrorJson {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: PaymentIntentJson;
}

/** A refusal in Stripe's error shape; `ja` is the Japanese text shown when a page (not the API) caused it. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorJson,
    readonly ja: string | null = null,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

function refuseRequest(message: string, details: { code?: string; param?: string; status?: number } = {}): never {
  const body: StripeErrorJson = { type: 'invalid_request_error', message };
  if (details.code) body.code = details.code;
  if (details.param) body.param = details.param;
  throw new StripeApiError(details.status ?? 400, body);
}

// Reading requests ----------------------------------------------------------------------------------------------------

function readMetadata(form: FormObject): Metadata {
  const value = form.metadata;
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) refuseRequest('Invalid metadata', { param: 'metadata' });
  const metadata: Metadata = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') refuseRequest(`Invalid metadata[${key}]`, { param: `metadata[${key}]` });
    metadata[key] = item;
  }
  return metadata;
}

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// The simulator -------------------------------------------------------------------------------------------------------

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function createRandomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return text;
}

function createId(prefix: string, length = 24): string {
  return `${prefix}_${createRandomText(length)}`;
}

function createDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index++) digits += String(randomInt(10));
  return digits;
}

function padDigits(value: number, length: number): string {
  return String(value).padStart(length, '0').slice(-length);
}

function isSameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}

function isAbsoluteUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'stripe-version': API_VERSION,
    'request-id': createId('req', 14),
    ...headers,
  });
  res.end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirectTo(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function wantsJson(req: IncomingMessage): boolean {
  return (
    /application\/json/.test(req.headers.accept ?? '') || /application\/json/.test(req.headers['content-type'] ?? '')
  );
}

interface ApiResult {
  status: number;
  /** Serialised when answered, so a replay gives the answer as it was, not the object as it is now. */
  body: string;
}

interface ApiRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle(params: string[], form: FormObject): unknown;
}

export async function startPaymentSimulator(options: PaymentSimulatorOptions): Promise<PaymentSimulator> {
  const host = options.host ?? '127.0.0.1';
  const clock = options.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  let webhookUrl = options.webhookUrl;
  let closed = false;

  const customers = new Map<string, CustomerJson>();
  const paymentMethods = new Map<string, PaymentMethodRecord>();
  const setupIntents = new Map<string, SetupIntentJson>();
  const checkoutSessions = new Map<string, CheckoutSessionRecord>();
  const paymentIntents = new Map<string, PaymentIntentRecord>();
  const voucherNumbers = new Map<string, VoucherNumbers>();
  const idempotentResults = new Map<string, { fingerprint: string; result: ApiResult }>();
  const idempotencyLocks = new Map<string, Promise<void>>();
  const deliveries: WebhookDelivery[] = [];
  const deliveryChains = new Map<string, Promise<void>>();
  const pendingWaits = new Set<() => void>();
  const shutdown = new AbortController();
  const fingerprintSalt = randomBytes(16);
  // Voucher numbers count up from a random start, so they are unique within a run and unlikely to repeat across runs.
  let voucherSequence = randomInt(10_000_000, 90_000_000);

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;

  // Webhooks ----------------------------------------------------------------------------------------------------------

  function waitBeforeAttempt(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        pendingWaits.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      pendingWaits.add(wake);
    });
  }

  async function deliver(delivery: WebhookDelivery): Promise<void> {
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      await waitBeforeAttempt(delay);
      if (closed) return;
      const url = webhookUrl;
      if (!url) {
        delivery.status = 'not_sent';
        return;
      }
      delivery.attempts += 1;
      // Signed with the wall clock, not the simulator's (which tests move), since the receiver checks against its own.
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', options.webhookSecret)
        .update(`${timestamp}.${delivery.body}`, 'utf8')
        .digest('hex');
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': `t=${timestamp},v1=${signature}`,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: delivery.body,
          redirect: 'manual',
          signal: AbortSignal.any([shutdown.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          delivery.status = 'delivered';
          delivery.deliveredAt = Math.floor(Date.now() / 1000);
          delivery.lastError = null;
          return;
        }
        delivery.lastError = `HTTP ${response.status}`;
      } catch (error) {
        if (closed) return;
        // fetch says only "fetch failed"; the cause (ECONNREFUSED, …) is what helps when reading /simulator/events.
        const cause = (error as Error & { cause?: { message?: string } }).cause?.message;
        delivery.lastError = cause ? `${(error as Error).message}: ${cause}` : (error as Error).message;
      }
    }
    delivery.status = 'failed';
  }

  function emitEvent(type: EventType, record: PaymentIntentRecord): void {
    const event: EventJson = {
      id: createId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      type,
      data: { object: structuredClone(record.json) },
    };
    const delivery: WebhookDelivery = {
      event,
      body: JSON.stringify(event),
      status: webhookUrl ? 'pending' : 'not_sent',
      attempts: 0,
      lastError: null,
      deliveredAt: null,
    };
    deliveries.push(delivery);
    if (!webhookUrl) return;
    // One chain per PaymentIntent: its events arrive in the order they happened, even when one needs retries.
    const key = record.json.id;
    const chain = (deliveryChains.get(key) ?? Promise.resolve()).then(() => deliver(delivery));
    deliveryChains.set(key, chain);
    void chain.finally(() => {
      if (deliveryChains.get(key) === chain) deliveryChains.delete(key);
    });
  }

  // Objects -----------------------------------------------------------------------------------------------------------

  function findCustomer(id: string, param?: string): CustomerJson {
    const customer = customers.get(id);
    if (!customer) {
      refuseRequest(`No such customer: '${id}'`, { code: 'resource_missing', param, status: param ? 400 : 404 });
    }
    return customer;
  }

  function findPaymentIntent(id: string): PaymentIntentRecord {
    const record = paymentIntents.get(id);
    if (!record) refuseRequest(`No such payment_intent: '${id}'`, { code: 'resource_missing', status: 404 });
    return record;
  }

  function findPaymentMethod(id: string, param?: string): PaymentMethodRecord {
    const record = paymentMethods.get(id);
    if (!record) {
      refuseRequest(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param, status: param ? 400 : 404 });
    }
    return record;
  }

  function presentSession(session: CheckoutSessionRecord, expand: readonly string[]) {
    if (session.status === 'open' && session.expires_at <= nowSeconds()) session.status = 'expired';
    let setupIntent: string | null | (Omit<SetupIntentJson, 'payment_method'> & { payment_method: unknown }) =
      session.setup_intent;
    const setup = session.setup_intent ? setupIntents.get(session.setup_intent) : undefined;
    if (setup && (expand.includes('setup_intent') || expand.includes('setup_intent.payment_method'))) {
      setupIntent = expand.includes('setup_intent.payment_method')
        ? { ...setup, payment_method: paymentMethods.get(setup.payment_method)?.json ?? setup.payment_method }
        : setup;
    }
    return {
      ...session,
      url: session.status === 'open' ? `${baseUrl}/simulator/checkout/${session.id}` : null,
      setup_intent: setupIntent,
    };
  }

  function createPaymentMethod(
    type: SimulatedMethod,
    billing: Partial<BillingDetailsJson>,
    card: { number: string; expMonth: number; expYear: number } | null,
  ): PaymentMethodRecord {
    const json: PaymentMethodJson = {
      id: createId('pm'),
      object: 'payment_method',
      type,
      created: nowSeconds(),
      customer: null,
      billing_details: {
        name: billing.name ?? null,
        email: billing.email ?? null,
        phone: billing.phone ?? null,
        address: null,
      },
      metadata: {},
      livemode: false,
    };
    if (card) {
      const brand = detectCardBrand(card.number);
      json.card = {
        brand,
        last4: card.number.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: 'credit',
        country: brand === 'jcb' ? 'JP' : 'US',
        // Lets the app spot the same card saved twice without ever seeing the number.
        fingerprint: createHmac('sha256', fingerprintSalt).update(card.number).digest('base64url').slice(0, 16),
      };
    } else if (type === 'carrier') {
      json.carrier = { carrier: null };
    } else if (type === 'konbini' || type === 'payeasy') {
      json[type] = {};
    }
    const record: PaymentMethodRecord = { json, cardNumber: card?.number ?? null };
    paymentMethods.set(json.id, record);
    return record;
  }

  /** Numbers and deadline of a voucher, kept after next_action is cleared so its page can still be shown. */
  function rememberVoucher(id: string, voucher: VoucherNumbers): void {
    voucherNumbers.set(id, voucher);
  }

  function createKonbiniNextAction(id: string, expiresAt: number): NextActionJson {
    voucherSequence += 1;
    const stores = Object.fromEntries(
      KONBINI_STORES.map((store, index) => [
        store,
        {
          confirmation_number: `${index + 1}${padDigits(voucherSequence, 10)}`,
          payment_code: `${createDigits(4)}${padDigits(voucherSequence, 8)}`,
        },
      ]),
    ) as Record<KonbiniStoreId, KonbiniStoreJson>;
    rememberVoucher(id, {
      expiresAt,
      numbers: {
        kind: 'konbini',
        stores: Object.fromEntries(
          KONBINI_STORES.map((store) => [
            store,
            { confirmationNumber: stores[store].confirmation_number, paymentCode: stores[store].payment_code },
          ]),
        ) as Record<KonbiniStoreId, { confirmationNumber: string; paymentCode: string }>,
      },
    });
    return {
      type: 'konbini_display_details',
      konbini_display_details: {
        expires_at: expiresAt,
        hosted_voucher_url: `${baseUrl}/simulator/vouchers/${id}`,
        stores,
      },
    };
  }

  function createPayeasyNextAction(id: string, expiresAt: number): NextActionJson {
    voucherSequence += 1;
    const details = {
      expires_at: expiresAt,
      hosted_voucher_url: `${baseUrl}/simulator/vouchers/${id}`,
      biller_number: PAYEASY_BILLER_NUMBER,
      customer_number: `${createDigits(12)}${padDigits(voucherSequence, 8)}`,
      confirmation_number: createDigits(6),
    };
    rememberVoucher(id, {
      expiresAt,
      numbers: {
        kind: 'payeasy',
        billerNumber: details.biller_number,
        customerNumber: details.customer_number,
        confirmationNumber: details.confirmation_number,
      },
    });
    return { type: 'payeasy_display_details', payeasy_display_details: details };
  }

  function declineCard(
    record: PaymentIntentRecord,
    paymentMethod: PaymentMethodRecord,
    outcome: { code: string; declineCode: string | null; message: string },
  ): never {
    const error: LastPaymentErrorJson = {
      type: 'card_error',
      code: outcome.code,
      message: outcome.message,
      payment_method: structuredClone(paymentMethod.json),
    };
    if (outcome.declineCode) error.decline_code = outcome.declineCode;
    record.json.status = 'requires_payment_method';
    record.json.last_payment_error = error;
    emitEvent('payment_intent.payment_failed', record);
    const body: StripeErrorJson = { type: 'card_error', code: outcome.code, message: outcome.message };
    if (outcome.declineCode) body.decline_code = outcome.declineCode;
    body.payment_intent = structuredClone(record.json);
    throw new StripeApiError(402, body);
  }

  function succeed(record: PaymentIntentRecord): void {
    record.json.status = 'succeeded';
    record.json.amount_received = record.json.amount;
    record.json.next_action = null;
    record.json.last_payment_error = null;
    emitEvent('payment_intent.succeeded', record);
  }

  function fail(record: PaymentIntentRecord, error: LastPaymentErrorJson): void {
    record.json.status = 'requires_payment_method';
    record.json.next_action = null;
    record.json.last_payment_error = error;
    emitEvent('payment_intent.payment_failed', record);
  }

  function readBilling(form: FormObject, method: SimulatedMethod): Partial<BillingDetailsJson> {
    const data = form.payment_method_data;
    const type = readFormString(data, 'type');
    if (type !== method) {
      refuseRequest(`payment_method_data[type] must be "${method}"`, {
        code: 'parameter_invalid_string',
        param: 'payment_method_data[type]',
      });
    }
    const name = readFormString(data, 'billing_details', 'name')?.trim();
    const email = readFormString(data, 'billing_details', 'email')?.trim();
    const phone = readFormString(data, 'billing_details', 'phone')?.trim();
    if (!name) {
      refuseRequest(`Missing required param: payment_method_data[billing_details][name].`, {
        code: 'parameter_missing',
        param: 'payment_method_data[billing_details][name]',
      });
    }
    if (!email) {
      refuseRequest(`Missing required param: payment_method_data[billing_details][email].`, {
        code: 'parameter_missing',
        param: 'payment_method_data[billing_details][email]',
      });
    }
    return { name, email, phone: phone || null };
  }

  function readExpiresAfterDays(form: FormObject, method: 'konbini' | 'payeasy'): number {
    const text = readFormString(form, 'payment_method_options', method, 'expires_after_days');
    if (text === undefined || text === '') return DEFAULT_EXPIRES_AFTER_DAYS;
    const days = Number(text);
    if (!/^\d+$/.test(text) || days < 1 || days > 60) {
      refuseRequest('expires_after_days must be an integer between 1 and 60.', {
        code: 'parameter_invalid_integer',
        param: `payment_method_options[${method}][expires_after_days]`,
      });
    }
    return days;
  }

  function createPaymentIntent(form: FormObject): PaymentIntentJson {
    const amountText = readFormString(form, 'amount');
    if (amountText === undefined)
      refuseRequest('Missing required param: amount.', { code: 'parameter_missing', param: 'amount' });
    if (!/^\d+$/.test(amountText)) {
      refuseRequest(`Invalid integer: ${amountText}`, { code: 'parameter_invalid_integer', param: 'amount' });
    }
    const amount = Number(amountText);
    if (amount < MIN_AMOUNT_JPY) {
      refuseRequest(`Amount must be at least ¥${MIN_AMOUNT_JPY} jpy`, { code: 'amount_too_small', param: 'amount' });
    }
    if (amount > MAX_AMOUNT_JPY) {
      refuseRequest(`Amount must be no more than ¥${MAX_AMOUNT_JPY} jpy`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    if (readFormString(form, 'currency')?.toLowerCase() !== 'jpy') {
      refuseRequest('This simulator takes jpy only.', { code: 'payment_intent_invalid_parameter', param: 'currency' });
    }
    const types = readFormStringList(form, 'payment_method_types');
    const method = (['card', 'konbini', 'payeasy', 'carrier'] as const).find((candidate) => candidate === types[0]);
    if (types.length !== 1 || !method) {
      refuseRequest('payment_method_types must be exactly one of card, konbini, payeasy, carrier.', {
        code: 'payment_intent_invalid_parameter',
        param: 'payment_method_types',
      });
    }
    if (readFormString(form, 'confirm') !== 'true') {
      refuseRequest('This simulator only creates PaymentIntents with confirm=true.', {
        code: 'payment_intent_invalid_parameter',
        param: 'confirm',
      });
    }
    const returnUrl = readFormString(form, 'return_url') || null;
    if (returnUrl && !isAbsoluteUrl(returnUrl)) {
      refuseRequest('Not a valid URL', { code: 'url_invalid', param: 'return_url' });
    }
    const customerId = readFormString(form, 'customer') || null;
    if (customerId) findCustomer(customerId, 'customer');
    if (method === 'konbini' && (amount < KONBINI_MIN_AMOUNT_JPY || amount > KONBINI_MAX_AMOUNT_JPY)) {
      refuseRequest(`Konbini payments must be between ¥${KONBINI_MIN_AMOUNT_JPY} and ¥${KONBINI_MAX_AMOUNT_JPY}.`, {
        code: amount < KONBINI_MIN_AMOUNT_JPY ? 'amount_too_small' : 'amount_too_large',
        param: 'amount',
      });
    }

    // Everything is checked before anything is stored: a refused request leaves no PaymentIntent behind.
    let paymentMethod: PaymentMethodRecord;
    let expiresAt = 0;
    if (method === 'card') {
      const paymentMethodId = readFormString(form, 'payment_method');
      if (!paymentMethodId) {
        refuseRequest('Missing required param: payment_method.', {
          code: 'parameter_missing',
          param: 'payment_method',
        });
      }
      paymentMethod = findPaymentMethod(paymentMethodId, 'payment_method');
      if (paymentMethod.json.type !== 'card') {
        refuseRequest('The PaymentMethod is not a card.', {
          code: 'payment_intent_invalid_parameter',
          param: 'payment_method',
        });
      }
      if (!paymentMethod.json.customer) {
        refuseRequest(
          'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
          { param: 'payment_method' },
        );
      }
      if (paymentMethod.json.customer !== customerId) {
        refuseRequest('The provided PaymentMethod does not belong to the Customer given on this PaymentIntent.', {
          param: 'payment_method',
        });
      }
    } else {
      const billing = readBilling(form, method);
      if (method === 'carrier' && !returnUrl) {
        refuseRequest('Missing required param: return_url.', { code: 'parameter_missing', param: 'return_url' });
      }
      if (method === 'konbini' || method === 'payeasy') {
        expiresAt = endOfTokyoDay(clock(), readExpiresAfterDays(form, method));
      }
      paymentMethod = createPaymentMethod(method, billing, null);
    }

    const id = createId('pi');
    const record: PaymentIntentRecord = {
      json: {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: 'jpy',
        status: 'requires_payment_method',
        created: nowSeconds(),
        customer: customerId,
        description: readFormString(form, 'description') || null,
        metadata: readMetadata(form),
        payment_method: paymentMethod.json.id,
        payment_method_types: [method],
        next_action: null,
        last_payment_error: null,
        cancellation_reason: null,
        canceled_at: null,
        client_secret: `${id}_secret_${createRandomText(25)}`,
        capture_method: 'automatic',
        confirmation_method: 'automatic',
        livemode: false,
      },
      returnUrl,
      isExpired: false,
    };
    paymentIntents.set(id, record);

    if (method === 'card') {
      const outcome = findCardOutcome(paymentMethod.cardNumber);
      if (outcome.kind === 'succeed') {
        succeed(record);
      } else if (outcome.kind === 'decline') {
        declineCard(record, paymentMethod, outcome);
      } else if (readFormString(form, 'off_session') === 'true') {
        // Nobody is there to answer the challenge, so Stripe declines instead of asking.
        declineCard(record, paymentMethod, {
          code: 'authentication_required',
          declineCode: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        });
      } else {
        record.json.status = 'requires_action';
        record.json.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${baseUrl}/simulator/3ds/${id}`, return_url: returnUrl },
        };
        emitEvent('payment_intent.requires_action', record);
      }
      return record.json;
    }

    record.json.status = 'requires_action';
    record.json.next_action =
      method === 'konbini'
        ? createKonbiniNextAction(id, expiresAt)
        : method === 'payeasy'
          ? createPayeasyNextAction(id, expiresAt)
          : {
              type: 'redirect_to_url',
              redirect_to_url: { url: `${baseUrl}/simulator/carrier/${id}`, return_url: returnUrl },
            };
    emitEvent('payment_intent.requires_action', record);
    return record.json;
  }

  function cancelPaymentIntent(id: string, form: FormObject): PaymentIntentJson {
    const record = findPaymentIntent(id);
    if (!CANCELABLE_STATUSES.includes(record.json.status)) {
      refuseRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${record.json.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE_STATUSES.join(', ')}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const reason = readFormString(form, 'cancellation_reason') || null;
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'].includes(reason)) {
      refuseRequest(`Invalid cancellation_reason: ${reason}`, { param: 'cancellation_reason' });
    }
    record.json.status = 'canceled';
    record.json.cancellation_reason = reason;
    record.json.canceled_at = nowSeconds();
    record.json.next_action = null;
    emitEvent('payment_intent.canceled', record);
    return record.json;
  }

  function voucherConflict(en: string, ja: string): never {
    throw new StripeApiError(
      409,
      { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: en },
      ja,
    );
  }

  function findVoucherIntent(id: string): PaymentIntentRecord {
    const record = findPaymentIntent(id);
    if (!voucherNumbers.has(id)) {
      throw new StripeApiError(
        400,
        { type: 'invalid_request_error', message: 'This PaymentIntent has no voucher.' },
        'この支払いには支払番号がありません。',
      );
    }
    return record;
  }

  function refuseUnlessAwaitingPayment(record: PaymentIntentRecord): void {
    if (record.json.status === 'succeeded') {
      voucherConflict('This voucher has already been paid.', 'この支払番号はお支払い済みです。');
    }
    if (record.isExpired) voucherConflict('This voucher has expired.', 'この支払番号は期限切れです。');
    if (record.json.status !== 'requires_action') {
      voucherConflict('This payment was canceled.', 'この支払いはキャンセルされました。');
    }
  }

  function voucherExpiresAt(record: PaymentIntentRecord): number {
    return voucherNumbers.get(record.json.id)?.expiresAt ?? Number.POSITIVE_INFINITY;
  }

  /**
   * A voucher not paid by its deadline. Real Stripe leaves an expired konbini PaymentIntent in requires_payment_method
   * after payment_intent.payment_failed; this simulator then also cancels it (cancellation_reason "abandoned",
   * payment_intent.canceled), since nothing in this app ever retries a lapsed voucher. Treat both events as "unpaid".
   */
  function expireVoucher(record: PaymentIntentRecord): void {
    refuseUnlessAwaitingPayment(record);
    record.isExpired = true;
    fail(record, {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_expired',
      message: 'The payment attempt expired.',
    });
    record.json.status = 'canceled';
    record.json.cancellation_reason = 'abandoned';
    record.json.canceled_at = nowSeconds();
    emitEvent('payment_intent.canceled', record);
  }

  function payVoucher(record: PaymentIntentRecord): void {
    // The timer may not have run yet; a deadline that has passed is passed.
    if (record.json.status === 'requires_action' && voucherExpiresAt(record) < nowSeconds()) expireVoucher(record);
    refuseUnlessAwaitingPayment(record);
    succeed(record);
  }

  function expireOverdueVouchers(): void {
    const now = nowSeconds();
    for (const [id, voucher] of voucherNumbers) {
      const record = paymentIntents.get(id);
      if (record?.json.status === 'requires_action' && voucher.expiresAt < now) expireVoucher(record);
    }
  }

  // API ---------------------------------------------------------------------------------------------------------------

  const routes: ApiRoute[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle(_params, form) {
        const customer: CustomerJson = {
          id: createId('cus', 14),
          object: 'customer',
          created: nowSeconds(),
          email: readFormString(form, 'email') || null,
          name: readFormString(form, 'name') || null,
          metadata: readMetadata(form),
          livemode: false,
        };
        customers.set(customer.id, customer);
        return customer;
      },
    },
    { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: ([id]) => findCustomer(id!) },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle(_params, form) {
        if (readFormString(form, 'mode') !== 'setup') {
          refuseRequest('This simulator only creates Checkout Sessions with mode=setup.', { param: 'mode' });
        }
        const customerId = readFormString(form, 'customer');
        if (!customerId)
          refuseRequest('Missing required param: customer.', { code: 'parameter_missing', param: 'customer' });
        findCustomer(customerId, 'customer');
        const currency = readFormString(form, 'currency');
        if (currency !== undefined && currency.toLowerCase() !== 'jpy') {
          refuseRequest('This simulator takes jpy only.', { param: 'currency' });
        }
        const types = readFormStringList(form, 'payment_method_types');
        if (types.some((type) => type !== 'card')) {
          refuseRequest('Checkout in setup mode takes payment_method_types[]=card only here.', {
            param: 'payment_method_types',
          });
        }
        const successUrl = readFormString(form, 'success_url');
        if (!successUrl) {
          refuseRequest('Missing required param: success_url.', { code: 'parameter_missing', param: 'success_url' });
        }
        const cancelUrl = readFormString(form, 'cancel_url') || null;
        for (const [param, url] of [
          ['success_url', successUrl],
          ['cancel_url', cancelUrl],
        ] as const) {
          if (url !== null && !isAbsoluteUrl(url)) refuseRequest('Not a valid URL', { code: 'url_invalid', param });
        }
        const created = nowSeconds();
        const session: CheckoutSessionRecord = {
          id: createId('cs_test', 58),
          object: 'checkout.session',
          mode: 'setup',
          status: 'open',
          customer: customerId,
          currency: 'jpy',
          payment_method_types: ['card'],
          success_url: successUrl,
          cancel_url: cancelUrl,
          setup_intent: null,
          created,
          expires_at: created + CHECKOUT_SESSION_LIFETIME_SECONDS,
          metadata: readMetadata(form),
          livemode: false,
        };
        checkoutSessions.set(session.id, session);
        return presentSession(session, []);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle([id], form) {
        const session = checkoutSessions.get(id!);
        if (!session) refuseRequest(`No such checkout.session: '${id}'`, { code: 'resource_missing', status: 404 });
        return presentSession(session, readFormStringList(form, 'expand'));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      handle: ([id]) => findPaymentMethod(id!).json,
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      handle([id]) {
        const record = findPaymentMethod(id!);
        if (!record.json.customer) {
          refuseRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
            code: 'payment_method_unexpected_state',
          });
        }
        record.json.customer = null;
        return record.json;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents$/,
      handle(_params, form) {
        const limit = Math.min(Math.max(Number(readFormString(form, 'limit') ?? 10) || 10, 1), 100);
        const customer = readFormString(form, 'customer');
        const matching = [...paymentIntents.values()]
          .map((record) => record.json)
          .filter((intent) => !customer || intent.customer === customer)
          .reverse();
        return {
          object: 'list',
          url: '/v1/payment_intents',
          has_more: matching.length > limit,
          data: matching.slice(0, limit),
        };
      },
    },
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: (_params, form) => createPaymentIntent(form) },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: ([id]) => findPaymentIntent(id!).json },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: ([id], form) => cancelPaymentIntent(id!, form),
    },
  ];

  function runRoute(route: ApiRoute, params: string[], form: FormObject): ApiResult {
    try {
      return { status: 200, body: JSON.stringify(route.handle(params, form)) };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: JSON.stringify({ error: error.body }) };
      throw error;
    }
  }

  /** Requests with one key wait for each other, so twenty identical concurrent requests make one PaymentIntent. */
  async function withIdempotencyLock<T>(scope: string, work: () => T): Promise<T> {
    const previous = idempotencyLocks.get(scope) ?? Promise.resolve();
    let release = () => {};
    const current = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    idempotencyLocks.set(scope, current);
    await previous;
    try {
      return work();
    } finally {
      release();
      if (idempotencyLocks.get(scope) === current) idempotencyLocks.delete(scope);
    }
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const authorization = req.headers.authorization ?? '';
    let givenKey = '';
    if (/^Bearer /i.test(authorization)) givenKey = authorization.slice(7).trim();
    // curl -u sk_test_…: sends the key as the Basic user name, as Stripe also accepts.
    else if (/^Basic /i.test(authorization))
      givenKey = Buffer.from(authorization.slice(6), 'base64').toString().split(':')[0] ?? '';
    if (!givenKey || !isSameSecret(givenKey, options.secretKey)) {
      sendJson(
        res,
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
      return;
    }

    const method = req.method === 'POST' ? 'POST' : req.method === 'GET' ? 'GET' : null;
    let found: { route: ApiRoute; params: string[] } | null = null;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (match) {
        found = { route, params: match.slice(1).map((part) => decodeURIComponent(part)) };
        break;
      }
    }
    if (!found) {
      sendJson(
        res,
        404,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
          },
        }),
      );
      return;
    }
    const { route, params } = found;
    const form = parseStripeForm(method === 'POST' ? await readBody(req) : url.search.slice(1));
    const idempotencyKey = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof idempotencyKey !== 'string' || idempotencyKey === '') {
      const result = runRoute(route, params, form);
      sendJson(res, result.status, result.body);
      return;
    }

    const scope = `${url.pathname}\n${idempotencyKey}`;
    const fingerprint = toCanonicalJson(form);
    const answer = await withIdempotencyLock(scope, () => {
      const saved = idempotentResults.get(scope);
      if (saved && saved.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return {
          result: { status: 400, body: JSON.stringify({ error: { type: 'idempotency_error', message } }) },
          replayed: false,
        };
      }
      if (saved) return { result: saved.result, replayed: true };
      const result = runRoute(route, params, form);
      // Like Stripe, keep the outcome of work that ran (including a decline) but not a refusal of bad parameters,
      // so the caller can correct them and retry with the same key.
      if (result.status < 400 || result.status === 402) idempotentResults.set(scope, { fingerprint, result });
      return { result, replayed: false };
    });
    sendJson(res, answer.result.status, answer.result.body, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
  }

  // Pages -------------------------------------------------------------------------------------------------------------

  async function handleCheckout(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    // Read before looking at the state, so that of two quick submissions only the first saves a card.
    const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
    const session = checkoutSessions.get(id);
    if (!session) {
      sendHtml(
        res,
        404,
        renderNotFoundPage({ ja: 'このカード登録ページは存在しません。', en: 'This card page does not exist.' }),
      );
      return;
    }
    presentSession(session, []);
    if (session.status !== 'open') {
      const isComplete = session.status === 'complete';
      // A saved card sends the buyer on to where saving leads; an expired page back to where they came from.
      const link = isComplete
        ? { url: completedSessionUrl(session), text: { ja: '続ける', en: 'Continue' } }
        : session.cancel_url
          ? { url: session.cancel_url, text: { ja: '戻る', en: 'Go back' } }
          : null;
      const message = isComplete
        ? { ja: 'このページのカード登録は完了しています。', en: 'A card was already saved on this page.' }
        : { ja: 'このページの有効期限が切れました。', en: 'This page has expired.' };
      sendHtml(
        res,
        409,
        renderMessagePage({ ja: 'カード登録は終了しています', en: 'This card page is closed' }, message, link),
      );
      return;
    }
    const customer = customers.get(session.customer);
    const view = {
      sessionId: session.id,
      email: customer?.email ?? null,
      cancelUrl: session.cancel_url,
      errors: [],
      expiry: '',
      name: customer?.name ?? '',
    };
    if (!form) {
      sendHtml(res, 200, renderCheckoutPage(view));
      return;
    }
    const { entry, errors } = validateCardEntry(form, clock());
    if (!entry) {
      const refill = { expiry: form.get('card_expiry') ?? '', name: form.get('card_name') ?? '' };
      sendHtml(res, 400, renderCheckoutPage({ ...view, ...refill, errors }));
      return;
    }
    const paymentMethod = createPaymentMethod('card', { name: entry.name }, entry);
    paymentMethod.json.customer = session.customer;
    const setupIntent: SetupIntentJson = {
      id: createId('seti'),
      object: 'setup_intent',
      status: 'succeeded',
      customer: session.customer,
      payment_method: paymentMethod.json.id,
      payment_method_types: ['card'],
      usage: 'off_session',
      created: nowSeconds(),
      livemode: false,
    };
    setupIntents.set(setupIntent.id, setupIntent);
    session.setup_intent = setupIntent.id;
    session.status = 'complete';
    redirectTo(res, completedSessionUrl(session));
  }

  function completedSessionUrl(session: CheckoutSessionRecord): string {
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  /** The shop's return_url with what Stripe appends, keeping the shop's own query and fragment. */
  function buildReturnUrl(record: PaymentIntentRecord, outcome: 'succeeded' | 'failed'): string | null {
    if (!record.returnUrl) return null;
    const url = new URL(record.returnUrl);
    url.searchParams.set('payment_intent', record.json.id);
    url.searchParams.set('payment_intent_client_secret', record.json.client_secret);
    url.searchParams.set('redirect_status', outcome);
    return url.toString();
  }

  function finishRedirectStep(res: ServerResponse, record: PaymentIntentRecord, outcome: 'succeeded' | 'failed'): void {
    const back = buildReturnUrl(record, outcome);
    if (back) {
      redirectTo(res, back);
      return;
    }
    const heading =
      outcome === 'succeeded'
        ? { ja: 'お支払いが完了しました', en: 'Payment complete' }
        : { ja: 'お支払いは完了しませんでした', en: 'Payment not completed' };
    sendHtml(
      res,
      200,
      renderMessagePage(heading, { ja: 'このウィンドウを閉じてください。', en: 'You can close this window.' }),
    );
  }

  /** The PaymentIntent behind a 3-D Secure or carrier page, or null after the page answered for it. */
  function findRedirectIntent(res: ServerResponse, id: string, method: 'card' | 'carrier'): PaymentIntentRecord | null {
    const record = paymentIntents.get(id);
    if (!record || record.json.payment_method_types[0] !== method) {
      sendHtml(
        res,
        404,
        renderNotFoundPage({ ja: 'この支払いページは存在しません。', en: 'This payment page does not exist.' }),
      );
      return null;
    }
    if (record.json.status !== 'requires_action') {
      const succeeded = record.json.status === 'succeeded';
      sendHtml(res, 409, renderSettledPage(succeeded, buildReturnUrl(record, succeeded ? 'succeeded' : 'failed')));
      return null;
    }
    return record;
  }

  async function handleThreeDSecure(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
    const record = findRedirectIntent(res, id, 'card');
    if (!record) return;
    if (!form) {
      const card = paymentMethods.get(record.json.payment_method ?? '')?.json.card ?? null;
      sendHtml(res, 200, renderThreeDSecurePage({ ...summarise(record), card }));
      return;
    }
    if (form.get('outcome') === 'authenticate') {
      succeed(record);
      finishRedirectStep(res, record, 'succeeded');
      return;
    }
    fail(record, {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'The provided PaymentMethod has failed authentication.',
    });
    finishRedirectStep(res, record, 'failed');
  }

  async function handleCarrier(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
    const record = findRedirectIntent(res, id, 'carrier');
    if (!record) return;
    if (!form) {
      sendHtml(res, 200, renderCarrierPage(summarise(record)));
      return;
    }
    if (form.get('outcome') === 'approve') {
      const carrier = CARRIERS.find((candidate) => candidate.id === form.get('carrier'));
      const paymentMethod = paymentMethods.get(record.json.payment_method ?? '');
      if (paymentMethod && carrier) paymentMethod.json.carrier = { carrier: carrier.id };
      succeed(record);
      finishRedirectStep(res, record, 'succeeded');
      return;
    }
    fail(record, {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_failed',
      message: 'The latest payment attempt of this PaymentIntent has failed or been canceled.',
    });
    finishRedirectStep(res, record, 'failed');
  }

  function summarise(record: PaymentIntentRecord) {
    return { id: record.json.id, amount: record.json.amount, description: record.json.description };
  }

  function renderVoucherFor(record: PaymentIntentRecord, numbers: VoucherNumbers, problem: Bilingual | null): string {
    const state =
      record.json.status === 'succeeded'
        ? 'paid'
        : record.isExpired
          ? 'expired'
          : record.json.status === 'canceled'
            ? 'canceled'
            : 'awaiting';
    return renderVoucherPage({ ...summarise(record), state, ...numbers, problem });
  }

  async function handleVoucherAction(req: IncomingMessage, res: ServerResponse, id: string, action: 'pay' | 'expire') {
    await readBody(req);
    const isJson = wantsJson(req);
    try {
      const record = findVoucherIntent(id);
      if (action === 'pay') payVoucher(record);
      else expireVoucher(record);
      if (isJson) sendJson(res, 200, JSON.stringify(record.json));
      else redirectTo(res, `/simulator/vouchers/${encodeURIComponent(id)}`);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      if (isJson) {
        sendJson(res, error.status, JSON.stringify({ error: error.body }));
        return;
      }
      const problem = { ja: error.ja ?? error.message, en: error.message };
      const record = paymentIntents.get(id);
      const numbers = record ? voucherNumbers.get(id) : undefined;
      sendHtml(
        res,
        error.status,
        record && numbers
          ? renderVoucherFor(record, numbers, problem)
          : renderMessagePage({ ja: 'エラー', en: 'Error' }, problem),
      );
    }
  }

  function listEvents(): string {
    return JSON.stringify({
      object: 'list',
      data: deliveries.map((delivery) => ({
        id: delivery.event.id,
        type: delivery.event.type,
        created: delivery.event.created,
        payment_intent: delivery.event.data.object.id,
        payment_intent_status: delivery.event.data.object.status,
        status: delivery.status,
        attempts: delivery.attempts,
        last_error: delivery.lastError,
        delivered_at: delivery.deliveredAt,
      })),
    });
  }

  async function handlePages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    let match = /^\/simulator\/checkout\/([^/]+)$/.exec(path);
    if (match && (req.method === 'GET' || req.method === 'POST'))
      return handleCheckout(req, res, decodeURIComponent(match[1]!));
    match = /^\/simulator\/3ds\/([^/]+)$/.exec(path);
    if (match && (req.method === 'GET' || req.method === 'POST'))
      return handleThreeDSecure(req, res, decodeURIComponent(match[1]!));
    match = /^\/simulator\/carrier\/([^/]+)$/.exec(path);
    if (match && (req.method === 'GET' || req.method === 'POST'))
      return handleCarrier(req, res, decodeURIComponent(match[1]!));
    match = /^\/simulator\/vouchers\/([^/]+)$/.exec(path);
    if (match && req.method === 'GET') {
      const id = decodeURIComponent(match[1]!);
      const record = paymentIntents.get(id);
      const numbers = voucherNumbers.get(id);
      if (!record || !numbers) {
        sendHtml(
          res,
          404,
          renderNotFoundPage({ ja: 'この払込票は存在しません。', en: 'This voucher does not exist.' }),
        );
        return;
      }
      sendHtml(res, 200, renderVoucherFor(record, numbers, null));
      return;
    }
    match = /^\/simulator\/payment_intents\/([^/]+)\/(pay|expire)$/.exec(path);
    if (match && req.method === 'POST') {
      return handleVoucherAction(req, res, decodeURIComponent(match[1]!), match[2] === 'pay' ? 'pay' : 'expire');
    }
    if (path === '/simulator/events' && req.method === 'GET') {
      sendJson(res, 200, listEvents());
      return;
    }
    if ((path === '/' || path === '/simulator') && req.method === 'GET') {
      sendHtml(res, 200, renderIndexPage());
      return;
    }
    sendHtml(res, 404, renderNotFoundPage({ ja: 'このページは存在しません。', en: 'There is no page here.' }));
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const handled = url.pathname.startsWith('/v1/') ? handleApi(req, res, url) : handlePages(req, res, url);
    handled.catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, JSON.stringify({ error: { type: 'invalid_request_error', message: error.message } }));
        return;
      }
      sendJson(
        res,
        500,
        JSON.stringify({ error: { type: 'api_error', message: `Simulator error: ${(error as Error).message}` } }),
      );
    });
  });

  const expiryTimer = setInterval(expireOverdueVouchers, options.konbiniExpiryCheckMs ?? 60_000);
  expiryTimer.unref();

  function runVoucherAction(id: string, action: 'pay' | 'expire'): Promise<void> {
    try {
      const record = findVoucherIntent(id);
      if (action === 'pay') payVoucher(record);
      else expireVoucher(record);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  return {
    baseUrl,
    server,
    pay: (id) => runVoucherAction(id, 'pay'),
    expire: (id) => runVoucherAction(id, 'expire'),
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(expiryTimer);
      for (const wake of [...pendingWaits]) wake();
      shutdown.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
