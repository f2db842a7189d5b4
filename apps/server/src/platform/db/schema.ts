// The database schema (PostgreSQL dialect; PGlite embedded or a PostgreSQL server). Migrations are generated from it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type PermissionMap = Record<string, 'readonly' | 'editable' | 'none'>;

export const individuals = pgTable(
  'individuals',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('ja'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(true),
    verifyNewDevices: boolean('verify_new_devices').notNull().default(true),
    googleSubject: text('google_subject'),
    isAdmin: boolean('is_admin').notNull().default(false),
    shouldResetPassword: boolean('should_reset_password').notNull().default(false),
    notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('individuals_email_key').on(t.email),
    uniqueIndex('individuals_google_subject_key').on(t.googleSubject),
  ],
);

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name'),
  personCompanyType: text('person_company_type').$type<'person' | 'company'>().notNull(),
  accountModelType: text('account_model_type').$type<'VD' | 'LS' | 'OEM'>().notNull().default('VD'),
  oem: text('oem'),
  plan: text('plan').notNull().default('payper'),
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  /** The account's own ISRC registrant prefix ("JPX12"); the service's range is used when absent. */
  isrcPrefix: text('isrc_prefix'),
  /** Mastering credits bought and not yet used. */
  masteringCredits: integer('mastering_credits').notNull().default(0),
  /** The affiliate account whose invite link this account signed up through. */
  referredByAccountId: integer('referred_by_account_id'),
  createdAt: createdAt(),
});

export const accountMembers = pgTable(
  'account_members',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    individualId: integer('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    isAccountManager: boolean('is_account_manager').notNull().default(false),
    permissions: jsonb('permissions').$type<PermissionMap>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.individualId] }),
    index('account_members_individual_idx').on(t.individualId),
  ],
);

export const accountInvites = pgTable(
  'account_invites',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    permissions: jsonb('permissions').$type<PermissionMap>().notNull(),
    isAccountManager: boolean('is_account_manager').notNull().default(false),
    statusId: smallint('status_id').notNull().default(10),
    invitedBy: integer('invited_by').references(() => individuals.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_invites_token_key').on(t.tokenHash),
    index('account_invites_account_idx').on(t.accountId),
  ],
);

/** A device is one browser (a long-lived cookie); sessions are sign-ins on it. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    deviceKeyHash: text('device_key_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_individual_key').on(t.individualId, t.deviceKeyHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    currentAccountId: integer('current_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    takeoverAccountId: integer('takeover_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_individual_idx').on(t.individualId)],
);

/** A sign-in waiting for a mailed code (tfa or verify_device). */
export const signinChallenges = pgTable(
  'signin_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'tfa' | 'verify_device'>().notNull(),
    codeHash: text('code_hash').notNull(),
    deviceKeyHash: text('device_key_hash').notNull(),
    redirectUrl: text('redirect_url'),
    attempts: integer('attempts').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signin_challenges_token_key').on(t.tokenHash)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'password_reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_token_key').on(t.tokenHash)],
);

/**
 * Every password sign-in attempt. Failures since the last success for an address (known or not, so the answer
 * does not reveal which addresses exist) decide the captcha and the lock; attempts per client address decide `wait`.
 */
export const signinAttempts = pgTable(
  'signin_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailHash: text('email_hash').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('signin_attempts_email_idx').on(t.emailHash, t.createdAt),
    index('signin_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** OIDC state for an authorization request in flight (PKCE verifier, nonce). */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  /** Where to go after sign-in (same-site path), kept across the round trip to the provider. */
  redirectUrl: text('redirect_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Mail kept for the developer mailbox page (outside production), and a record of every sent message. */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_mail_to_idx').on(t.to)],
);

export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  level: text('level').notNull(),
  data: jsonb('data').notNull(),
  individualId: integer('individual_id'),
  createdAt: createdAt(),
});

export const visits = pgTable('visits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  via: text('via'),
  pageVia: text('page_via'),
  referer: text('referer'),
  createdAt: createdAt(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_account_idx').on(t.accountId),
    uniqueIndex('artists_various_key').on(t.accountId).where(sql`${t.isVariousArtists}`),
  ],
);

export type UploadStatus = 'uploading' | 'checking' | 'accepted' | 'rejected';

/** A file sent through the resumable upload endpoint, with what was read from it. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    individualId: integer('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
    tusId: text('tus_id').notNull(),
    kind: text('kind').$type<'audio' | 'video' | 'artwork' | 'image' | 'csv'>().notNull(),
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
  (t) => [uniqueIndex('uploads_tus_key').on(t.tusId), index('uploads_account_idx').on(t.accountId)],
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

/** Next free number per identifier range: ISRC designations per prefix and year, UPC item references per prefix. */
export const identifierCounters = pgTable(
  'identifier_counters',
  {
    kind: text('kind').$type<'isrc' | 'upc' | 'receipt'>().notNull(),
    prefix: text('prefix').notNull(),
    year: smallint('year').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.prefix, t.year] })],
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

/** The account's customer at the payment gateway (cards are saved there, never here). */
export const paymentCustomers = pgTable('payment_customers', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gatewayCustomerId: text('gateway_customer_id').notNull(),
  createdAt: createdAt(),
});

/** The registered card: the gateway's token and what a person recognises it by. */
export const paymentCards = pgTable('payment_cards', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gatewayPaymentMethodId: text('gateway_payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  registeredBy: integer('registered_by').references(() => individuals.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A card entry started on the gateway's page: only the account that started it may finish it. */
export const cardSetups = pgTable('card_setups', {
  sessionId: text('session_id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  individualId: integer('individual_id').references(() => individuals.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    product: text('product'),
    discountAmount: integer('discount_amount'),
    discountPercent: smallint('discount_percent'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerAccount: integer('max_uses_per_account').notNull().default(1),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

/** Coupons an account has entered, so they are listed and offered at checkout. */
export const couponActivations = pgTable(
  'coupon_activations',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activatedBy: integer('activated_by').references(() => individuals.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.accountId] }), index('coupon_activations_account_idx').on(t.accountId)],
);

/** Terms of unlimited plans: one row per year bought; renewals add the next row. */
export const planTerms = pgTable(
  'plan_terms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    extraArtists: integer('extra_artists').notNull().default(0),
    extraMembers: integer('extra_members').notNull().default(0),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_terms_account_idx').on(t.accountId, t.endsAt)],
);

export type PaymentNextActionJson =
  | { type: 'redirect'; url: string }
  | {
      type: 'konbini';
      expiresAt: string;
      voucherUrl: string;
      stores: Record<string, { confirmationNumber: string; paymentCode: string }>;
    }
  | {
      type: 'payeasy';
      expiresAt: string;
      voucherUrl: string;
      billerNumber: string;
      customerNumber: string;
      confirmationNumber: string;
    };

/** What an order buys: a release's year of distribution or a plan product. */
export type PaymentOrderKind = 'release' | 'plan';

/** A payment order: the amounts are fixed when it is created; the status follows the gateway. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderedBy: integer('ordered_by').references(() => individuals.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PaymentOrderKind>().notNull(),
    /** The spec's purchase type for plan orders ('release' orders: null). */
    purchaseType: text('purchase_type'),
    plan: text('plan'),
    releaseId: integer('release_id').references(() => releases.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    status: smallint('status').notNull().default(100),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    net: integer('net').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    taxRatePercent: smallint('tax_rate_percent').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The client's key for "this one purchase": repeats answer the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** Set before the first request to the gateway: from then on only the gateway's answer settles the order. */
    gatewayAttemptedAt: timestamp('gateway_attempted_at', { withTimezone: true }),
    nextAction: jsonb('next_action').$type<PaymentNextActionJson | null>(),
    failureCode: text('failure_code'),
    /** The release's status before it waited for this payment (where it goes back to or on from). */
    releaseStatusBefore: smallint('release_status_before'),
    termStartsAt: timestamp('term_starts_at', { withTimezone: true }),
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }),
    language: text('language').$type<'ja' | 'en'>().notNull().default('ja'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_orders_account_idx').on(t.accountId, t.id),
    uniqueIndex('payment_orders_idempotency_key').on(t.accountId, t.idempotencyKey),
    uniqueIndex('payment_orders_gateway_key').on(t.gatewayPaymentId),
    uniqueIndex('payment_orders_receipt_key').on(t.receiptNumber),
    // One open order per release: a second checkout answers the first.
    uniqueIndex('payment_orders_open_release_key')
      .on(t.releaseId)
      .where(sql`${t.releaseId} is not null and ${t.status} < 300`),
  ],
);

export const paymentOrderLines = pgTable(
  'payment_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('payment_order_lines_order_idx').on(t.orderId)],
);

/** A coupon used by an order; released again when the order expires or is canceled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.accountId)],
);

/** Gateway notifications already handled (a redelivered event changes nothing). */
export const paymentGatewayEvents = pgTable('payment_gateway_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  gatewayPaymentId: text('gateway_payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts in the affiliate programme, with the code of their invite link. */
export const affiliates = pgTable(
  'affiliates',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    joinedBy: integer('joined_by').references(() => individuals.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_code_key').on(t.code)],
);

/** A reward earned when an invited account paid: held, then paid into the balance. */
export const affiliateRewards = pgTable(
  'affiliate_rewards',
  {
    id: serial('id').primaryKey(),
    affiliateAccountId: integer('affiliate_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    referredAccountId: integer('referred_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    rewardType: text('reward_type').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_rewards_order_key').on(t.orderId),
    index('affiliate_rewards_affiliate_idx').on(t.affiliateAccountId, t.id),
  ],
);

/** Notices to an account (personal) or to everyone (general, account_id null), in both languages. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'general' | 'personal'>().notNull(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
    bodyJa: text('body_ja').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** A page of the service the message is about, e.g. `/dashboard/releases/new?release_id=3`. */
    linkPath: text('link_path'),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_account_idx').on(t.accountId, t.id)],
);

/** Which account has read which message (team members share their account's inbox). */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.accountId] })],
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

export type DeliveryStatus =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'on_sale'
  | 'refused'
  | 'failed'
  | 'takedown_queued'
  | 'takedown_sent'
  | 'taken_down';
export type DeliveryAction = 'new' | 'update' | 'takedown';

/** One release at one store: what was last sent there and what the store said. */
export const releaseDeliveries = pgTable(
  'release_deliveries',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('queued'),
    action: text('action').$type<DeliveryAction>().notNull().default('new'),
    /** The message the current status is about (the newest sent). */
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    onSaleAt: timestamp('on_sale_at', { withTimezone: true }),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('release_deliveries_release_store_key').on(t.releaseId, t.storeId),
    index('release_deliveries_status_idx').on(t.status),
  ],
);

/** Every ERN message built for a delivery: validated before it leaves, then sent and answered. */
export const deliveryMessages = pgTable(
  'delivery_messages',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => releaseDeliveries.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    action: text('action').$type<DeliveryAction>().notNull(),
    batchId: text('batch_id').notNull(),
    status: text('status').$type<'built' | 'invalid' | 'sent' | 'accepted' | 'refused'>().notNull(),
    /** The ERN XML as sent (storage key). */
    storageKey: text('storage_key'),
    problems: jsonb('problems').$type<Array<{ kind: string; message: string; line?: number }>>().notNull().default([]),
    ackStatus: text('ack_status'),
    ackReason: text('ack_reason'),
    bytesSent: bigint('bytes_sent', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_messages_message_key').on(t.messageId),
    index('delivery_messages_delivery_idx').on(t.deliveryId, t.id),
  ],
);

/** Renewal reminders already mailed (one per release, term and lead time). */
export const renewalNotices = pgTable(
  'renewal_notices',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.termEndsAt, t.daysBefore] })],
);

// ---- Money: the double-entry ledger ----

/**
 * A ledger account: an Otodoke account's wallet (its balance; never below zero, the check constraint refuses it even
 * under concurrent writes) or one of the service's own accounts (`system:store_revenue`, `system:withdrawals_pending`,
 * ...), which are the other side of every movement. `balance` is kept in step with the entries in the same statement
 * that writes them; a test checks it always equals their sum.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<'wallet' | 'system'>().notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Yen. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    uniqueIndex('ledger_accounts_wallet_key').on(t.accountId).where(sql`${t.kind} = 'wallet'`),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' or ${t.balance} >= 0`),
  ],
);

/** One movement of money: its entries sum to zero. `(kind, reference)` is unique, so a retried posting counts once. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** What the account holder reads in their history, both languages. */
    memoJa: text('memo_ja').notNull().default(''),
    memoEn: text('memo_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_reference_key').on(t.kind, t.reference)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    /** Yen; positive into the ledger account, negative out of it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.ledgerAccountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

// ---- Revenue: sales reports, sales lines and their rollups ----

/** A sales report file as received (from a store's outbox over SFTP, or uploaded by an operator). */
export const salesReports = pgTable(
  'sales_reports',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<'sftp' | 'upload'>().notNull(),
    storeId: text('store_id').notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file twice is recognised and changes nothing. */
    sha256: text('sha256').notNull(),
    format: text('format').$type<'dsr' | 'apple'>().notNull(),
    profile: text('profile'),
    messageId: text('message_id'),
    fileNumber: integer('file_number').notNull().default(1),
    numberOfFiles: integer('number_of_files').notNull().default(1),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The rates the report was converted with: currency -> yen per unit, as decimal text. */
    currencyRates: jsonb('currency_rates').$type<Record<string, string>>().notNull().default({}),
    lines: integer('lines').notNull().default(0),
    matchedLines: integer('matched_lines').notNull().default(0),
    unmatchedLines: integer('unmatched_lines').notNull().default(0),
    revenueJpyMicros: bigint('revenue_jpy_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    warnings: jsonb('warnings').$type<Array<{ line: number; code: string; message: string }>>().notNull().default([]),
    /** Per summary id, what this file's sales came to: the other files of a multi-file report are checked with it. */
    summaryTotals: jsonb('summary_totals').$type<Record<string, unknown>>().notNull().default({}),
    storageKey: text('storage_key'),
    uploadedBy: integer('uploaded_by').references(() => individuals.id, { onDelete: 'set null' }),
    /** The corrected report that took this one's place (its lines reversed in the same transaction). */
    replacedBy: integer('replaced_by'),
    /** The report this one corrects (set as its import begins: one correction of a report at a time). */
    replacesReportId: integer('replaces_report_id'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /**
     * `importing` while a large file goes in step by step (its lines invisible until the last step), with the time of
     * its last step: an import that stopped (a crash) is taken back whole once it has been still for a while.
     */
    state: text('state').$type<'importing' | 'imported'>().notNull().default('imported'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: createdAt(),
  },
  (t) => [uniqueIndex('sales_reports_sha256_key').on(t.sha256), index('sales_reports_store_idx').on(t.storeId, t.id)],
);

/** A report file that could not be imported: kept apart so the failed import leaves nothing else behind. */
export const salesReportFailures = pgTable('sales_report_failures', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  storeId: text('store_id').notNull(),
  fileName: text('file_name').notNull(),
  sha256: text('sha256').notNull(),
  reason: text('reason').notNull(),
  /** How the store listed the file when it failed: the poller fetches it again once the store's file changes. */
  listedSize: bigint('listed_size', { mode: 'number' }),
  listedModifiedMs: bigint('listed_modified_ms', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * What became of lines, in order: every import (and every resolution of unmatched lines) is a batch. A month's close
 * takes the batches up to a cut-off, so a line is confirmed exactly once, in the first close after it arrived.
 */
export const salesBatches = pgTable('sales_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'import' | 'resolution' | 'reversal'>().notNull(),
  reportId: integer('report_id').references(() => salesReports.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One matched sales line: what was sold, where, how, and for how much (in yen micro-units: 1 yen = 1 000 000). */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    reportId: integer('report_id').notNull(),
    accountId: integer('account_id').notNull(),
    releaseId: integer('release_id').notNull(),
    songId: integer('song_id'),
    storeId: text('store_id').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    country: text('country').notNull().default(''),
    /** JIS prefecture code 1..47 for stores that report them, 0 otherwise. */
    prefecture: smallint('prefecture').notNull().default(0),
    detailType: text('detail_type').notNull(),
    revenueType: text('revenue_type').notNull(),
    commercialModel: text('commercial_model').notNull().default(''),
    useType: text('use_type').notNull().default(''),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** In the report's currency, micro-units. */
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('sales_lines_account_date_idx').on(t.accountId, t.saleDate),
    index('sales_lines_batch_idx').on(t.batchId),
    index('sales_lines_report_idx').on(t.reportId),
  ],
);

/** Lines no release or song could be found for, waiting for an operator. */
export const unmatchedSalesLines = pgTable(
  'unmatched_sales_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => salesReports.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    storeId: text('store_id').notNull(),
    isrc: text('isrc').notNull().default(''),
    icpn: text('icpn').notNull().default(''),
    title: text('title').notNull().default(''),
    artist: text('artist').notNull().default(''),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    country: text('country').notNull().default(''),
    prefecture: smallint('prefecture').notNull().default(0),
    commercialModel: text('commercial_model').notNull().default(''),
    useType: text('use_type').notNull().default(''),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
    /** `pending` while its report is still importing (not in the operators' queue yet). */
    status: text('status')
      .$type<'pending' | 'open' | 'resolved' | 'dismissed' | 'replaced'>()
      .notNull()
      .default('open'),
    resolvedReleaseId: integer('resolved_release_id').references(() => releases.id, { onDelete: 'set null' }),
    resolvedBy: integer('resolved_by').references(() => individuals.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('unmatched_sales_lines_open_idx').on(t.status, t.isrc, t.icpn),
    index('unmatched_sales_lines_report_idx').on(t.reportId),
  ],
);

/**
 * Sales summed by account, day, one dimension (release, song, country, jppref, store) and detail type, kept in the same
 * transaction as the lines they sum; the estimate report reads only these.
 */
export const salesRollups = pgTable(
  'sales_rollups',
  {
    accountId: integer('account_id').notNull(),
    dimension: text('dimension').$type<'release' | 'song' | 'country' | 'jppref' | 'store'>().notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    detailType: text('detail_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dimension, t.saleDate, t.key, t.detailType] })],
);

/**
 * A report's lines as read, while it is imported (staging: emptied once the report is in). Kept in a table, not a
 * temporary one, so a large report goes in over several short transactions and the service answers meanwhile.
 */
export const salesImportLines = pgTable(
  'sales_import_lines',
  {
    reportId: integer('report_id').notNull(),
    lineNo: integer('line_no').notNull(),
    summaryId: text('summary_id'),
    isrc: text('isrc').notNull(),
    icpn: text('icpn').notNull(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    prefecture: smallint('prefecture').notNull(),
    commercialModel: text('commercial_model').notNull(),
    useType: text('use_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Micro-units of the currency when the line has its own amount; null: a share of its summary's. */
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }),
  },
  (t) => [index('sales_import_lines_report_idx').on(t.reportId, t.lineNo)],
);

/** A report's summaries while it is imported: what a line's share is taken from. */
export const salesImportSummaries = pgTable(
  'sales_import_summaries',
  {
    reportId: integer('report_id').notNull(),
    summaryId: text('summary_id').notNull(),
    currency: text('currency').notNull(),
    netMicros: bigint('net_micros', { mode: 'bigint' }).notNull(),
    /** Declared by the summary; null: shared by the usages of its lines (`readUsages`). */
    usages: bigint('usages', { mode: 'number' }),
    readUsages: bigint('read_usages', { mode: 'number' }),
  },
  (t) => [index('sales_import_summaries_report_idx').on(t.reportId, t.summaryId)],
);

/** Each distinct (ICPN, ISRC) of a report being imported, resolved once to its release, song and account. */
export const salesImportKeys = pgTable(
  'sales_import_keys',
  {
    reportId: integer('report_id').notNull(),
    icpn: text('icpn').notNull(),
    isrc: text('isrc').notNull(),
    accountId: integer('account_id'),
    releaseId: integer('release_id'),
    songId: integer('song_id'),
    revenueType: text('revenue_type'),
  },
  (t) => [index('sales_import_keys_report_idx').on(t.reportId, t.icpn, t.isrc)],
);

/** Rollups of a batch's lines as its steps go in, added to `sales_rollups` in the batch's last step. */
export const salesRollupParts = pgTable(
  'sales_rollup_parts',
  {
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    dimension: text('dimension').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    detailType: text('detail_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('sales_rollup_parts_batch_idx').on(t.batchId)],
);

/** Yen per unit of a currency for the reports of a month (operators keep it); each report keeps the rates it used. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    /** Decimal text, e.g. "151.2345". */
    yenPerUnit: text('yen_per_unit').notNull(),
    updatedBy: integer('updated_by').references(() => individuals.id, { onDelete: 'set null' }),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency] })],
);

/** The months confirmed: which batches each close took. */
export const revenueCloses = pgTable('revenue_closes', {
  month: text('month').primaryKey(),
  /** Batches with an id up to this one (and after the previous close's) are confirmed in this month. */
  batchCutoff: bigint('batch_cutoff', { mode: 'number' }).notNull(),
  closedBy: integer('closed_by').references(() => individuals.id, { onDelete: 'set null' }),
  closedAt: createdAt(),
});

/** An account's confirmed statement for one month: its lines and the yen credited to its balance. */
export const revenueStatements = pgTable(
  'revenue_statements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    /** Sub-yen remainder carried in from the previous statement and out to the next, micro-units. */
    carryInMicros: bigint('carry_in_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    carryOutMicros: bigint('carry_out_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    totalYen: bigint('total_yen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('revenue_statements_account_month_key').on(t.accountId, t.month)],
);

export const revenueStatementLines = pgTable(
  'revenue_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => revenueStatements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'sales' | 'split_in' | 'split_out'>().notNull(),
    revenueType: text('revenue_type').notNull(),
    storeId: text('store_id').notNull().default(''),
    releaseId: integer('release_id'),
    /** The month the sales happened in ('YYYY-MM'): earlier than the statement's for lines reported late. */
    saleMonth: text('sale_month').notNull(),
    /** For splits: the other account. */
    counterpartyAccountId: integer('counterparty_account_id'),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('revenue_statement_lines_statement_idx').on(t.statementId)],
);

// ---- Splits ----

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

// ---- Withdrawal ----

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    accountType: text('account_type').$type<'savings' | 'checking'>().notNull(),
    accountNumber: text('account_number').notNull(),
    /** Half-width kana as banks print it. */
    holderName: text('holder_name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_account_idx').on(t.accountId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: text('status').$type<'requested' | 'paid' | 'rejected'>().notNull().default('requested'),
    /** The client's key: the same request sent twice (a double click, a retry) makes one withdrawal. */
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull().default(''),
    requestedBy: integer('requested_by').references(() => individuals.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_account_idx').on(t.accountId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    uniqueIndex('withdrawals_idempotency_key').on(t.accountId, t.idempotencyKey),
  ],
);
