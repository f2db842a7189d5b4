// What billing reads and writes of other owners' tables, handed in by their capabilities (`needs` in capability.ts)
// or, for the plan-limit checks, by the feature whose write is limited: billing cannot import accounts, artists or
// team (artists and team import billing's plan limits, accounts imports artists). The shapes are billing's own, so no
// import runs back.
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/** An active artist the plan counts, with how many releases credit it. */
export interface ActivePlanArtist {
  id: number;
  nameJa: string;
  nameEn: string;
  releaseCount: number;
}

/** How much of its plan an account uses: its artists (features/artists) and its members (features/team). */
export interface PlanUsage {
  /** The account's active artists (archived ones and Various Artists left out), in id order. */
  readonly activeArtists: (db: Executor, accountId: number) => PromiseLike<ActivePlanArtist[]>;
  /** How many members the account has who do not manage it. */
  readonly memberCount: (db: Executor, accountId: number) => PromiseLike<number>;
}

/** Takes the account's row lock until the caller's transaction ends (features/accounts). */
export type LockAccount = (tx: Executor, accountId: number) => PromiseLike<void>;

/** What a plan-limit check is given by the feature whose write it limits: the account lock and the plan's usage. */
export interface RoomCheck extends PlanUsage {
  readonly lockAccount: LockAccount;
}

/** The accounts capability's part in billing: the account lock, its plan and credits, its name and row. */
export interface BillingAccounts {
  readonly lockAccount: LockAccount;
  /** Sets the account's plan, in the caller's transaction. */
  readonly setAccountPlan: (db: Executor, accountId: number, plan: string) => PromiseLike<void>;
  /** Every account's plan becomes `planOf(accounts.id)` where it differs, in one statement. */
  readonly setPlansFrom: (db: Executor, planOf: (accountId: AnyColumn) => SQL) => PromiseLike<void>;
  /** Adds mastering credits to the account, in the caller's transaction. */
  readonly addMasteringCredits: (db: Executor, accountId: number, credits: number) => PromiseLike<void>;
  /** The name of the account whose id is `accountId` (a column of the caller's statement), as a scalar subquery. */
  readonly accountNameSql: (accountId: AnyColumn | SQL) => SQL<string>;
  /** The account's row (the gateway's billing details: its name and company name). */
  readonly accountRowById: (
    db: Executor,
    accountId: number,
  ) => PromiseLike<{ name: string; companyName: string | null } | null>;
}
