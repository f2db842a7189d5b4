// What revenue reads of accounts, individuals and membership, handed in by the accounts and team capabilities
// (`needs` in capability.ts): revenue cannot import them, as accounts imports revenue (the dashboard estimate) and team
// imports accounts. The shapes are revenue's own, so no import runs back.
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/** The accounts capability's reads (its `reads` service). */
export type AccountReads = {
  /** Accounts as a subquery to join: id, name, person_company_type. */
  readonly accountsJoinSql: () => SQL;
  /** The name of the account whose id is `accountId` (a column of the caller's statement), as a scalar subquery. */
  readonly accountNameSql: (accountId: AnyColumn | SQL) => SQL<string>;
  /** E-mail, name and language of the individuals a subquery of ids gives. */
  readonly contactsOfIndividuals: (
    db: Executor,
    ids: SQL,
  ) => PromiseLike<Array<{ email: string; name: string; language: string }>>;
};

/** The team capability's reads (its `members` service). */
export type MemberReads = {
  /** The individuals who manage the account, as a subquery of their ids. */
  readonly accountManagerIdsSql: (accountId: number) => SQL;
  /** The accounts the individual is a member of, and whether they manage each. */
  readonly membershipsOf: (
    db: Executor,
    individualId: number,
  ) => PromiseLike<Array<{ accountId: number; isAccountManager: boolean }>>;
};
