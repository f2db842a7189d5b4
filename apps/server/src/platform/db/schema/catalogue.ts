// Catalogue: artists, releases, songs and the release's status history. Owners: features/releases, artists.
// Tables: artists, releases, release_artists, songs, song_artists, terms_acknowledgements,
//   release_events.
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { createdAt, updatedAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';
import { uploads } from './uploads.ts';

export type ArtistLink = { kind: string; url: string };

export type ArtistMember = { name: string; roles: string[] };

export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    artistType: text('artist_type').$type<'individual' | 'group'>().notNull(),
    nameJa: text('name_ja').notNull(),
    nameKana: text('name_kana').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    baseType: text('base_type').$type<'vocaloid'>(),
    profileJa: text('profile_ja').notNull().default(''),
    profileEn: text('profile_en').notNull().default(''),
    imageUploadId: integer('image_upload_id'),
    links: jsonb('links').$type<ArtistLink[]>().notNull().default([]),
    members: jsonb('members').$type<ArtistMember[]>().notNull().default([]),
    appleMusicArtistId: text('apple_music_artist_id'),
    spotifyArtistId: text('spotify_artist_id'),
    isVariousArtists: boolean('is_various_artists').notNull().default(false),
    showOnArtistPage: boolean('show_on_artist_page').notNull().default(false),
    /** When the account agreed that this artist's releases may appear in the yearly statistics; null: not agreed. */
    statsConsentAt: timestamp('stats_consent_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_account_idx').on(t.accountId),
    uniqueIndex('artists_various_key').on(t.accountId).where(sql`${t.isVariousArtists}`),
  ],
);

export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: smallint('status').notNull().default(100),
    title: text('title').notNull().default(''),
    version: text('version').notNull().default(''),
    labelName: text('label_name').notNull().default(''),
    primaryGenreId: text('primary_genre_id').notNull().default(''),
    secondaryGenreId: text('secondary_genre_id').notNull().default(''),
    requestedSaleStartDate: text('requested_sale_start_date').notNull().default(''),
    sellMediaOption: text('sell_media_option').notNull().default('delivery_only'),
    variablePriceType: smallint('variable_price_type').notNull().default(3),
    worldwide: boolean('worldwide').notNull().default(true),
    territories: jsonb('territories').$type<string[]>().notNull().default([]),
    storeIds: jsonb('store_ids').$type<string[]>().notNull().default([]),
    useSubmit: boolean('use_submit').notNull().default(false),
    upc: text('upc'),
    upcAssigned: boolean('upc_assigned').notNull().default(false),
    artworkUploadId: integer('artwork_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    copyrightYear: text('copyright_year').notNull().default(''),
    copyrightHolder: text('copyright_holder').notNull().default(''),
    takedownMode: text('takedown_mode'),
    /** Pay per release: the paid year of distribution ends here (set when the release first goes on sale). */
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('releases_account_idx').on(t.accountId, t.status),
    // A code is held by releases that were submitted; a draft typing one in reserves nothing.
    uniqueIndex('releases_upc_key').on(t.upc).where(sql`${t.upc} is not null and ${t.status} not in (100, 900)`),
  ],
);

/** The release's main artists in credit order. */
export const releaseArtists = pgTable(
  'release_artists',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.artistId] }), index('release_artists_artist_idx').on(t.artistId)],
);

export type SongAuthor = {
  isLyricist: boolean;
  isComposer: boolean;
  realName: string;
  penName: string;
  isForeign: boolean;
  showOnArtistPage: boolean;
};

export const songs = pgTable(
  'songs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull().default(''),
    version: text('version').notNull().default(''),
    tieup: text('tieup').notNull().default(''),
    originalSinger: text('original_singer').notNull().default(''),
    category: text('category').notNull().default('original'),
    audioLanguage: text('audio_language').notNull().default(''),
    explicit: boolean('explicit').notNull().default(false),
    lyrics: text('lyrics').notNull().default(''),
    isrc: text('isrc'),
    isrcAssigned: boolean('isrc_assigned').notNull().default(false),
    moods: jsonb('moods').$type<string[]>().notNull().default([]),
    previewStartSeconds: integer('preview_start_seconds'),
    fileUploadId: integer('file_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    syncedLyrics: text('synced_lyrics').notNull().default(''),
    syncedLyricsSha256: text('synced_lyrics_sha256'),
    immersiveAudioFormat: text('immersive_audio_format'),
    authors: jsonb('authors').$type<SongAuthor[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('songs_release_idx').on(t.releaseId, t.position), index('songs_isrc_idx').on(t.isrc)],
);

export const songArtists = pgTable(
  'song_artists',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'restrict' }),
    inputRole: text('input_role').$type<'primary' | 'featured'>().notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.songId, t.artistId] }), index('song_artists_artist_idx').on(t.artistId)],
);

/** Terms an account has accepted (karaoke, music video), with who accepted them. */
export const termsAcknowledgements = pgTable(
  'terms_acknowledgements',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    terms: text('terms').$type<'karaoke' | 'music_video'>().notNull(),
    individualId: integer('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.terms] })],
);

/** Every change of a release's status and who caused it; review decisions carry the reason the user reads. */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actor: text('actor').$type<'user' | 'system' | 'admin' | 'store'>().notNull(),
    individualId: integer('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('release_events_release_idx').on(t.releaseId, t.id)],
);
