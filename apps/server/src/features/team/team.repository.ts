// SQL for members and invitations of an account.
import { type AnyColumn, and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountInvites, accountMembers } from '../../platform/db/schema.ts';
import { accountNames, individualCards } from '../accounts/index.ts';

export type InviteRow = typeof accountInvites.$inferSelect;

export function listMembers(db: Executor, accountId: number) {
  const individual = individualCards(db);
  return db
    .select({
      member: accountMembers,
      individual: { id: individual.id, name: individual.name, email: individual.email },
    })
    .from(accountMembers)
    .innerJoin(individual, eq(individual.id, accountMembers.individualId))
    .where(eq(accountMembers.accountId, accountId))
    .orderBy(desc(accountMembers.isAccountManager), asc(accountMembers.createdAt));
}

export function findMember(db: Executor, accountId: number, individualId: number) {
  const individual = individualCards(db);
  return db
    .select({
      member: accountMembers,
      individual: { id: individual.id, name: individual.name, email: individual.email },
    })
    .from(accountMembers)
    .innerJoin(individual, eq(individual.id, accountMembers.individualId))
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.individualId, individualId)))
    .then((rows) => rows[0] ?? null);
}

export async function countManagers(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.isAccountManager, true)));
  return Number(row?.n ?? 0);
}

export async function updateMember(
  db: Executor,
  accountId: number,
  individualId: number,
  values: Partial<typeof accountMembers.$inferInsert>,
) {
  // An empty patch changes nothing (and an UPDATE needs something to set).
  if (Object.keys(values).length === 0) return;
  await db
    .update(accountMembers)
    .set(values)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.individualId, individualId)));
}

export async function deleteMember(db: Executor, accountId: number, individualId: number) {
  await db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.individualId, individualId)));
}

export async function insertMember(db: Executor, values: typeof accountMembers.$inferInsert) {
  await db.insert(accountMembers).values(values);
}

export function listInvites(db: Executor, accountId: number, statusId: number) {
  return db
    .select()
    .from(accountInvites)
    .where(and(eq(accountInvites.accountId, accountId), eq(accountInvites.statusId, statusId)))
    .orderBy(desc(accountInvites.createdAt));
}

export async function insertInvite(db: Executor, values: typeof accountInvites.$inferInsert): Promise<InviteRow> {
  const [row] = await db.insert(accountInvites).values(values).returning();
  return row!;
}

export async function setInviteStatus(db: Executor, id: number, statusId: number) {
  await db.update(accountInvites).set({ statusId }).where(eq(accountInvites.id, id));
}

export async function setPendingInvitesStatus(
  db: Executor,
  accountId: number,
  email: string,
  from: number,
  to: number,
) {
  await db
    .update(accountInvites)
    .set({ statusId: to })
    .where(
      and(eq(accountInvites.accountId, accountId), eq(accountInvites.email, email), eq(accountInvites.statusId, from)),
    );
}

export function findInviteById(db: Executor, accountId: number, id: number) {
  return db
    .select()
    .from(accountInvites)
    .where(and(eq(accountInvites.accountId, accountId), eq(accountInvites.id, id)))
    .then((rows) => rows[0] ?? null);
}

export function findInviteByTokenHash(db: Executor, tokenHash: string) {
  const account = accountNames(db);
  return db
    .select({ invite: accountInvites, accountName: account.name })
    .from(accountInvites)
    .innerJoin(account, eq(account.id, accountInvites.accountId))
    .where(eq(accountInvites.tokenHash, tokenHash))
    .then((rows) => rows[0] ?? null);
}

/** The account a fresh session starts in: the first one the individual manages, else the first joined. */
export async function defaultAccountId(db: Executor, individualId: number): Promise<number | null> {
  const [row] = await db
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.individualId, individualId))
    .orderBy(desc(accountMembers.isAccountManager), accountMembers.createdAt, accountMembers.accountId)
    .limit(1);
  return row?.accountId ?? null;
}

/** The id of an account's first manager (by joining, then id) as a scalar subquery, given the account id column. */
export function firstManagerIdSql(accountId: AnyColumn | SQL): SQL<number | null> {
  return sql<number | null>`(${sql`select ${accountMembers.individualId} from ${accountMembers}
    where ${accountMembers.accountId} = ${accountId} and ${accountMembers.isAccountManager}
    order by ${accountMembers.createdAt}, ${accountMembers.individualId} limit 1`})`;
}

/** Whether the account has a member among `individualIds` (a subquery of ids), given the account id column. */
export function accountHasMemberAmongSql(accountId: AnyColumn | SQL, individualIds: SQL): SQL {
  return sql`exists (${sql`select 1 from ${accountMembers}
    where ${accountMembers.accountId} = ${accountId} and ${accountMembers.individualId} in ${individualIds}`})`;
}
