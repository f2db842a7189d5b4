// Owner: platform/events. What happened (one row an event, written in the publisher's transaction) and which
// after-commit subscriber has handled it (a row a subscriber, written in the subscriber's own transaction).
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const domainEvents = pgTable('domain_events', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const eventReceipts = pgTable(
  'event_receipts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => domainEvents.id),
    subscriber: text('subscriber').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.subscriber] })],
);
