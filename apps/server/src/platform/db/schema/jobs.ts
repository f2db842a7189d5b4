// Owner: platform/jobs. Leases of the periodic rounds (the distribution round, the sales report fetch): whichever
// worker process holds a round's lease runs it, so several workers never run the same round at once.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const roundLeases = pgTable('round_leases', {
  name: text('name').primaryKey(),
  /** The process (one random id per running round) that holds the lease. */
  holder: text('holder').notNull(),
  /** When the holder last started the round. */
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Until then nobody else starts the round: renewed while it runs, then set to the start plus the interval. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
