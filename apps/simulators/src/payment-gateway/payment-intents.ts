// PaymentIntents through the API: checking a create request, charging a card or starting a redirect or voucher.
import { type FormObject, readFormString, readFormStringList } from '@otodoke/protocols/stripe/stripe-form.ts';
import { endOfTokyoDay } from '@otodoke/protocols/stripe/tokyo-calendar.ts';
import { findCardOutcome } from './cards.ts';
import { isAbsoluteUrl } from './http.ts';
import { createId, createRandomText } from './ids.ts';
import {
  createPaymentMethod,
  findCustomer,
  findPaymentIntent,
  findPaymentMethod,
  nowSeconds,
  type SimulatorState,
} from './state.ts';
import { declineCard, succeed } from './transitions.ts';
import { createKonbiniNextAction, createPayeasyNextAction } from './vouchers.ts';
import { emitEvent } from './webhooks.ts';
import {
  type BillingDetailsJson,
  type PaymentIntentJson,
  type PaymentIntentRecord,
  type PaymentMethodRecord,
  readMetadata,
  refuseRequest,
  type SimulatedMethod,
} from './wire.ts';

const MIN_AMOUNT_JPY = 50;
const MAX_AMOUNT_JPY = 99_999_999;
/** Stripe's limits for konbini: the stores take no less and no more. */
const KONBINI_MIN_AMOUNT_JPY = 120;
const KONBINI_MAX_AMOUNT_JPY = 300_000;
const DEFAULT_EXPIRES_AFTER_DAYS = 3;
const CANCELABLE_STATUSES = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/** What every create request must say, whatever the method. */
interface PaymentIntentRequest {
  amount: number;
  method: SimulatedMethod;
  returnUrl: string | null;
  customerId: string | null;
}

function readAmount(form: FormObject): number {
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
    refuseRequest(`Amount must be no more than ¥${MAX_AMOUNT_JPY} jpy`, { code: 'amount_too_large', param: 'amount' });
  }
  return amount;
}

function readMethod(form: FormObject): SimulatedMethod {
  const types = readFormStringList(form, 'payment_method_types');
  const method = (['card', 'konbini', 'payeasy', 'carrier'] as const).find((candidate) => candidate === types[0]);
  if (types.length !== 1 || !method) {
    refuseRequest('payment_method_types must be exactly one of card, konbini, payeasy, carrier.', {
      code: 'payment_intent_invalid_parameter',
      param: 'payment_method_types',
    });
  }
  return method;
}

function readPaymentIntentRequest(state: SimulatorState, form: FormObject): PaymentIntentRequest {
  const amount = readAmount(form);
  if (readFormString(form, 'currency')?.toLowerCase() !== 'jpy') {
    refuseRequest('This simulator takes jpy only.', { code: 'payment_intent_invalid_parameter', param: 'currency' });
  }
  const method = readMethod(form);
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
  if (customerId) findCustomer(state, customerId, 'customer');
  if (method === 'konbini' && (amount < KONBINI_MIN_AMOUNT_JPY || amount > KONBINI_MAX_AMOUNT_JPY)) {
    refuseRequest(`Konbini payments must be between ¥${KONBINI_MIN_AMOUNT_JPY} and ¥${KONBINI_MAX_AMOUNT_JPY}.`, {
      code: amount < KONBINI_MIN_AMOUNT_JPY ? 'amount_too_small' : 'amount_too_large',
      param: 'amount',
    });
  }
  return { amount, method, returnUrl, customerId };
}

/** The saved card a card payment names, which must belong to the PaymentIntent's customer. */
function findSavedCard(state: SimulatorState, form: FormObject, customerId: string | null): PaymentMethodRecord {
  const paymentMethodId = readFormString(form, 'payment_method');
  if (!paymentMethodId) {
    refuseRequest('Missing required param: payment_method.', { code: 'parameter_missing', param: 'payment_method' });
  }
  const paymentMethod = findPaymentMethod(state, paymentMethodId, 'payment_method');
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
  return paymentMethod;
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
  for (const [field, value] of [
    ['name', name],
    ['email', email],
  ] as const) {
    if (!value) {
      refuseRequest(`Missing required param: payment_method_data[billing_details][${field}].`, {
        code: 'parameter_missing',
        param: `payment_method_data[billing_details][${field}]`,
      });
    }
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

function storePaymentIntent(
  state: SimulatorState,
  form: FormObject,
  request: PaymentIntentRequest,
  paymentMethod: PaymentMethodRecord,
): PaymentIntentRecord {
  const id = createId('pi');
  const record: PaymentIntentRecord = {
    json: {
      id,
      object: 'payment_intent',
      amount: request.amount,
      amount_received: 0,
      currency: 'jpy',
      status: 'requires_payment_method',
      created: nowSeconds(state),
      customer: request.customerId,
      description: readFormString(form, 'description') || null,
      metadata: readMetadata(form),
      payment_method: paymentMethod.json.id,
      payment_method_types: [request.method],
      next_action: null,
      last_payment_error: null,
      cancellation_reason: null,
      canceled_at: null,
      client_secret: `${id}_secret_${createRandomText(25)}`,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      livemode: false,
    },
    returnUrl: request.returnUrl,
    isExpired: false,
  };
  state.paymentIntents.set(id, record);
  return record;
}

/** Charges a saved card the way its test number says: succeed, decline, or ask for 3-D Secure. */
function chargeCard(
  state: SimulatorState,
  form: FormObject,
  record: PaymentIntentRecord,
  paymentMethod: PaymentMethodRecord,
): void {
  const outcome = findCardOutcome(paymentMethod.cardNumber);
  if (outcome.kind === 'succeed') {
    succeed(state, record);
  } else if (outcome.kind === 'decline') {
    declineCard(state, record, paymentMethod, outcome);
  } else if (readFormString(form, 'off_session') === 'true') {
    // Nobody is there to answer the challenge, so Stripe declines instead of asking.
    declineCard(state, record, paymentMethod, {
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  } else {
    record.json.status = 'requires_action';
    record.json.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${state.baseUrl}/simulator/3ds/${record.json.id}`, return_url: record.returnUrl },
    };
    emitEvent(state, 'payment_intent.requires_action', record);
  }
}

/** A konbini or Pay-easy voucher, or the carrier's approval page: the buyer acts next. */
function awaitBuyer(state: SimulatorState, record: PaymentIntentRecord, expiresAt: number): void {
  const { id, payment_method_types: types } = record.json;
  record.json.status = 'requires_action';
  record.json.next_action =
    types[0] === 'konbini'
      ? createKonbiniNextAction(state, id, expiresAt)
      : types[0] === 'payeasy'
        ? createPayeasyNextAction(state, id, expiresAt)
        : {
            type: 'redirect_to_url',
            redirect_to_url: { url: `${state.baseUrl}/simulator/carrier/${id}`, return_url: record.returnUrl },
          };
  emitEvent(state, 'payment_intent.requires_action', record);
}

export function createPaymentIntent(state: SimulatorState, form: FormObject): PaymentIntentJson {
  const request = readPaymentIntentRequest(state, form);
  const { method } = request;

  // Everything is checked before anything is stored: a refused request leaves no PaymentIntent behind.
  if (method === 'card') {
    const paymentMethod = findSavedCard(state, form, request.customerId);
    const record = storePaymentIntent(state, form, request, paymentMethod);
    chargeCard(state, form, record, paymentMethod);
    return record.json;
  }
  const billing = readBilling(form, method);
  if (method === 'carrier' && !request.returnUrl) {
    refuseRequest('Missing required param: return_url.', { code: 'parameter_missing', param: 'return_url' });
  }
  const expiresAt =
    method === 'konbini' || method === 'payeasy' ? endOfTokyoDay(state.clock(), readExpiresAfterDays(form, method)) : 0;
  const paymentMethod = createPaymentMethod(state, method, billing, null);
  const record = storePaymentIntent(state, form, request, paymentMethod);
  awaitBuyer(state, record, expiresAt);
  return record.json;
}

export function cancelPaymentIntent(state: SimulatorState, id: string, form: FormObject): PaymentIntentJson {
  const record = findPaymentIntent(state, id);
  if (!CANCELABLE_STATUSES.includes(record.json.status)) {
    refuseRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${record.json.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE_STATUSES.join(', ')}.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }
  const reason = readFormString(form, 'cancellation_reason') || null;
  if (reason && !CANCELLATION_REASONS.includes(reason)) {
    refuseRequest(`Invalid cancellation_reason: ${reason}`, { param: 'cancellation_reason' });
  }
  record.json.status = 'canceled';
  record.json.cancellation_reason = reason;
  record.json.canceled_at = nowSeconds(state);
  record.json.next_action = null;
  emitEvent(state, 'payment_intent.canceled', record);
  return record.json;
}
