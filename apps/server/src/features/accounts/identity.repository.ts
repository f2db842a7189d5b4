// SQL on individuals and accounts (owner: this feature) that other features call through index.ts: sign-up and
// sign-in (auth), the individual's own settings (profile), members and invitations (team), the operators' search; and,
// through this capability's services (`identity`), what messages and billing's affiliate programme read (they cannot
// import this feature), and the session's individual (platform/auth, through the request context's reader).
import { type AnyColumn, and, count, desc, eq, getTableColumns, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';
import { accounts, individuals } from '../../platform/db/schema.ts';

export type IndividualRow = typeof individuals.$inferSelect;
export type AccountRecord = typeof accounts.$inferSelect;

export function findIndividualByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(individuals)
    .where(eq(individuals.email, email))
    .then((rows) => rows[0] ?? null);
}

/** The individual with a row lock until the transaction ends: mail limits per address are checked under it. */
export function lockIndividualByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(individuals)
    .where(eq(individuals.email, email))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

export function findIndividualById(db: Executor, id: number) {
  return db
    .select()
    .from(individuals)
    .where(eq(individuals.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The individual a Google account is linked to, or null. */
export function findIndividualByGoogleSubject(db: Executor, subject: string) {
  return db
    .select()
    .from(individuals)
    .where(eq(individuals.googleSubject, subject))
    .then((rows) => rows[0] ?? null);
}

export async function insertIndividual(db: Executor, values: typeof individuals.$inferInsert): Promise<IndividualRow> {
  const [row] = await db.insert(individuals).values(values).returning();
  return row!;
}

export async function updateIndividual(db: Executor, id: number, values: Partial<typeof individuals.$inferInsert>) {
  await db.update(individuals).set(values).where(eq(individuals.id, id));
}

export async function insertAccount(db: Executor, values: typeof accounts.$inferInsert): Promise<AccountRecord> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

/** Takes the account's row lock until the transaction ends (membership changes of one account go one at a time). */
export async function lockAccount(tx: Executor, accountId: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** Sets the account's plan, in the caller's transaction (billing's plan terms decide it). */
export async function setAccountPlan(db: Executor, accountId: number, plan: string): Promise<void> {
  await db.update(accounts).set({ plan }).where(eq(accounts.id, accountId));
}

/**
 * Every account's plan becomes `planOf(accounts.id)` (billing's SQL over its plan terms) where it differs, in one
 * statement.
 */
export async function setPlansFrom(db: Executor, planOf: (accountId: AnyColumn) => SQL): Promise<void> {
  const current = planOf(accounts.id);
  await db.update(accounts).set({ plan: current }).where(sql`${accounts.plan} is distinct from ${current}`);
}

/** Adds mastering credits to the account (a paid order), in the caller's transaction. */
export async function addMasteringCredits(db: Executor, accountId: number, credits: number): Promise<void> {
  await db
    .update(accounts)
    .set({ masteringCredits: sql`${accounts.masteringCredits} + ${credits}` })
    .where(eq(accounts.id, accountId));
}

/**
 * Takes one mastering credit from the account under its row lock (the UPDATE takes it), in the caller's transaction:
 * the credits left, or null when there was none to take.
 */
export async function takeMasteringCredit(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await db
    .update(accounts)
    .set({ masteringCredits: sql`${accounts.masteringCredits} - 1` })
    .where(and(eq(accounts.id, accountId), gt(accounts.masteringCredits, 0)))
    .returning({ credits: accounts.masteringCredits });
  return row ? row.credits : null;
}

/** The account's mastering credits now (0 for an unknown account). */
export async function masteringCreditsOf(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ credits: accounts.masteringCredits })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.credits ?? 0;
}

/** Whether an account with this id exists. */
export async function accountExists(db: Executor, accountId: number): Promise<boolean> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return Boolean(account);
}

/** How many accounts signed up through the account's affiliate link. */
export async function countReferredAccounts(db: Executor, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.referredByAccountId, accountId));
  return row?.n ?? 0;
}

/** Whether the account whose id is `accountId` (a column) is a person or a company, as a scalar subquery (nested). */
export function accountTypeSql(accountId: AnyColumn | SQL): SQL<AccountRecord['personCompanyType']> {
  const select = sql`select ${accounts.personCompanyType} from ${accounts} where ${accounts.id} = ${accountId}`;
  return sql<AccountRecord['personCompanyType']>`(${select})`;
}

/** Every column of individuals as a subquery to join to a session, with its columns by name (platform/auth's). */
export function individualsOfSessions(db: Executor) {
  const source = db.select(getTableColumns(individuals)).from(individuals).as('session_individual');
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(individuals)).map((name) => [name, source[name as keyof typeof source]]),
  ) as unknown as { [K in keyof IndividualRow]: PgColumn };
  return { source, columns };
}

/** Individuals' id, name and e-mail as a subquery to join (a member list, an inbox's author), aliased `alias`. */
export function individualCards(db: Executor, alias = 'individual_card') {
  return db
    .select({ id: individuals.id, name: individuals.name, email: individuals.email })
    .from(individuals)
    .as(alias);
}

/** Accounts' id and name as a subquery to join (an invitation's account), aliased `alias`. */
export function accountNames(db: Executor, alias = 'account_name') {
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).as(alias);
}

/**
 * The e-mail of the individual whose id is `individualId` (a column or subquery), as a scalar subquery. Nested in an
 * outer `sql`, so its columns stay qualified where Drizzle unqualifies a one-table select's columns.
 */
export function individualEmailSql(individualId: SQL | AnyColumn): SQL<string | null> {
  const select = sql`select ${individuals.email} from ${individuals} where ${individuals.id} = ${individualId}`;
  return sql<string | null>`(${select})`;
}

/** The name of the individual whose id is `individualId` (null when none), as a scalar subquery (nested likewise). */
export function individualNameSql(individualId: SQL | AnyColumn): SQL<string | null> {
  const select = sql`select ${individuals.name} from ${individuals} where ${individuals.id} = ${individualId}`;
  return sql<string | null>`(${select})`;
}

/** The ids of individuals whose e-mail matches an ILIKE pattern, as a subquery (for `in (...)`). */
export function individualIdsWithEmailLikeSql(pattern: string): SQL {
  return sql`(${sql`select ${individuals.id} from ${individuals} where ${individuals.email} ilike ${pattern}`})`;
}

/**
 * One page of accounts, newest first, and how many match, for the operators' search: `pattern` (ILIKE) matches the
 * account's name, or `alsoMatch` (a condition given the account id column); `managerEmail` is selected beside.
 */
export async function searchAccountsPage(
  db: Executor,
  input: {
    pattern: string | null;
    alsoMatch: (accountId: AnyColumn) => SQL;
    managerEmail: (accountId: AnyColumn) => SQL<string | null>;
    limit: number;
    offset: number;
  },
) {
  const where = input.pattern ? or(ilike(accounts.name, input.pattern), input.alsoMatch(accounts.id)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: accounts, managerEmail: input.managerEmail(accounts.id) })
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
