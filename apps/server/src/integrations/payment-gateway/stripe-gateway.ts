// The payment gateway over Stripe's HTTP API (form-encoded requests, JSON answers), used against api.stripe.com and,
// unchanged, against the local simulator: only apiBase, the keys and the methods on offer differ.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { encodeStripeForm, type FormValue } from '@otodoke/protocols/stripe/stripe-form.ts';
import {
  type GatewayCard,
  GatewayError,
  type GatewayEvent,
  type GatewayEventType,
  type GatewayMethod,
  type GatewayNextAction,
  type GatewayPayment,
  type GatewayPaymentError,
  type GatewayPaymentStatus,
  type KonbiniStore,
  type PaymentGateway,
  WebhookSignatureError,
} from './payment-gateway.ts';

export interface StripeGatewayOptions {
  /** https://api.stripe.com, or the simulator's baseUrl. */
  apiBase: string;
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…). */
  webhookSecret: string;
  isSimulator: boolean;
  /** Defaults to what a Japanese Stripe account offers through this adapter: card and konbini. */
  methods?: readonly GatewayMethod[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Pinned so that a change of the account's default API version cannot change the shapes we read. */
export const STRIPE_API_VERSION = '2024-06-20';
const DEFAULT_TIMEOUT_MS = 20_000;
/** Stripe's own libraries allow 5 minutes between signing and checking: long enough for clock skew, short for replays. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const DEFAULT_EXPIRES_AFTER_DAYS = 3;
const GATEWAY_METHODS: readonly GatewayMethod[] = ['card', 'konbini', 'payeasy', 'carrier'];
const EVENT_TYPES: readonly GatewayEventType[] = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
  'payment_intent.requires_action',
];
const KONBINI_STORES: readonly KonbiniStore[] = ['familymart', 'lawson', 'ministop', 'seicomart'];

// Stripe's wire shapes, as far as we read them -------------------------------------------------------------------

interface StripeErrorBody {
  error?: {
    type?: string;
    code?: string | null;
    decline_code?: string | null;
    message?: string | null;
    payment_intent?: StripePaymentIntent | null;
  };
}

interface StripeLastPaymentError {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

interface StripeNextAction {
  type: string;
  redirect_to_url?: { url: string | null; return_url?: string | null };
  konbini_display_details?: {
    expires_at: number;
    hosted_voucher_url: string | null;
    stores?: Partial<
      Record<KonbiniStore, { confirmation_number?: string | null; payment_code?: string | null } | null>
    >;
  };
  payeasy_display_details?: {
    expires_at: number;
    hosted_voucher_url: string | null;
    biller_number: string;
    customer_number: string;
    confirmation_number: string;
  };
}

interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  status: string;
  payment_method_types: string[];
  next_action: StripeNextAction | null;
  last_payment_error: StripeLastPaymentError | null;
  metadata: Record<string, string> | null;
}

interface StripeCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired' | null;
  url: string | null;
  setup_intent: string | null | { id: string; payment_method: string | null | StripePaymentMethod };
}

interface StripePaymentMethod {
  id: string;
  type: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
}

interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data?: { object?: { object?: string } };
}

// Reading answers -----------------------------------------------------------------------------------------------------

function toGatewayStatus(status: string): GatewayPaymentStatus {
  switch (status) {
    case 'succeeded':
    case 'requires_action':
    case 'processing':
    case 'requires_payment_method':
    case 'canceled':
      return status;
    // We always create with confirm=true, so this only appears if someone edits the intent by hand: it still waits
    // for a method before any money moves.
    case 'requires_confirmation':
      return 'requires_payment_method';
    // Manual capture is not used; if it ever is, the money is authorised but not yet taken.
    case 'requires_capture':
      return 'processing';
    default:
      throw new GatewayError(`Unknown PaymentIntent status "${status}"`, { status: 502, type: 'api_error' });
  }
}

function toGatewayMethod(types: readonly string[]): GatewayMethod {
  const first = types[0] ?? '';
  const method = GATEWAY_METHODS.find((candidate) => candidate === first);
  if (!method) throw new GatewayError(`Unsupported payment method type "${first}"`, { status: 502, type: 'api_error' });
  return method;
}

function toNextAction(action: StripeNextAction | null): GatewayNextAction | null {
  if (!action) return null;
  if (action.type === 'redirect_to_url' && action.redirect_to_url?.url) {
    return { type: 'redirect', url: action.redirect_to_url.url };
  }
  const konbini = action.konbini_display_details;
  if (action.type === 'konbini_display_details' && konbini) {
    const stores = Object.fromEntries(
      KONBINI_STORES.map((store) => {
        const details = konbini.stores?.[store];
        // Stripe documents each store as nullable; an empty entry keeps the shape and the voucher page has them all.
        return [
          store,
          { confirmationNumber: details?.confirmation_number ?? '', paymentCode: details?.payment_code ?? '' },
        ];
      }),
    ) as Record<KonbiniStore, { confirmationNumber: string; paymentCode: string }>;
    return {
      type: 'konbini',
      expiresAt: new Date(konbini.expires_at * 1000),
      voucherUrl: konbini.hosted_voucher_url ?? '',
      stores,
    };
  }
  const payeasy = action.payeasy_display_details;
  if (action.type === 'payeasy_display_details' && payeasy) {
    return {
      type: 'payeasy',
      expiresAt: new Date(payeasy.expires_at * 1000),
      voucherUrl: payeasy.hosted_voucher_url ?? '',
      billerNumber: payeasy.biller_number,
      customerNumber: payeasy.customer_number,
      confirmationNumber: payeasy.confirmation_number,
    };
  }
  // Anything else (use_stripe_sdk, …) needs Stripe.js in the browser, which this integration does not use.
  return null;
}

function toPaymentError(error: StripeLastPaymentError | null): GatewayPaymentError | null {
  if (!error) return null;
  return {
    code: error.code ?? 'unknown',
    declineCode: error.decline_code ?? null,
    message: error.message ?? '',
  };
}

function toGatewayPayment(intent: StripePaymentIntent): GatewayPayment {
  return {
    id: intent.id,
    amount: intent.amount,
    method: toGatewayMethod(intent.payment_method_types),
    status: toGatewayStatus(intent.status),
    nextAction: toNextAction(intent.next_action),
    lastError: toPaymentError(intent.last_payment_error),
    metadata: { ...(intent.metadata ?? {}) },
  };
}

function isPaymentIntent(value: unknown): value is StripePaymentIntent {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'payment_intent';
}

// Webhooks ------------------------------------------------------------------------------------------------------------

function parseSignatureHeader(header: string): { timestamp: string; signatures: string[] } {
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') timestamp = value;
    // Several v1 entries appear while an endpoint secret is being rolled; any one may match.
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === null || !/^\d+$/.test(timestamp)) {
    throw new WebhookSignatureError('Stripe-Signature has no timestamp');
  }
  if (signatures.length === 0) throw new WebhookSignatureError('Stripe-Signature has no v1 signature');
  return { timestamp, signatures };
}

export function verifyStripeWebhook(
  rawBody: string,
  signatureHeader: string | undefined,
  webhookSecret: string,
  now: Date = new Date(),
): GatewayEvent {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
  const { timestamp, signatures } = parseSignatureHeader(signatureHeader);
  const expected = createHmac('sha256', webhookSecret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the payload');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Signature timestamp is outside the tolerance');
  }

  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody) as StripeEvent;
  } catch {
    throw new WebhookSignatureError('Signed payload is not JSON');
  }
  const type = EVENT_TYPES.find((candidate) => candidate === event.type);
  const object = event.data?.object;
  // Authentic but not for us: the endpoint should only be subscribed to these events. A distinct error (not a
  // signature error) lets the caller acknowledge it with 200 so Stripe stops resending it.
  if (!type || !isPaymentIntent(object)) {
    throw new GatewayError(`Unsupported webhook event type "${event.type}"`, {
      status: 400,
      type: 'invalid_request_error',
      code: 'unsupported_event_type',
    });
  }
  return { id: event.id, type, created: new Date(event.created * 1000), payment: toGatewayPayment(object) };
}

// The adapter ---------------------------------------------------------------------------------------------------------

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const fetchImpl = options.fetch ?? fetch;
  const apiBase = options.apiBase.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const methods = options.methods ?? ['card', 'konbini'];

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    request: { form?: Record<string, FormValue>; idempotencyKey?: string; query?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
      accept: 'application/json',
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    const url = `${apiBase}${path}${request.query ? `?${request.query}` : ''}`;

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: method === 'POST' ? encodeStripeForm(request.form ?? {}) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : String(error);
      throw new GatewayError(`Payment gateway unreachable: ${reason}`, { status: 0, type: 'api_connection_error' });
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GatewayError(`Payment gateway answered ${response.status} with a body that is not JSON`, {
        status: response.status,
        type: 'api_error',
      });
    }
    if (response.ok) return body as T;

    const error = (body as StripeErrorBody).error ?? {};
    const intent = error.payment_intent;
    throw new GatewayError(error.message ?? `Payment gateway answered ${response.status}`, {
      status: response.status,
      type: error.type ?? 'api_error',
      code: error.code ?? null,
      declineCode: error.decline_code ?? null,
      payment: isPaymentIntent(intent) ? toGatewayPayment(intent) : null,
    });
  }

  function refuse(message: string, code: string): never {
    throw new GatewayError(message, { status: 400, type: 'invalid_request_error', code });
  }

  function paymentFields(input: Parameters<PaymentGateway['createPayment']>[0]): Record<string, FormValue> {
    const common = {
      amount: input.amount,
      currency: 'jpy',
      payment_method_types: [input.method],
      confirm: true,
      description: input.description,
      metadata: input.metadata,
    };
    if (input.method === 'card') {
      if (!input.customerId || !input.paymentMethodId) {
        refuse('A card payment needs customerId and paymentMethodId', 'parameter_missing');
      }
      return {
        ...common,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        // The buyer is at the screen: a 3-D Secure challenge can be answered instead of ending in a decline.
        off_session: false,
        return_url: input.returnUrl,
      };
    }
    if (!input.billing) refuse(`A ${input.method} payment needs billing name and e-mail`, 'parameter_missing');
    const billingDetails = { name: input.billing.name, email: input.billing.email, phone: input.billing.phone };
    const paymentMethodData = { type: input.method, billing_details: billingDetails };
    if (input.method === 'carrier') {
      return {
        ...common,
        customer: input.customerId,
        payment_method_data: paymentMethodData,
        return_url: input.returnUrl,
      };
    }
    return {
      ...common,
      customer: input.customerId,
      payment_method_data: paymentMethodData,
      payment_method_options: {
        [input.method]: { expires_after_days: input.expiresAfterDays ?? DEFAULT_EXPIRES_AFTER_DAYS },
      },
    };
  }

  return {
    isSimulator: options.isSimulator,
    methods,

    async createCustomer(input) {
      const customer = await send<{ id: string }>('POST', '/v1/customers', {
        idempotencyKey: input.idempotencyKey,
        form: { email: input.email, name: input.name, metadata: { account_id: String(input.accountId) } },
      });
      return { customerId: customer.id };
    },

    async startCardSetup(input) {
      const session = await send<StripeCheckoutSession>('POST', '/v1/checkout/sessions', {
        idempotencyKey: input.idempotencyKey,
        form: {
          mode: 'setup',
          customer: input.customerId,
          currency: 'jpy',
          payment_method_types: ['card'],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
      });
      if (!session.url) {
        throw new GatewayError('Checkout session has no URL', { status: 502, type: 'api_error' });
      }
      return { sessionId: session.id, url: session.url };
    },

    async finishCardSetup(sessionId) {
      const session = await send<StripeCheckoutSession>(
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
        {
          query: encodeStripeForm({ expand: ['setup_intent.payment_method'] }),
        },
      );
      if (session.status !== 'complete') {
        throw new GatewayError(`Checkout session is not complete (status ${session.status})`, {
          status: 409,
          type: 'invalid_request_error',
          code: 'checkout_session_incomplete',
        });
      }
      const setupIntent = session.setup_intent;
      const paymentMethod = typeof setupIntent === 'object' && setupIntent ? setupIntent.payment_method : null;
      const card = typeof paymentMethod === 'object' && paymentMethod ? paymentMethod.card : null;
      if (!paymentMethod || typeof paymentMethod !== 'object' || !card) {
        throw new GatewayError('Checkout session did not save a card', { status: 502, type: 'api_error' });
      }
      const saved: GatewayCard = {
        paymentMethodId: paymentMethod.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
      return saved;
    },

    async detachCard(paymentMethodId) {
      // The interface carries no key for this; a fresh one still makes a retried request safe on the gateway side.
      await send('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`, {
        idempotencyKey: randomUUID(),
      });
    },

    async createPayment(input) {
      if (!methods.includes(input.method)) {
        refuse(`This gateway does not take ${input.method} payments`, 'payment_method_not_available');
      }
      try {
        const intent = await send<StripePaymentIntent>('POST', '/v1/payment_intents', {
          idempotencyKey: input.idempotencyKey,
          form: paymentFields(input),
        });
        return toGatewayPayment(intent);
      } catch (error) {
        // A decline is an answer about the card, not a failed call: the intent inside says what the buyer must do.
        if (error instanceof GatewayError && error.type === 'card_error' && error.payment) return error.payment;
        throw error;
      }
    },

    async retrievePayment(id) {
      return toGatewayPayment(await send<StripePaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`));
    },

    async cancelPayment(id, idempotencyKey) {
      return toGatewayPayment(
        await send<StripePaymentIntent>('POST', `/v1/payment_intents/${encodeURIComponent(id)}/cancel`, {
          idempotencyKey,
        }),
      );
    },

    verifyWebhook(rawBody, signatureHeader, now) {
      return verifyStripeWebhook(rawBody, signatureHeader, options.webhookSecret, now);
    },
  };
}
