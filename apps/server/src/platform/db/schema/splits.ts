// Splits: revenue split versions and collaborators' shares. Owner: features/revenue (splits).
// Tables: split_versions, split_shares.
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { releases } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';

/**
 * A release's split as agreed from one month on: the owner's share and the collaborators'. A change makes a new version
 * effective from the next month; earlier months keep the version they were confirmed with.
 */
export const splitVersions = pgTable(
  'split_versions',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM': the first month whose confirmed revenue this version divides. */
    effectiveFrom: text('effective_from').notNull(),
    /** Basis points (100% = 10000). */
    ownerShareBp: integer('owner_share_bp').notNull(),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('split_versions_release_month_key').on(t.releaseId, t.effectiveFrom)],
);

export const splitShares = pgTable(
  'split_shares',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => splitVersions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    shareBp: integer('share_bp').notNull(),
    /** Spec work split status: 100 invited, 200 accepted, 300 declined, 400 ended. */
    status: smallint('status').notNull().default(100),
    collaboratorAccountId: integer('collaborator_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** SHA-256 of the invitation token mailed to the collaborator. */
    tokenHash: text('token_hash').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('split_shares_version_email_key').on(t.versionId, t.email),
    uniqueIndex('split_shares_token_key').on(t.tokenHash),
    index('split_shares_collaborator_idx').on(t.collaboratorAccountId),
  ],
);
