// Notices of services not built yet: who asked to be told when one opens (double opt-in), their confirm and
// unsubscribe tokens (stored hashed), and the requests per client address (the public form's rate limit).
// Owner: features/feature-notices. Tables: feature_notices, feature_notice_tokens, feature_notice_requests.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** One address's wish to hear about one service; `pending` until the link of its mail is opened. */
export const featureNotices = pgTable(
  'feature_notices',
  {
    id: serial('id').primaryKey(),
    feature: text('feature').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<'ja' | 'en'>().notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When a confirmation was last mailed (a repeated sign-up mails again no sooner than the policy says). */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('feature_notices_feature_email_idx').on(t.feature, t.email)],
);

/** The links of the notice mails: SHA-256 of the token; confirm links expire, unsubscribe links do not. */
export const featureNoticeTokens = pgTable(
  'feature_notice_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => featureNotices.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm' | 'unsubscribe'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feature_notice_tokens_notice_idx').on(t.noticeId)],
);

/** Sign-up requests per client address (its SHA-256, never the address), kept for the rate limit's window. */
export const featureNoticeRequests = pgTable(
  'feature_notice_requests',
  {
    id: serial('id').primaryKey(),
    clientHash: text('client_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feature_notice_requests_client_idx').on(t.clientHash, t.createdAt)],
);
