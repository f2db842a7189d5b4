// What every payment use case shares: its dependencies and clock, the purchase shapes, queues and gateway methods.
import type { checkoutMethodSchema, planPurchaseSchema } from '@otodoke/contract';
import { type DeferredPayMethod, RENEWAL_PAYABLE_STATUSES, type ReleaseStatusName } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GatewayMethod, PaymentGateway } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { AffiliateService } from './affiliate.service.ts';
import type { BillingAccounts, PlanUsage } from './passed-reads.ts';
import type { ReceiptInput } from './receipt-pdf.ts';

export type Language = 'ja' | 'en';
export type CheckoutMethod = z.output<typeof checkoutMethodSchema>;
export type PlanPurchase = z.output<typeof planPurchaseSchema>;
export type Target =
  | { kind: 'release'; releaseId: number }
  | { kind: 'plan'; purchase: PlanPurchase }
  /** An immersive edition its feature found payable (verified, not paid); billing never reads immersive_songs. */
  | { kind: 'immersive'; immersiveSongId: number };

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

/**
 * E-mail, name and language of the individuals whose ids the subquery `ids` gives (the accounts capability's
 * `contacts`, passed in: billing cannot import that feature, whose artists import billing).
 */
export type ContactsOf = (
  db: Executor,
  ids: SQL,
) => PromiseLike<Array<{ email: string; name: string; language: string }>>;

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
  /** Who an order's mails go to (the accounts capability reads individuals). */
  contactsOf: ContactsOf;
  /** The account's lock, plan, credits and name (the accounts capability's). */
  accounts: BillingAccounts;
  /** The account's artists and members, as its plan counts them (the artists and team capabilities'). */
  usage: PlanUsage;
  now?: () => Date;
}

/** The dependencies every use case takes, with the clock settled. */
export interface PaymentsContext extends PaymentsDeps {
  now: () => Date;
}

export function paymentsContextOf(deps: PaymentsDeps): PaymentsContext {
  return { ...deps, now: deps.now ?? (() => new Date()) };
}

/** Who placed the order (e-mail and name), for the mails about it and the gateway's billing details. */
export async function ordererOf(
  ctx: Pick<PaymentsDeps, 'contactsOf'>,
  db: Executor,
  order: { orderedBy: number | null },
) {
  if (!order.orderedBy) return null;
  const [row] = await ctx.contactsOf(db, sql`(${order.orderedBy})`);
  return row ? { email: row.email, name: row.name } : null;
}

/** A release in one of these statuses is on sale and owes its yearly fee (pay per release). */
export const isRenewalStatus = (status: ReleaseStatusName) => RENEWAL_PAYABLE_STATUSES.includes(status);
