// How a PaymentIntent settles: succeeding, failing or a card decline, each recorded and sent as its webhook event.
import type { SimulatorState } from './state.ts';
import { emitEvent } from './webhooks.ts';
import {
  type LastPaymentErrorJson,
  type PaymentIntentRecord,
  type PaymentMethodRecord,
  StripeApiError,
  type StripeErrorJson,
} from './wire.ts';

export function succeed(state: SimulatorState, record: PaymentIntentRecord): void {
  record.json.status = 'succeeded';
  record.json.amount_received = record.json.amount;
  record.json.next_action = null;
  record.json.last_payment_error = null;
  emitEvent(state, 'payment_intent.succeeded', record);
}

export function fail(state: SimulatorState, record: PaymentIntentRecord, error: LastPaymentErrorJson): void {
  record.json.status = 'requires_payment_method';
  record.json.next_action = null;
  record.json.last_payment_error = error;
  emitEvent(state, 'payment_intent.payment_failed', record);
}

/** A card charge the issuer refused: recorded on the PaymentIntent, then thrown as Stripe's 402 answer. */
export function declineCard(
  state: SimulatorState,
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
  emitEvent(state, 'payment_intent.payment_failed', record);
  const body: StripeErrorJson = { type: 'card_error', code: outcome.code, message: outcome.message };
  if (outcome.declineCode) body.decline_code = outcome.declineCode;
  body.payment_intent = structuredClone(record.json);
  throw new StripeApiError(402, body);
}
