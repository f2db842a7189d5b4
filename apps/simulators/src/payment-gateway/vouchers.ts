// Konbini and Pay-easy vouchers: their numbers and deadlines, paying or letting one lapse, and the expiry sweep.
import { createDigits, padDigits } from './ids.ts';
import type { KonbiniStoreId } from './page-html.ts';
import { findPaymentIntent, nowSeconds, type SimulatorState } from './state.ts';
import { fail, succeed } from './transitions.ts';
import { emitEvent } from './webhooks.ts';
import { type KonbiniStoreJson, type NextActionJson, type PaymentIntentRecord, StripeApiError } from './wire.ts';

const PAYEASY_BILLER_NUMBER = '58091';
const KONBINI_STORES: readonly KonbiniStoreId[] = ['familymart', 'lawson', 'ministop', 'seicomart'];

export type VoucherAction = 'pay' | 'expire';

function voucherUrl(state: SimulatorState, id: string): string {
  return `${state.baseUrl}/simulator/vouchers/${id}`;
}

export function createKonbiniNextAction(state: SimulatorState, id: string, expiresAt: number): NextActionJson {
  state.voucherSequence += 1;
  const sequence = state.voucherSequence;
  const stores = Object.fromEntries(
    KONBINI_STORES.map((store, index) => [
      store,
      {
        confirmation_number: `${index + 1}${padDigits(sequence, 10)}`,
        payment_code: `${createDigits(4)}${padDigits(sequence, 8)}`,
      },
    ]),
  ) as Record<KonbiniStoreId, KonbiniStoreJson>;
  state.voucherNumbers.set(id, {
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
    konbini_display_details: { expires_at: expiresAt, hosted_voucher_url: voucherUrl(state, id), stores },
  };
}

export function createPayeasyNextAction(state: SimulatorState, id: string, expiresAt: number): NextActionJson {
  state.voucherSequence += 1;
  const details = {
    expires_at: expiresAt,
    hosted_voucher_url: voucherUrl(state, id),
    biller_number: PAYEASY_BILLER_NUMBER,
    customer_number: `${createDigits(12)}${padDigits(state.voucherSequence, 8)}`,
    confirmation_number: createDigits(6),
  };
  state.voucherNumbers.set(id, {
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

function voucherConflict(en: string, ja: string): never {
  throw new StripeApiError(
    409,
    { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: en },
    ja,
  );
}

function findVoucherIntent(state: SimulatorState, id: string): PaymentIntentRecord {
  const record = findPaymentIntent(state, id);
  if (!state.voucherNumbers.has(id)) {
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

function voucherExpiresAt(state: SimulatorState, record: PaymentIntentRecord): number {
  return state.voucherNumbers.get(record.json.id)?.expiresAt ?? Number.POSITIVE_INFINITY;
}

/**
 * A voucher not paid by its deadline. Real Stripe leaves an expired konbini PaymentIntent in requires_payment_method
 * after payment_intent.payment_failed; this simulator then also cancels it (cancellation_reason "abandoned",
 * payment_intent.canceled), since nothing in this app ever retries a lapsed voucher. Treat both events as "unpaid".
 */
function expireVoucher(state: SimulatorState, record: PaymentIntentRecord): void {
  refuseUnlessAwaitingPayment(record);
  record.isExpired = true;
  fail(state, record, {
    type: 'invalid_request_error',
    code: 'payment_intent_payment_attempt_expired',
    message: 'The payment attempt expired.',
  });
  record.json.status = 'canceled';
  record.json.cancellation_reason = 'abandoned';
  record.json.canceled_at = nowSeconds(state);
  emitEvent(state, 'payment_intent.canceled', record);
}

function payVoucher(state: SimulatorState, record: PaymentIntentRecord): void {
  // The timer may not have run yet; a deadline that has passed is passed.
  if (record.json.status === 'requires_action' && voucherExpiresAt(state, record) < nowSeconds(state)) {
    expireVoucher(state, record);
  }
  refuseUnlessAwaitingPayment(record);
  succeed(state, record);
}

/** What the voucher page's buttons (and the simulator's `pay` / `expire`) do; throws StripeApiError when refused. */
export function applyVoucherAction(state: SimulatorState, id: string, action: VoucherAction): PaymentIntentRecord {
  const record = findVoucherIntent(state, id);
  if (action === 'pay') payVoucher(state, record);
  else expireVoucher(state, record);
  return record;
}

export function expireOverdueVouchers(state: SimulatorState): void {
  const now = nowSeconds(state);
  for (const [id, voucher] of state.voucherNumbers) {
    const record = state.paymentIntents.get(id);
    if (record?.json.status === 'requires_action' && voucher.expiresAt < now) expireVoucher(state, record);
  }
}
