// The price of a checkout from the API (POST quotes, so not through useApi, whose key has no body).
import { calculatePayment, calculatePlanAmount, quoteImmersiveSong } from '@otodoke/contract';
import useSWR from 'swr';
import { callApi } from '../../app/api-client.ts';
import type { ApiRequestError } from '../../app/api-error.ts';
import { targetKey } from './checkout-steps.ts';
import type { CheckoutTarget, PaymentQuote } from './plan-types.ts';

const QUOTE_KEY = 'checkout-quote';

/** Whether an SWR key is a checkout quote's (refreshing reads after a payment leaves quotes alone). */
export function isQuoteKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === QUOTE_KEY;
}

export function fetchQuote(target: CheckoutTarget, couponCode: string): Promise<PaymentQuote> {
  const coupon = couponCode.trim() || undefined;
  if (target.kind === 'release') {
    return callApi(calculatePayment, { body: { releaseId: target.releaseId, couponCode: coupon } });
  }
  if (target.kind === 'immersive') {
    return callApi(quoteImmersiveSong, { params: { id: target.immersiveSongId }, body: { couponCode: coupon } });
  }
  return callApi(calculatePlanAmount, { body: { purchase: target.purchase, couponCode: coupon } });
}

/** The quote of `target` with `couponCode` (empty: none); null target waits. Keeps the last quote while re-quoting. */
export function useCheckoutQuote(target: CheckoutTarget | null, couponCode: string) {
  return useSWR<PaymentQuote, ApiRequestError>(
    target ? [QUOTE_KEY, targetKey(target), couponCode.trim()] : null,
    () => fetchQuote(target!, couponCode),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
