// The simulator's state: every object it has handed out, kept in memory only, and the lookups and writes on them.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { detectCardBrand } from './cards.ts';
import { createId } from './ids.ts';
import {
  type BillingDetailsJson,
  type CheckoutSessionRecord,
  type CustomerJson,
  type PaymentIntentRecord,
  type PaymentMethodJson,
  type PaymentMethodRecord,
  refuseRequest,
  type SetupIntentJson,
  type SimulatedMethod,
  type VoucherNumbers,
  type WebhookDelivery,
} from './wire.ts';

export interface ApiResult {
  status: number;
  /** Serialised when answered, so a replay gives the answer as it was, not the object as it is now. */
  body: string;
}

/** Where events go and what is still on its way; `closed` stops every retry once the simulator shuts down. */
export interface WebhookState {
  url: string | null;
  readonly secret: string;
  closed: boolean;
  readonly deliveries: WebhookDelivery[];
  /** One promise chain per PaymentIntent, so its events arrive in order. */
  readonly chains: Map<string, Promise<void>>;
  /** Wakes every retry that is waiting, so closing does not wait for back-off timers. */
  readonly pendingWaits: Set<() => void>;
  readonly shutdown: AbortController;
}

export interface SimulatorState {
  /** Where the simulator listens; hosted page links start here. */
  readonly baseUrl: string;
  readonly clock: () => Date;
  readonly secretKey: string;
  readonly customers: Map<string, CustomerJson>;
  readonly paymentMethods: Map<string, PaymentMethodRecord>;
  readonly setupIntents: Map<string, SetupIntentJson>;
  readonly checkoutSessions: Map<string, CheckoutSessionRecord>;
  readonly paymentIntents: Map<string, PaymentIntentRecord>;
  /** Numbers and deadline of each voucher, kept after next_action is cleared so its page can still be shown. */
  readonly voucherNumbers: Map<string, VoucherNumbers>;
  readonly idempotentResults: Map<string, { fingerprint: string; result: ApiResult }>;
  readonly idempotencyLocks: Map<string, Promise<void>>;
  readonly webhooks: WebhookState;
  readonly fingerprintSalt: Buffer;
  /** Voucher numbers count up from a random start: unique within a run and unlikely to repeat across runs. */
  voucherSequence: number;
}

export function createSimulatorState(settings: {
  baseUrl: string;
  clock: () => Date;
  secretKey: string;
  webhookUrl: string | null;
  webhookSecret: string;
}): SimulatorState {
  return {
    baseUrl: settings.baseUrl,
    clock: settings.clock,
    secretKey: settings.secretKey,
    customers: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    checkoutSessions: new Map(),
    paymentIntents: new Map(),
    voucherNumbers: new Map(),
    idempotentResults: new Map(),
    idempotencyLocks: new Map(),
    webhooks: {
      url: settings.webhookUrl,
      secret: settings.webhookSecret,
      closed: false,
      deliveries: [],
      chains: new Map(),
      pendingWaits: new Set(),
      shutdown: new AbortController(),
    },
    fingerprintSalt: randomBytes(16),
    voucherSequence: randomInt(10_000_000, 90_000_000),
  };
}

/** The simulator's clock in Unix seconds, as Stripe writes `created` and deadlines. */
export function nowSeconds(state: SimulatorState): number {
  return Math.floor(state.clock().getTime() / 1000);
}

export function findCustomer(state: SimulatorState, id: string, param?: string): CustomerJson {
  const customer = state.customers.get(id);
  if (!customer) {
    refuseRequest(`No such customer: '${id}'`, { code: 'resource_missing', param, status: param ? 400 : 404 });
  }
  return customer;
}

export function findPaymentIntent(state: SimulatorState, id: string): PaymentIntentRecord {
  const record = state.paymentIntents.get(id);
  if (!record) refuseRequest(`No such payment_intent: '${id}'`, { code: 'resource_missing', status: 404 });
  return record;
}

export function findPaymentMethod(state: SimulatorState, id: string, param?: string): PaymentMethodRecord {
  const record = state.paymentMethods.get(id);
  if (!record) {
    refuseRequest(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param, status: param ? 400 : 404 });
  }
  return record;
}

export function createPaymentMethod(
  state: SimulatorState,
  type: SimulatedMethod,
  billing: Partial<BillingDetailsJson>,
  card: { number: string; expMonth: number; expYear: number } | null,
): PaymentMethodRecord {
  const json: PaymentMethodJson = {
    id: createId('pm'),
    object: 'payment_method',
    type,
    created: nowSeconds(state),
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
      fingerprint: createHmac('sha256', state.fingerprintSalt).update(card.number).digest('base64url').slice(0, 16),
    };
  } else if (type === 'carrier') {
    json.carrier = { carrier: null };
  } else if (type === 'konbini' || type === 'payeasy') {
    json[type] = {};
  }
  const record: PaymentMethodRecord = { json, cardNumber: card?.number ?? null };
  state.paymentMethods.set(json.id, record);
  return record;
}
