// Identity: people, accounts, membership and sign-in. Owners: features/auth, accounts, team, profile; platform/auth.
// Tables: individuals, accounts, account_members, account_invites, devices, sessions, signin_challenges, email_tokens,
//   signin_attempts, oidc_states; account_feature_flags and account_feature_flag_changes (owner features/accounts).
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
import { createdAt } from './columns.ts';

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
  /** The account's own ISRC registrant prefix ("JPX12"); the service's range is used when absent. */
  isrcPrefix: text('isrc_prefix'),
  /** Mastering credits bought and not yet used. */
  masteringCredits: integer('mastering_credits').notNull().default(0),
  /** The affiliate account whose invite link this account signed up through. */
  referredByAccountId: integer('referred_by_account_id'),
  createdAt: createdAt(),
});

/**
 * An account's feature flags as set (domain USER_FEATURE_FLAGS, one spelling). A flag without a row has its recorded
 * default (domain `effectiveFeatures`). `set_by` is the operator; null when the system or the demo seed set it.
 */
export const accountFeatureFlags = pgTable(
  'account_feature_flags',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
    setBy: integer('set_by').references(() => individuals.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.flag] })],
);

/** Every change of a flag, so operators see who changed what and when. */
export const accountFeatureFlagChanges = pgTable(
  'account_feature_flag_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
    setBy: integer('set_by').references(() => individuals.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_feature_flag_changes_account_idx').on(t.accountId, t.setAt)],
);

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
