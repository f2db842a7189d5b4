// Accounts and individuals (owner: this feature) as other features read them: the account row, its name beside another
// table's rows, accounts to join in reports, and the people a notice goes to. Features that accounts imports (revenue,
// releases, artists, messages) receive these through this capability's services, by `needs`.
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accounts, individuals } from '../../platform/db/schema.ts';

/** The account's row, or null. */
export async function accountRowById(db: Executor, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/**
 * The name of the account whose id is `accountId` (a column of the caller's statement), as a scalar subquery. Nested
 * in an outer `sql`, so its columns stay qualified even where Drizzle unqualifies a one-table select's columns.
 */
export function accountNameSql(accountId: AnyColumn | SQL): SQL<string> {
  return sql<string>`(${sql`select ${accounts.name} from ${accounts} where ${accounts.id} = ${accountId}`})`;
}

/** Individuals' id, e-mail, name and language as a subquery to join (who a mail goes to), aliased `alias`. */
export function individualContactsJoin(db: Executor, alias = 'individual_contact') {
  return db
    .select({ id: individuals.id, email: individuals.email, name: individuals.name, language: individuals.language })
    .from(individuals)
    .as(alias);
}

/** Accounts as a subquery to join: id, name, person_company_type (PostgreSQL flattens it into the caller's query). */
export function accountsJoinSql(): SQL {
  return sql`(select id, name, person_company_type from ${accounts})`;
}

/** E-mail, name and language of the individuals whose ids the subquery `ids` gives (one statement). */
export function contactsOfIndividuals(db: Executor, ids: SQL) {
  return db
    .select({ email: individuals.email, name: individuals.name, language: individuals.language })
    .from(individuals)
    .where(sql`${individuals.id} in ${ids}`);
}
