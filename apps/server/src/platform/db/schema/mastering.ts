// Mastering: the mixes an account sends to be mastered, their analyses, the three effect previews, the master, and
// every credit spent or given back. Owner: features/mastering. Tables: mastering_audios, mastering_credit_movements.
import type { MasteringEffect, MasteringPreviewStatus, MasteringStatus } from '@otodoke/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';
import { uploads } from './uploads.ts';

/** Loudness and tone figures of one file (source, preview or master), as the engine measured them. */
export interface MasteringAnalysisJson {
  integrated_lufs: number;
  loudness_range_lu: number;
  true_peak_dbtp: number;
  /** Peak minus RMS level, in dB. */
  crest_factor_db: number;
  duration_seconds: number;
  sample_rate: number;
  /** Energy per band (dB relative to the whole), lowest band first. */
  bands: Array<{ from_hz: number; to_hz: number; energy_db: number }>;
  /** Peak levels for drawing the waveform, 0..1, evenly spaced over the file. */
  waveform?: number[];
}

/** One rendered effect preview: where its file is and what it measures. */
export interface MasteringPreviewJson {
  storage_key: string;
  analysis: MasteringAnalysisJson;
}

/** A mix sent for mastering. `source_version` grows on every replace so that a job of an older source does nothing. */
export const masteringAudios = pgTable(
  'mastering_audios',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    sourceUploadId: integer('source_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** A commercial track the user likes: the master's tone and loudness are matched to it (decision 0022). */
    referenceUploadId: integer('reference_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    sourceVersion: integer('source_version').notNull().default(1),
    previewStartSeconds: integer('preview_start_seconds').notNull().default(0),
    previewStatus: text('preview_status').$type<MasteringPreviewStatus>().notNull().default('processing'),
    previewProgress: smallint('preview_progress').notNull().default(0),
    previewError: text('preview_error'),
    analysis: jsonb('analysis').$type<MasteringAnalysisJson | null>(),
    previews: jsonb('previews').$type<Partial<Record<MasteringEffect, MasteringPreviewJson>> | null>(),
    effect: text('effect').$type<MasteringEffect>(),
    /** Null until the user masters the whole track. */
    masteringStatus: text('mastering_status').$type<MasteringStatus>(),
    masteringProgress: smallint('mastering_progress').notNull().default(0),
    /** Grows on every master request that spends a credit; a job of an older attempt does nothing. */
    masteringAttempt: integer('mastering_attempt').notNull().default(0),
    /** A credit is taken for the running attempt and not yet given back. */
    creditHeld: boolean('credit_held').notNull().default(false),
    masteringError: text('mastering_error'),
    masterAnalysis: jsonb('master_analysis').$type<MasteringAnalysisJson | null>(),
    /**
     * Storage keys of the master: 24-bit WAV at the source rate, and 16-bit 44.1 kHz WAV for stores, with the effect
     * it was made with (absent in masters made before re-mastering kept them: `effect` is theirs). They stay while a
     * new master runs, until it succeeds.
     */
    masterKeys: jsonb('master_keys').$type<{ wav24: string; wav16: string; effect?: MasteringEffect } | null>(),
    masteringStartedAt: timestamp('mastering_started_at', { withTimezone: true }),
    masteredAt: timestamp('mastered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mastering_audios_account_idx').on(t.accountId, t.id),
    check(
      'mastering_audios_progress',
      sql`${t.previewProgress} between 0 and 100 and ${t.masteringProgress} between 0 and 100`,
    ),
  ],
);

/** A credit spent on a master (-1) or given back (+1). One of each per attempt at most: the database refuses more. */
export const masteringCreditMovements = pgTable(
  'mastering_credit_movements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    audioId: integer('audio_id').references(() => masteringAudios.id, { onDelete: 'set null' }),
    attempt: integer('attempt').notNull(),
    reason: text('reason').$type<'spend' | 'refund'>().notNull(),
    delta: smallint('delta').notNull(),
    /** Why a credit came back: failed, canceled. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mastering_credit_movements_account_idx').on(t.accountId, t.id),
    uniqueIndex('mastering_credit_movements_once').on(t.audioId, t.attempt, t.reason),
    check(
      'mastering_credit_movements_delta',
      sql`(${t.reason} = 'spend' and ${t.delta} = -1) or (${t.reason} = 'refund' and ${t.delta} = 1)`,
    ),
  ],
);
