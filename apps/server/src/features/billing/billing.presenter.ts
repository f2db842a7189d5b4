// Billing rows as wire objects (snake_case), with messages in the reader's language.
import type { PaymentOrder } from '@otodoke/contract';
import {
  type CouponUnusableReason,
  paymentFailureMessage,
  paymentOrderStatusGroup,
  paymentOrderStatusName,
} from '@otodoke/domain';
import type { PaymentNextActionJson } from '../../platform/db/schema.ts';
import type { PaymentOrderLineRow, PaymentOrderRow } from './billing.repository.ts';

type Language = 'ja' | 'en';

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function presentLines(lines: Array<Pick<PaymentOrderLineRow, 'product' | 'quantity' | 'unitPrice' | 'amount'>>) {
  return lines.map((line) => ({
    product: line.product,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    amount: line.amount,
  }));
}

function presentNextAction(action: PaymentNextActionJson | null): PaymentOrder['next_action'] {
  if (!action) return null;
  switch (action.type) {
    case 'redirect':
      return { type: 'redirect', url: action.url };
    case 'konbini':
      return {
        type: 'konbini',
        expires_at: action.expiresAt,
        voucher_url: action.voucherUrl,
        stores: Object.entries(action.stores).map(([store, numbers]) => ({
          store,
          confirmation_number: numbers.confirmationNumber,
          payment_code: numbers.paymentCode,
        })),
      };
    case 'payeasy':
      return {
        type: 'payeasy',
        expires_at: action.expiresAt,
        voucher_url: action.voucherUrl,
        biller_number: action.billerNumber,
        customer_number: action.customerNumber,
        confirmation_number: action.confirmationNumber,
      };
  }
}

export function presentOrder(
  row: PaymentOrderRow,
  extra: {
    lines: PaymentOrderLineRow[];
    release: { id: number; title: string; type: string } | null;
    couponCode: string | null;
  },
  language: Language,
): PaymentOrder {
  const status = paymentOrderStatusName(row.status) ?? 'created';
  const open = row.status < 300;
  return {
    id: row.id,
    kind: row.kind,
    purchase_type: row.purchaseType,
    plan: (row.plan as PaymentOrder['plan']) ?? null,
    release: extra.release,
    method: row.method,
    status,
    status_code: row.status,
    status_group: paymentOrderStatusGroup(row.status) ?? 'processing',
    lines: presentLines(extra.lines),
    subtotal: row.subtotal,
    discount: row.discount,
    net: row.net,
    tax: row.tax,
    total: row.total,
    tax_rate_percent: row.taxRatePercent,
    coupon_code: extra.couponCode,
    // Payment numbers and the authentication page matter only while the order waits.
    next_action: open ? presentNextAction(row.nextAction ?? null) : null,
    failure: row.failureCode
      ? { code: row.failureCode, message: paymentFailureMessage(row.failureCode)[language] }
      : null,
    term_starts_at: iso(row.termStartsAt),
    term_ends_at: iso(row.termEndsAt),
    expires_at: iso(row.expiresAt),
    paid_at: iso(row.paidAt),
    created_at: row.createdAt.toISOString(),
    receipt_number: row.receiptNumber,
    receipt_url: row.receiptNumber ? `/api/v1/me/payments/${row.id}/receipt` : null,
  };
}

export type CouponState = 'usable' | CouponUnusableReason;
