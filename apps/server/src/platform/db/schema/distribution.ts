// Distribution: deliveries to stores, their ERN messages and renewal notices. Owner: features/distribution.
// Tables: release_deliveries, delivery_messages, renewal_notices.
import {
  bigint,
  boolean,
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
import { accounts } from './identity.ts';

export type DeliveryStatus =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'on_sale'
  | 'refused'
  | 'failed'
  | 'takedown_queued'
  | 'takedown_sent'
  | 'taken_down';

export type DeliveryAction = 'new' | 'update' | 'takedown';

/** One release at one store: what was last sent there and what the store said. */
export const releaseDeliveries = pgTable(
  'release_deliveries',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('queued'),
    action: text('action').$type<DeliveryAction>().notNull().default('new'),
    /** The message the current status is about (the newest sent). */
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    onSaleAt: timestamp('on_sale_at', { withTimezone: true }),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /**
     * The release changed while a message to this store was in flight (built, not yet answered): once the store
     * accepts it, an update with what changed follows.
     */
    updatePending: boolean('update_pending').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('release_deliveries_release_store_key').on(t.releaseId, t.storeId),
    index('release_deliveries_status_idx').on(t.status),
  ],
);

/** Every ERN message built for a delivery: validated before it leaves, then sent and answered. */
export const deliveryMessages = pgTable(
  'delivery_messages',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => releaseDeliveries.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    action: text('action').$type<DeliveryAction>().notNull(),
    batchId: text('batch_id').notNull(),
    status: text('status').$type<'built' | 'invalid' | 'sent' | 'accepted' | 'refused'>().notNull(),
    /** The ERN XML as sent (storage key). */
    storageKey: text('storage_key'),
    problems: jsonb('problems').$type<Array<{ kind: string; message: string; line?: number }>>().notNull().default([]),
    ackStatus: text('ack_status'),
    ackReason: text('ack_reason'),
    bytesSent: bigint('bytes_sent', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_messages_message_key').on(t.messageId),
    index('delivery_messages_delivery_idx').on(t.deliveryId, t.id),
  ],
);

/** Renewal reminders already mailed (one per release, term and lead time). */
export const renewalNotices = pgTable(
  'renewal_notices',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.termEndsAt, t.daysBefore] })],
);
