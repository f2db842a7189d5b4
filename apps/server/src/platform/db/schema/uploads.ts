// Uploads: files sent through the resumable upload endpoint. Owner: features/uploads.
// Tables: uploads.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';

export type UploadStatus = 'uploading' | 'checking' | 'accepted' | 'rejected';

/**
 * A file sent through the resumable upload endpoint, with what was read from it. An account's file, or (no account)
 * an operator's picture for content, which then belongs to the individual who sent it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Null for an operator's content picture (kind image), sent acting for no account. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    individualId: integer('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
    tusId: text('tus_id').notNull(),
    kind: text('kind').$type<'audio' | 'video' | 'artwork' | 'image' | 'csv' | 'immersive' | 'reference'>().notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('uploading'),
    originalName: text('original_name').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    md5: text('md5'),
    detectedType: text('detected_type'),
    facts: jsonb('facts').$type<Record<string, unknown>>(),
    problems: jsonb('problems')
      .$type<Array<{ id: string; params?: Record<string, string | number> }>>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_tus_key').on(t.tusId),
    index('uploads_account_idx').on(t.accountId),
    check('uploads_owner', sql`${t.accountId} is not null or (${t.individualId} is not null and ${t.kind} = 'image')`),
  ],
);
