// What every payment use case shares: its dependencies and clock, the purchase shapes, queues and gateway methods.
import type { checkoutMethodSchema, planPurchaseSchema } from '@otodoke/contract';
import { type DeferredPayMethod, RENEWAL_PAYABLE_STATUSES, type ReleaseStatusName } from '@otodoke/domain';
import type { z } from 'zod';
import type { GatewayMethod, PaymentGateway } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { AffiliateService } from './affiliate.service.ts';
import type { ReceiptInput } from './receipt-pdf.ts';

export type Language = 'ja' | 'en';
export type CheckoutMethod = z.output<typeof checkoutMethodSchema>;
export type PlanPurchase = z.output<typeof planPurchaseSchema>;
export type Target = { kind: 'release'; releaseId: number } | { kind: 'plan'; purchase: PlanPurchase };

/** Re-asks the gateway about one order (after its deadline, or when a notification may have been lost). */
export const PAYMENT_SYNC_QUEUE = 'payment-sync';
/** Puts the account's plan in line with its terms when a term ends. */
export const PLAN_TERM_QUEUE = 'plan-term-end';

export type GatewayCheckoutMethod = Exclude<CheckoutMethod, 'balance' | DeferredPayMethod>;
/** Konbini and Pay-easy numbers are valid this long (the gateway's default of 3 days, to the end of the day). */
export const VOUCHER_DAYS_MS = 4 * 86_400_000;
/** How long a 3-D Secure or carrier page may stay unanswered before the order is given up. */
export const ABANDONED_REDIRECT_MS = 24 * 3_600_000;

export const GATEWAY_METHOD: Readonly<Record<GatewayCheckoutMethod, GatewayMethod>> = {
  card: 'card',
  conveni: 'konbini',
  payeasy: 'payeasy',
  carrier: 'carrier',
};

export interface PaymentsDeps {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  gateway: PaymentGateway;
  publicUrl: string;
  logger: Logger;
  /** The seller named on receipts. */
  seller: ReceiptInput['seller'];
  /** The affiliate reward an invited account's payment earns. */
  affiliate: Pick<AffiliateService, 'accrue'>;
  /** Where a fulfilled order is published (`payment.settled`): a paid renewal fee settles in distribution. */
  events: Pick<Events, 'publish'>;
  now?: () => Date;
}

/** The dependencies every use case takes, with the clock settled. */
export interface PaymentsContext extends PaymentsDeps {
  now: () => Date;
}

export function paymentsContextOf(deps: PaymentsDeps): PaymentsContext {
  return { ...deps, now: deps.now ?? (() => new Date()) };
}

/** A release in one of these statuses is on sale and owes its yearly fee (pay per release). */
export const isRenewalStatus = (status: ReleaseStatusName) => RENEWAL_PAYABLE_STATUSES.includes(status);
