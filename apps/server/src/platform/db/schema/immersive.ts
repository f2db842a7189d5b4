// Immersive audio: a Dolby Atmos (ADM BWF) or 360 Reality Audio (MPEG-H) edition of a song, its file's verification
// and its own sale status. Owner: features/immersive-audio. Tables: immersive_songs.
import type { ImmersiveAudioFormat } from '@otodoke/domain';
import type { ImmersiveFacts, ImmersiveProblem } from '@otodoke/protocols/immersive/types.ts';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { releases, songs } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';
import { uploads } from './uploads.ts';

/** Why a file failed verification (the spec's invalid code of a family), and what verification read from it. */
export type ImmersiveInvalidCodeJson = ImmersiveProblem;
export type ImmersiveFactsJson = ImmersiveFacts;

/** The immersive edition of one song. `status` is the spec's immersive audio song status (100 … 681). */
export const immersiveSongs = pgTable(
  'immersive_songs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    format: text('format').$type<ImmersiveAudioFormat>().notNull(),
    status: smallint('status').notNull().default(100),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    verificationStatus: smallint('verification_status').notNull().default(0),
    /** Grows with every file sent: a verification job of an older file does nothing. */
    verificationAttempt: integer('verification_attempt').notNull().default(0),
    invalidCodes: jsonb('invalid_codes').$type<ImmersiveInvalidCodeJson[]>().notNull().default([]),
    facts: jsonb('facts').$type<ImmersiveFactsJson | null>(),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('immersive_songs_song_key').on(t.songId),
    index('immersive_songs_account_idx').on(t.accountId, t.id),
    index('immersive_songs_release_idx').on(t.releaseId),
  ],
);
