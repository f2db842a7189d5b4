// Taking money behind one interface: Stripe's HTTP API (cards through its hosted Checkout page, konbini vouchers), or the
// local simulator that speaks the same protocol and adds Pay-easy and carrier billing. Amounts are whole yen (JPY has
// no minor unit) and card numbers never reach this side: only brand, last 4 digits and expiry.

export type GatewayMethod = 'card' | 'konbini' | 'payeasy' | 'carrier';

/** A card saved on the gateway, as much of it as we may keep. */
export interface GatewayCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type GatewayPaymentStatus =
  | 'succeeded'
  | 'requires_action'
  | 'processing'
  | 'requires_payment_method'
  | 'canceled';

export type KonbiniStore = 'familymart' | 'lawson' | 'ministop' | 'seicomart';

export type GatewayNextAction =
  | { type: 'redirect'; url: string }
  | {
      type: 'konbini';
      expiresAt: Date;
      voucherUrl: string;
      stores: Record<KonbiniStore, { confirmationNumber: string; paymentCode: string }>;
    }
  | {
      type: 'payeasy';
      expiresAt: Date;
      voucherUrl: string;
      billerNumber: string;
      customerNumber: string;
      confirmationNumber: string;
    };

/** Why the last attempt failed, in the gateway's words (`code` e.g. card_declined, `declineCode` e.g. insufficient_funds). */
export interface GatewayPaymentError {
  code: string;
  declineCode: string | null;
  message: string;
}

export interface GatewayPayment {
  id: string;
  /** Whole yen. */
  amount: number;
  method: GatewayMethod;
  status: GatewayPaymentStatus;
  nextAction: GatewayNextAction | null;
  lastError: GatewayPaymentError | null;
  metadata: Record<string, string>;
}

export type GatewayEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'payment_intent.processing'
  | 'payment_intent.requires_action';

export interface GatewayEvent {
  id: string;
  type: GatewayEventType;
  created: Date;
  payment: GatewayPayment;
}

/**
 * The gateway refused or could not answer a request. `status` is the HTTP status (0 when no answer came back at all),
 * `type` Stripe's error type (card_error, invalid_request_error, idempotency_error, api_error, authentication_error,
 * api_connection_error), `payment` the PaymentIntent the error body carried, if any.
 */
export class GatewayError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | null;
  readonly declineCode: string | null;
  readonly payment: GatewayPayment | null;

  constructor(
    message: string,
    details: {
      status: number;
      type: string;
      code?: string | null;
      declineCode?: string | null;
      payment?: GatewayPayment | null;
    },
  ) {
    super(message);
    this.name = 'GatewayError';
    this.status = details.status;
    this.type = details.type;
    this.code = details.code ?? null;
    this.declineCode = details.declineCode ?? null;
    this.payment = details.payment ?? null;
  }
}

/** A webhook whose signature is missing, wrong or too old: answer 400 and do nothing with it. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentGateway {
  readonly isSimulator: boolean;
  /** Methods this gateway can take (real Stripe: card and konbini; the simulator: all four). */
  readonly methods: readonly GatewayMethod[];
  createCustomer(input: {
    email: string;
    name: string;
    accountId: number;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  /** Hosted card entry (Checkout Session, mode=setup): the user types the card on the gateway's page, never ours. successUrl may contain {CHECKOUT_SESSION_ID}. */
  startCardSetup(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** After the redirect back: the card the session saved (attached to the customer). Throws GatewayError if the session is not complete. */
  finishCardSetup(sessionId: string): Promise<GatewayCard>;
  detachCard(paymentMethodId: string): Promise<void>;
  /**
   * A declined card resolves with status requires_payment_method and lastError set: Stripe answers 402 with the
   * PaymentIntent inside the error, and that is an outcome to show the user, not a failure of the call.
   */
  createPayment(input: {
    amount: number;
    method: GatewayMethod;
    idempotencyKey: string;
    description: string;
    returnUrl: string;
    metadata: Record<string, string>;
    /** card */
    customerId?: string;
    /** card */
    paymentMethodId?: string;
    /** konbini, payeasy, carrier */
    billing?: { name: string; email: string; phone?: string };
    /** konbini / payeasy, 1..60, default 3 */
    expiresAfterDays?: number;
  }): Promise<GatewayPayment>;
  retrievePayment(id: string): Promise<GatewayPayment>;
  cancelPayment(id: string, idempotencyKey: string): Promise<GatewayPayment>;
  /** Verifies a Stripe-Signature header (t=…,v1=…; HMAC-SHA256 of `${t}.${rawBody}` with the endpoint secret; 300 s tolerance; timing-safe) and parses the event. Throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now?: Date): GatewayEvent;
}
