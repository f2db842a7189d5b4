// SQL for members and invitations of an account.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountInvites, accountMembers, accounts, individuals } from '../../platform/db/schema.ts';

export type InviteRow = typeof accountInvites.$inferSelect;

export function listMembers(db: Executor, accountId: number) {
  return db
    .select({
      member: accountMembers,
      individual: { id: individuals.id, name: individuals.name, email: individuals.email },
    })
    .from(accountMembers)
    .innerJoin(individuals, eq(individuals.id, accountMembers.individualId))
    .where(eq(accountMembers.accountId, accountId))
    .orderBy(desc(accountMembers.isAccountManager), asc(accountMembers.createdAt));
}

export function findMember(db: Executor, accountId: number, individualId: number) {
  return db
    .select({
      member: accountMembers,
      individual: { id: individuals.id, name: individuals.name, email: individuals.email },
    })
    .from(accountMembers)
    .innerJoin(individuals, eq(individuals.id, accountMembers.individualId))
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
  return db
    .select({ invite: accountInvites, accountName: accounts.name })
    .from(accountInvites)
    .innerJoin(accounts, eq(accounts.id, accountInvites.accountId))
    .where(eq(accountInvites.tokenHash, tokenHash))
    .then((rows) => rows[0] ?? null);
}

export function findIndividualByEmail(db: Executor, email: string) {
  return db
    .select({ id: individuals.id, name: individuals.name, email: individuals.email })
    .from(individuals)
    .where(eq(individuals.email, email))
    .then((rows) => rows[0] ?? null);
}
