// The hosted pages a payment sends the buyer to: 3-D Secure, carrier approval, and konbini / Pay-easy vouchers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bilingual } from './cards.ts';
import { readBody, readPageForm, redirectTo, sendHtml, sendJson, wantsJson } from './http.ts';
import {
  CARRIERS,
  renderCarrierPage,
  renderMessagePage,
  renderNotFoundPage,
  renderSettledPage,
  renderThreeDSecurePage,
  renderVoucherPage,
} from './page-html.ts';
import type { SimulatorState } from './state.ts';
import { fail, succeed } from './transitions.ts';
import { applyVoucherAction, type VoucherAction } from './vouchers.ts';
import { type PaymentIntentRecord, StripeApiError, type VoucherNumbers } from './wire.ts';

type RedirectOutcome = 'succeeded' | 'failed';

/** The shop's return_url with what Stripe appends, keeping the shop's own query and fragment. */
function buildReturnUrl(record: PaymentIntentRecord, outcome: RedirectOutcome): string | null {
  if (!record.returnUrl) return null;
  const url = new URL(record.returnUrl);
  url.searchParams.set('payment_intent', record.json.id);
  url.searchParams.set('payment_intent_client_secret', record.json.client_secret);
  url.searchParams.set('redirect_status', outcome);
  return url.toString();
}

function finishRedirectStep(res: ServerResponse, record: PaymentIntentRecord, outcome: RedirectOutcome): void {
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
function findRedirectIntent(
  state: SimulatorState,
  res: ServerResponse,
  id: string,
  method: 'card' | 'carrier',
): PaymentIntentRecord | null {
  const record = state.paymentIntents.get(id);
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

function summarise(record: PaymentIntentRecord) {
  return { id: record.json.id, amount: record.json.amount, description: record.json.description };
}

export async function handleThreeDSecurePage(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): Promise<void> {
  const form = await readPageForm(req);
  const record = findRedirectIntent(state, res, id, 'card');
  if (!record) return;
  if (!form) {
    const card = state.paymentMethods.get(record.json.payment_method ?? '')?.json.card ?? null;
    sendHtml(res, 200, renderThreeDSecurePage({ ...summarise(record), card }));
    return;
  }
  if (form.get('outcome') === 'authenticate') {
    succeed(state, record);
    finishRedirectStep(res, record, 'succeeded');
    return;
  }
  fail(state, record, {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message: 'The provided PaymentMethod has failed authentication.',
  });
  finishRedirectStep(res, record, 'failed');
}

export async function handleCarrierPage(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): Promise<void> {
  const form = await readPageForm(req);
  const record = findRedirectIntent(state, res, id, 'carrier');
  if (!record) return;
  if (!form) {
    sendHtml(res, 200, renderCarrierPage(summarise(record)));
    return;
  }
  if (form.get('outcome') === 'approve') {
    const carrier = CARRIERS.find((candidate) => candidate.id === form.get('carrier'));
    const paymentMethod = state.paymentMethods.get(record.json.payment_method ?? '');
    if (paymentMethod && carrier) paymentMethod.json.carrier = { carrier: carrier.id };
    succeed(state, record);
    finishRedirectStep(res, record, 'succeeded');
    return;
  }
  fail(state, record, {
    type: 'invalid_request_error',
    code: 'payment_intent_payment_attempt_failed',
    message: 'The latest payment attempt of this PaymentIntent has failed or been canceled.',
  });
  finishRedirectStep(res, record, 'failed');
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

export function handleVoucherPage(state: SimulatorState, res: ServerResponse, id: string): void {
  const record = state.paymentIntents.get(id);
  const numbers = state.voucherNumbers.get(id);
  if (!record || !numbers) {
    sendHtml(res, 404, renderNotFoundPage({ ja: 'この払込票は存在しません。', en: 'This voucher does not exist.' }));
    return;
  }
  sendHtml(res, 200, renderVoucherFor(record, numbers, null));
}

/** The voucher page's buttons: back to the page after, or JSON when a script asked for it. */
export async function handleVoucherAction(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  action: VoucherAction,
): Promise<void> {
  await readBody(req);
  const isJson = wantsJson(req);
  try {
    const record = applyVoucherAction(state, id, action);
    if (isJson) sendJson(res, 200, JSON.stringify(record.json));
    else redirectTo(res, `/simulator/vouchers/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (isJson) {
      sendJson(res, error.status, JSON.stringify({ error: error.body }));
      return;
    }
    const problem = { ja: error.ja ?? error.message, en: error.message };
    const record = state.paymentIntents.get(id);
    const numbers = record ? state.voucherNumbers.get(id) : undefined;
    sendHtml(
      res,
      error.status,
      record && numbers
        ? renderVoucherFor(record, numbers, problem)
        : renderMessagePage({ ja: 'エラー', en: 'Error' }, problem),
    );
  }
}
