// Back from the card page: the checkout named in the address (?checkout=…) opens again on the page that owns it,
// with the coupon that was typed into it (?coupon=…).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CheckoutToReopen,
  checkoutParamOf,
  checkoutToReopenFrom,
  couponCodeFrom,
  withoutCheckoutParam,
} from './checkout-steps.ts';
import type { CheckoutTarget } from './plan-types.ts';

/** The coupon a reopened checkout had before the card page (?coupon=…), for its dialog to start with. */
let carriedCoupon: { checkout: string; code: string } | null = null;

/** The coupon carried back for this checkout, or ''. */
export function carriedCouponFor(target: CheckoutTarget): string {
  return carriedCoupon?.checkout === checkoutParamOf(target) ? carriedCoupon.code : '';
}

/** Once the reopened checkout has taken its coupon: a later opening starts without it. */
export function forgetCarriedCoupon(): void {
  carriedCoupon = null;
}

/**
 * Opens the checkout the address names once, when `accept` recognises it as this component's (returns its target),
 * and takes the name out of the address so a reload does not reopen it.
 */
export function useReopenCheckout(
  accept: (request: CheckoutToReopen) => CheckoutTarget | null,
  open: (target: CheckoutTarget) => void,
) {
  const [search, setSearch] = useSearchParams();
  const request = checkoutToReopenFrom(search);
  const coupon = couponCodeFrom(search);
  const target = request ? accept(request) : null;
  const key = target ? JSON.stringify(target) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the target's value, not its identity
  useEffect(() => {
    if (!target) return;
    carriedCoupon = coupon ? { checkout: checkoutParamOf(target), code: coupon } : null;
    open(target);
    setSearch((current) => withoutCheckoutParam(current), { replace: true });
  }, [key]);
}
