// Billing: cards, coupons, plan terms, payment orders and the affiliate programme. Owner: features/billing.
// Tables: payment_customers, payment_cards, card_setups, coupons, coupon_activations, plan_terms, payment_orders,
//   payment_order_lines, coupon_redemptions, payment_gateway_events, affiliates, affiliate_rewards.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { releases } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';
import { immersiveSongs } from './immersive.ts';

/** The account's customer at the payment gateway (cards are saved there, never here). */
export const paymentCustomers = pgTable('payment_customers', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gatewayCustomerId: text('gateway_customer_id').notNull(),
  createdAt: createdAt(),
});

/** The registered card: the gateway's token and what a person recognises it by. */
export const paymentCards = pgTable('payment_cards', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gatewayPaymentMethodId: text('gateway_payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  registeredBy: integer('registered_by').references(() => individuals.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A card entry started on the gateway's page: only the account that started it may finish it. */
export const cardSetups = pgTable('card_setups', {
  sessionId: text('session_id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  individualId: integer('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    product: text('product'),
    discountAmount: integer('discount_amount'),
    discountPercent: smallint('discount_percent'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerAccount: integer('max_uses_per_account').notNull().default(1),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

/** Coupons an account has entered, so they are listed and offered at checkout. */
export const couponActivations = pgTable(
  'coupon_activations',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activatedBy: integer('activated_by').references(() => individuals.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.accountId] }), index('coupon_activations_account_idx').on(t.accountId)],
);

/** Terms of unlimited plans: one row per year bought; renewals add the next row. */
export const planTerms = pgTable(
  'plan_terms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    extraArtists: integer('extra_artists').notNull().default(0),
    extraMembers: integer('extra_members').notNull().default(0),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_terms_account_idx').on(t.accountId, t.endsAt)],
);

export type PaymentNextActionJson =
  | { type: 'redirect'; url: string }
  | {
      type: 'konbini';
      expiresAt: string;
      voucherUrl: string;
      stores: Record<string, { confirmationNumber: string; paymentCode: string }>;
    }
  | {
      type: 'payeasy';
      expiresAt: string;
      voucherUrl: string;
      billerNumber: string;
      customerNumber: string;
      confirmationNumber: string;
    };

/** What an order buys: a release's year of distribution or a plan product. */
export type PaymentOrderKind = 'release' | 'plan' | 'immersive';

/** A payment order: the amounts are fixed when it is created; the status follows the gateway. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderedBy: integer('ordered_by').references(() => individuals.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PaymentOrderKind>().notNull(),
    /** The spec's purchase type for plan orders ('release' orders: null). */
    purchaseType: text('purchase_type'),
    plan: text('plan'),
    releaseId: integer('release_id').references(() => releases.id, { onDelete: 'set null' }),
    /** The immersive edition an 'immersive' order pays for. */
    immersiveSongId: integer('immersive_song_id').references(() => immersiveSongs.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    status: smallint('status').notNull().default(100),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    net: integer('net').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    taxRatePercent: smallint('tax_rate_percent').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The client's key for "this one purchase": repeats answer the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** Set before the first request to the gateway: from then on only the gateway's answer settles the order. */
    gatewayAttemptedAt: timestamp('gateway_attempted_at', { withTimezone: true }),
    nextAction: jsonb('next_action').$type<PaymentNextActionJson | null>(),
    failureCode: text('failure_code'),
    /** The release's status before it waited for this payment (where it goes back to or on from). */
    releaseStatusBefore: smallint('release_status_before'),
    termStartsAt: timestamp('term_starts_at', { withTimezone: true }),
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }),
    language: text('language').$type<'ja' | 'en'>().notNull().default('ja'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_orders_account_idx').on(t.accountId, t.id),
    uniqueIndex('payment_orders_idempotency_key').on(t.accountId, t.idempotencyKey),
    uniqueIndex('payment_orders_gateway_key').on(t.gatewayPaymentId),
    uniqueIndex('payment_orders_receipt_key').on(t.receiptNumber),
    // One open order per release: a second checkout answers the first.
    uniqueIndex('payment_orders_open_release_key')
      .on(t.releaseId)
      .where(sql`${t.releaseId} is not null and ${t.status} < 300`),
    // One open order per immersive edition.
    uniqueIndex('payment_orders_open_immersive_key')
      .on(t.immersiveSongId)
      .where(sql`${t.immersiveSongId} is not null and ${t.status} < 300`),
  ],
);

export const paymentOrderLines = pgTable(
  'payment_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('payment_order_lines_order_idx').on(t.orderId)],
);

/** A coupon used by an order; released again when the order expires or is canceled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.accountId)],
);

/** Gateway notifications already handled (a redelivered event changes nothing). */
export const paymentGatewayEvents = pgTable('payment_gateway_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  gatewayPaymentId: text('gateway_payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts in the affiliate programme, with the code of their invite link. */
export const affiliates = pgTable(
  'affiliates',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    joinedBy: integer('joined_by').references(() => individuals.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_code_key').on(t.code)],
);

/** A reward earned when an invited account paid: held, then paid into the balance. */
export const affiliateRewards = pgTable(
  'affiliate_rewards',
  {
    id: serial('id').primaryKey(),
    affiliateAccountId: integer('affiliate_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    referredAccountId: integer('referred_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    rewardType: text('reward_type').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_rewards_order_key').on(t.orderId),
    index('affiliate_rewards_affiliate_idx').on(t.affiliateAccountId, t.id),
  ],
);
