// Owner: integrations/captcha. The captcha solutions already accepted, so that each one is used once across every
// API process (the primary key refuses a second use atomically); rows are removed once the challenge has expired.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const usedCaptchaSolutions = pgTable('used_captcha_solutions', {
  /** The challenge's id (its signed nonce), which a solution proves. */
  challengeId: text('challenge_id').primaryKey(),
  /** After this the challenge is refused as expired anyway, so the row may go. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
