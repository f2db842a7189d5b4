// The operators' coupon form: its fields as typed, the request body they make (adminCouponInputSchema), and which
// field shows each of the API's field errors.
import type { createAdminCoupon } from '@otodoke/contract';
import type { CouponCategory, CouponProduct } from '@otodoke/domain';
import type { CallArgs } from '../../../app/api-client.ts';

export type AdminCouponBody = NonNullable<CallArgs<typeof createAdminCoupon>['body']>;

export interface CouponFormValues {
  code: string;
  description: string;
  category: CouponCategory;
  /** '' for any product. */
  product: CouponProduct | '';
  discountKind: 'amount' | 'percent';
  discountValue: string;
  /** YYYY-MM-DD (Japan calendar days). */
  validFrom: string;
  /** YYYY-MM-DD, or '' for no end. */
  validUntil: string;
  /** '' for no limit. */
  maxUses: string;
  maxUsesPerAccount: string;
}

export function emptyCouponForm(today: string): CouponFormValues {
  return {
    code: '',
    description: '',
    category: 'distribution',
    product: '',
    discountKind: 'amount',
    discountValue: '',
    validFrom: today,
    validUntil: '',
    maxUses: '',
    maxUsesPerAccount: '1',
  };
}

/** A typed number as sent: blank is "not given"; anything else goes as a number and the API judges it. */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export function couponBodyFrom(values: CouponFormValues): AdminCouponBody {
  const discount = numberOrNull(values.discountValue);
  const perAccount = numberOrNull(values.maxUsesPerAccount);
  return {
    code: values.code.trim(),
    description: values.description.trim(),
    category: values.category,
    // A product narrows distribution coupons only.
    product: values.category === 'distribution' && values.product !== '' ? values.product : null,
    discountAmount: values.discountKind === 'amount' ? discount : null,
    discountPercent: values.discountKind === 'percent' ? discount : null,
    validFrom: values.validFrom,
    validUntil: values.validUntil === '' ? null : values.validUntil,
    maxUses: numberOrNull(values.maxUses),
    ...(perAccount === null ? {} : { maxUsesPerAccount: perAccount }),
  };
}

const FORM_FIELDS: ReadonlySet<string> = new Set([
  'code',
  'description',
  'category',
  'product',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerAccount',
]);

/** The form field under which an API field error (camelCase name) shows; both discount fields are one input here. */
export function formFieldOf(apiField: string): keyof CouponFormValues | null {
  if (apiField === 'discountAmount' || apiField === 'discountPercent') return 'discountValue';
  return FORM_FIELDS.has(apiField) ? (apiField as keyof CouponFormValues) : null;
}
