// Bulk upload: CSV release-registration batches. Owner: features/bulk-upload.
// Tables: bulk_upload_batches.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';
import { uploads } from './uploads.ts';

export type BulkUploadErrorJson = { row: number | null; column: string | null; message: { ja: string; en: string } };

/** A release read from the file: where it came from, its save request and the artist names as written. */
export type BulkUploadReleaseJson = {
  origin: { key: string; rows: number[]; authorColumns: Array<Array<'lyricists' | 'composers'>> };
  input: Record<string, unknown> & { type: string; title: string; songs: unknown[] };
  artistNames: string[];
};

/** A CSV upload batch (bulk release registration): the checked file, then the drafts its job created. */
export const bulkUploadBatches = pgTable(
  'bulk_upload_batches',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    csvUploadId: integer('csv_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull().default(''),
    status: text('status')
      .$type<'not_yet' | 'ready' | 'doing' | 'success' | 'failure' | 'cancel'>()
      .notNull()
      .default('not_yet'),
    rowCount: integer('row_count').notNull().default(0),
    releaseCount: integer('release_count').notNull().default(0),
    songCount: integer('song_count').notNull().default(0),
    releases: jsonb('releases').$type<BulkUploadReleaseJson[]>().notNull().default([]),
    errors: jsonb('errors').$type<BulkUploadErrorJson[]>().notNull().default([]),
    releaseIds: jsonb('release_ids').$type<number[]>().notNull().default([]),
    reservedBy: integer('reserved_by').references(() => individuals.id, { onDelete: 'set null' }),
    /** The language of the person who asked for registration, for the mail that tells them how it ended. */
    language: text('language').$type<'ja' | 'en'>().notNull().default('ja'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_upload_batches_account_idx').on(t.accountId, t.id)],
);
