// Account membership (account_members; owner: this feature) as other features read it: SQL they compose into their
// own statements (the accounts a person reaches, the account a request acts for, who hears about a release or a
// payment) and small reads. Features that team imports (accounts) receive these through this capability's services.
import { type AnyColumn, and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountMembers, type PermissionMap } from '../../platform/db/schema.ts';

/** The member row of `individualId` in the account `accountId` (a column of the caller's statement), as a filter. */
const memberOf = (accountId: AnyColumn | SQL, individualId: number) =>
  sql`${accountMembers.accountId} = ${accountId} and ${accountMembers.individualId} = ${individualId}`;

// Each select is nested in an outer `sql`, so its columns stay qualified where Drizzle unqualifies a one-table
// select's columns.

/** Whether the individual is a member of the account whose id the column gives. */
export function isMemberSql(accountId: AnyColumn | SQL, individualId: number): SQL {
  return sql`exists (${sql`select 1 from ${accountMembers} where ${memberOf(accountId, individualId)}`})`;
}

/** Whether the individual manages the account whose id the column gives (null when not a member). */
export function memberIsManagerSql(accountId: AnyColumn | SQL, individualId: number): SQL<boolean> {
  const select = sql`select ${accountMembers.isAccountManager} from ${accountMembers} where ${memberOf(accountId, individualId)}`;
  return sql<boolean>`(${select})`.mapWith(accountMembers.isAccountManager);
}

/** The individual's permissions in the account whose id the column gives (null when not a member). */
export function memberPermissionsSql(accountId: AnyColumn | SQL, individualId: number): SQL<PermissionMap> {
  const select = sql`select ${accountMembers.permissions} from ${accountMembers} where ${memberOf(accountId, individualId)}`;
  return sql<PermissionMap>`(${select})`.mapWith(accountMembers.permissions);
}

/** How many members each account has. */
export async function memberCounts(db: Executor, accountIds: number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: accountMembers.accountId, n: count() })
    .from(accountMembers)
    .where(inArray(accountMembers.accountId, accountIds))
    .groupBy(accountMembers.accountId);
  return new Map(rows.map((row) => [row.accountId, Number(row.n)]));
}

/** How many members the account has who do not manage it (the plan counts them). */
export async function nonManagerCount(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.isAccountManager, false)));
  return row?.n ?? 0;
}

/** All of the above, as the accounts capability receives it. */
export const accountMembership = { isMemberSql, memberIsManagerSql, memberPermissionsSql, memberCounts };

/** The individuals who manage the account, as a subquery of individual ids (the caller's statement reads them). */
export function accountManagerIdsSql(accountId: number): SQL {
  return sql`(select ${accountMembers.individualId} from ${accountMembers} where ${and(
    eq(accountMembers.accountId, accountId),
    eq(accountMembers.isAccountManager, true),
  )})`;
}

/** The accounts the individual is a member of, and whether they manage each. */
export function membershipsOf(db: Executor, individualId: number) {
  return db
    .select({ accountId: accountMembers.accountId, isAccountManager: accountMembers.isAccountManager })
    .from(accountMembers)
    .where(eq(accountMembers.individualId, individualId));
}

/** Members: account id, individual id and whether they manage the account, aliased `alias`. */
export function accountMembersJoin(db: Executor, alias = 'account_member') {
  return db
    .select({
      accountId: accountMembers.accountId,
      individualId: accountMembers.individualId,
      isAccountManager: accountMembers.isAccountManager,
    })
    .from(accountMembers)
    .as(alias);
}
