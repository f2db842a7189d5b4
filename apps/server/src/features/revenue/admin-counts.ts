// What waits for operators in revenue, as scalar subqueries the console's counts compose into one round trip.
import { type SQL, sql } from 'drizzle-orm';
import { revenueCloses, unmatchedSalesLines, withdrawals } from '../../platform/db/schema.ts';

/** Open unmatched sales, one per (ISRC, ICPN) the operators file at once. */
export function unmatchedSalesCountSql(): SQL {
  return sql`(select count(*)::int from (select 1 from ${unmatchedSalesLines}
    where ${unmatchedSalesLines.status} = 'open' group by ${unmatchedSalesLines.isrc}, ${unmatchedSalesLines.icpn}) g)`;
}

/** Withdrawals requested and not yet paid or refused. */
export function withdrawalsWaitingCountSql(): SQL {
  return sql`(select count(*)::int from ${withdrawals} where ${withdrawals.status} = 'requested')`;
}

/** The last month closed (YYYY-MM), or null before the first close. */
export function lastClosedMonthSql(): SQL {
  return sql`(select max(${revenueCloses.month}) from ${revenueCloses})`;
}
