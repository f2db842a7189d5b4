// The Stripe-shaped objects the simulator keeps and answers with, the records around them, and its error shape.
import type { FormObject } from '@otodoke/protocols/stripe/stripe-form.ts';
import type { KonbiniStoreId, VoucherView } from './page-html.ts';

export const API_VERSION = '2024-06-20';

export type SimulatedMethod = 'card' | 'konbini' | 'payeasy' | 'carrier';

export type Metadata = Record<string, string>;

export interface CustomerJson {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  livemode: false;
}

export interface CardJson {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  country: string;
  fingerprint: string;
}

export interface BillingDetailsJson {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: null;
}

export interface PaymentMethodJson {
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

export interface PaymentMethodRecord {
  json: PaymentMethodJson;
  /** The full number, kept only here to pick the test behaviour; it is never written to any answer or log. */
  cardNumber: string | null;
}

export interface SetupIntentJson {
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

export interface CheckoutSessionRecord {
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

export interface LastPaymentErrorJson {
  type: string;
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: PaymentMethodJson;
}

export interface KonbiniStoreJson {
  confirmation_number: string;
  payment_code: string;
}

export type NextActionJson =
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

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentJson {
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

export type VoucherNumbers = Pick<VoucherView, 'expiresAt' | 'numbers'>;

export interface PaymentIntentRecord {
  json: PaymentIntentJson;
  returnUrl: string | null;
  /** The voucher lapsed (as opposed to being canceled through the API). */
  isExpired: boolean;
}

export type EventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.requires_action'
  | 'payment_intent.canceled';

export interface EventJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  type: EventType;
  data: { object: PaymentIntentJson };
}

export interface WebhookDelivery {
  event: EventJson;
  body: string;
  status: 'pending' | 'delivered' | 'failed' | 'not_sent';
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface StripeErrorJson {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: PaymentIntentJson;
}

/** A refusal in Stripe's error shape; `ja` is the Japanese text shown when a page (not the API) caused it. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly body: StripeErrorJson;
  readonly ja: string | null;
  constructor(status: number, body: StripeErrorJson, ja: string | null = null) {
    super(body.message);
    this.name = 'StripeApiError';
    this.status = status;
    this.body = body;
    this.ja = ja;
  }
}

export function refuseRequest(
  message: string,
  details: { code?: string; param?: string; status?: number } = {},
): never {
  const body: StripeErrorJson = { type: 'invalid_request_error', message };
  if (details.code) body.code = details.code;
  if (details.param) body.param = details.param;
  throw new StripeApiError(details.status ?? 400, body);
}

export function readMetadata(form: FormObject): Metadata {
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
