// SQL for the accounts an individual reaches and the current account's basic information.
import { type AnyColumn, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accounts, individuals, type PermissionMap } from '../../platform/db/schema.ts';

/** One individual's membership of accounts as SQL (the team feature's; this feature cannot import it). */
export interface AccountMembership {
  isMemberSql(accountId: AnyColumn, individualId: number): SQL;
  memberIsManagerSql(accountId: AnyColumn, individualId: number): SQL<boolean>;
  memberPermissionsSql(accountId: AnyColumn, individualId: number): SQL<PermissionMap>;
  memberCounts(db: Executor, accountIds: number[]): Promise<Map<number, number>>;
}

/** The accounts the individual is a member of, with whether they manage each, by account id. */
export function listReachableAccounts(db: Executor, individualId: number, membership: AccountMembership) {
  return db
    .select({ account: accounts, isAccountManager: membership.memberIsManagerSql(accounts.id, individualId) })
    .from(accounts)
    .where(membership.isMemberSql(accounts.id, individualId))
    .orderBy(asc(accounts.id));
}

export function findAccount(db: Executor, id: number) {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.id, id))
    .then((rows) => rows[0] ?? null);
}

export async function updateAccount(db: Executor, id: number, values: Partial<typeof accounts.$inferInsert>) {
  // An empty patch changes nothing (and an UPDATE needs something to set).
  if (Object.keys(values).length === 0) return;
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

export async function setIndividualLanguage(db: Executor, individualId: number, language: 'ja' | 'en') {
  await db.update(individuals).set({ language }).where(eq(individuals.id, individualId));
}
