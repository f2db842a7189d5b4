// Reads of the releases table that other features need (billing, review, renewal), through the feature's index.
import { and, asc, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { releases } from '../../platform/db/schema.ts';

/** Id, title and type of each release (what a payment order names). */
export async function releaseSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: releases.id, title: releases.title, type: releases.type })
    .from(releases)
    .where(inArray(releases.id, ids));
}

/** Releases in `statuses`, oldest change first (the automatic checks and the queueing sweep). */
export async function releasesInStatuses(db: Executor, statuses: number[], limit: number) {
  return db
    .select({ id: releases.id, accountId: releases.accountId, status: releases.status })
    .from(releases)
    .where(inArray(releases.status, statuses))
    .orderBy(asc(releases.updatedAt), asc(releases.id))
    .limit(limit);
}

/** Pay-per-release releases whose term ends before `until`, in the given statuses. */
export async function releasesWithTermEndingBy(db: Executor, statuses: number[], until: Date, limit: number) {
  return db
    .select()
    .from(releases)
    .where(and(inArray(releases.status, statuses), isNotNull(releases.termEndsAt), lte(releases.termEndsAt, until)))
    .orderBy(asc(releases.termEndsAt))
    .limit(limit);
}

/** How many releases are in `statuses`, as a scalar subquery (the operators' console counts in one round trip). */
export function releasesInStatusesCountSql(statuses: readonly number[]): SQL {
  return sql`(select count(*)::int from ${releases} where ${inArray(releases.status, [...statuses])})`;
}
