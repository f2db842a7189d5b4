// SQL for the account's feature flags (account_feature_flags, account_feature_flag_changes; owner: this feature), and
// the acting account of a request read with its stored flags in one query.
import { effectiveFeatures, type UserFeatureFlag } from '@otodoke/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountFeatureFlagChanges, accountFeatureFlags, accounts, individuals } from '../../platform/db/schema.ts';
import type { AccountRow, ActingAccount, ActingAccountReader } from '../../platform/http/context.ts';
import type { AccountMembership } from './accounts.repository.ts';
import { individualsOfSessions } from './identity.repository.ts';

/**
 * The account's stored flags as one JSON object (null when none is stored), for a select beside `accounts`. Nested in
 * an outer `sql`, so its columns stay qualified where Drizzle unqualifies a one-table select's columns (the inner
 * `account_id = "id"` would otherwise read the flags table's own columns if it ever had an id).
 */
const storedFlags = sql<Record<
  string,
  boolean
> | null>`(${sql`select jsonb_object_agg(${accountFeatureFlags.flag}, ${accountFeatureFlags.enabled}) from ${accountFeatureFlags} where ${accountFeatureFlags.accountId} = ${accounts.id}`})`;

const withFeatures = (row: AccountRow, stored: Record<string, boolean> | null) =>
  effectiveFeatures({ plan: row.plan }, stored);

/** The account as its member reaches it, with the effective flags: one query (`membership`: the team feature's). */
export async function findMemberAccount(
  db: Executor,
  accountId: number,
  individualId: number,
  membership: AccountMembership,
): Promise<ActingAccount | null> {
  const [found] = await db
    .select({
      row: accounts,
      isAccountManager: membership.memberIsManagerSql(accounts.id, individualId),
      permissions: membership.memberPermissionsSql(accounts.id, individualId),
      stored: storedFlags,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), membership.isMemberSql(accounts.id, individualId)));
  if (!found) return null;
  return {
    row: found.row,
    isAccountManager: found.isAccountManager,
    permissions: found.permissions,
    features: withFeatures(found.row, found.stored),
  };
}

/** The account as its manager sees it (an operator's takeover, a job acting for the account): one query. */
export async function findAccountAsManager(db: Executor, accountId: number): Promise<ActingAccount | null> {
  const [found] = await db
    .select({ row: accounts, stored: storedFlags })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!found) return null;
  return { row: found.row, isAccountManager: true, permissions: {}, features: withFeatures(found.row, found.stored) };
}

/**
 * What the request context reads the acting account with (platform/http owns no account table), given the team
 * feature's membership SQL (the team capability declares it).
 */
export function actingAccountReaderWith(membership: AccountMembership): ActingAccountReader {
  return {
    member: (db, accountId, individualId) => findMemberAccount(db, accountId, individualId, membership),
    takeover: findAccountAsManager,
    individuals: individualsOfSessions,
  };
}

export function findAccountRow(db: Executor, accountId: number) {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .then((rows) => rows[0] ?? null);
}

/** The stored flags of an account with who set each (name and e-mail) and when. */
export function listStoredFlags(db: Executor, accountId: number) {
  return db
    .select({
      flag: accountFeatureFlags.flag,
      enabled: accountFeatureFlags.enabled,
      setAt: accountFeatureFlags.setAt,
      setById: accountFeatureFlags.setBy,
      setByName: individuals.name,
      setByEmail: individuals.email,
    })
    .from(accountFeatureFlags)
    .leftJoin(individuals, eq(individuals.id, accountFeatureFlags.setBy))
    .where(eq(accountFeatureFlags.accountId, accountId))
    .orderBy(asc(accountFeatureFlags.flag));
}

/** The latest changes of an account's flags, newest first. */
export function listFlagChanges(db: Executor, accountId: number, limit: number) {
  return db
    .select({
      flag: accountFeatureFlagChanges.flag,
      enabled: accountFeatureFlagChanges.enabled,
      setAt: accountFeatureFlagChanges.setAt,
      setById: accountFeatureFlagChanges.setBy,
      setByName: individuals.name,
      setByEmail: individuals.email,
    })
    .from(accountFeatureFlagChanges)
    .leftJoin(individuals, eq(individuals.id, accountFeatureFlagChanges.setBy))
    .where(eq(accountFeatureFlagChanges.accountId, accountId))
    .orderBy(desc(accountFeatureFlagChanges.setAt), desc(accountFeatureFlagChanges.id))
    .limit(limit);
}

/** Stores a flag's value (who, when) and records the change. Call inside a transaction. */
export async function storeFlag(
  tx: Executor,
  change: { accountId: number; flag: UserFeatureFlag; enabled: boolean; setBy: number | null; at: Date },
) {
  const values = {
    accountId: change.accountId,
    flag: change.flag,
    enabled: change.enabled,
    setBy: change.setBy,
    setAt: change.at,
  };
  await tx
    .insert(accountFeatureFlags)
    .values(values)
    .onConflictDoUpdate({
      target: [accountFeatureFlags.accountId, accountFeatureFlags.flag],
      set: { enabled: values.enabled, setBy: values.setBy, setAt: values.setAt },
    });
  await tx.insert(accountFeatureFlagChanges).values(values);
}
