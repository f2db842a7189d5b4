// SQL for the accounts an individual reaches and the current account's basic information.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountMembers, accounts, individuals, sessions } from '../../platform/db/schema.ts';

export function listReachableAccounts(db: Executor, individualId: number) {
  return db
    .select({ account: accounts, isAccountManager: accountMembers.isAccountManager })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.individualId, individualId))
    .orderBy(asc(accounts.id));
}

export async function memberCounts(db: Executor, accountIds: number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: accountMembers.accountId, n: count() })
    .from(accountMembers)
    .where(inArray(accountMembers.accountId, accountIds))
    .groupBy(accountMembers.accountId);
  return new Map(rows.map((row) => [row.accountId, Number(row.n)]));
}

export function findAccount(db: Executor, id: number) {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.id, id))
    .then((rows) => rows[0] ?? null);
}

export async function setSessionAccount(db: Executor, sessionId: number, accountId: number | null) {
  await db.update(sessions).set({ currentAccountId: accountId }).where(eq(sessions.id, sessionId));
}

export async function updateAccount(db: Executor, id: number, values: Partial<typeof accounts.$inferInsert>) {
  // An empty patch changes nothing (and an UPDATE needs something to set).
  if (Object.keys(values).length === 0) return;
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

export async function setIndividualLanguage(db: Executor, individualId: number, language: 'ja' | 'en') {
  await db.update(individuals).set({ language }).where(eq(individuals.id, individualId));
}
