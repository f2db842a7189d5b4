// What waits for operators in distribution, as scalar subqueries the console's counts compose into one round trip.
import { type SQL, sql } from 'drizzle-orm';
import { releaseDeliveries } from '../../platform/db/schema.ts';

/** Deliveries a store refused or that could not be made: each waits for an operator to look and deliver again. */
export function deliveryProblemsCountSql(): SQL {
  return sql`(select count(*)::int from ${releaseDeliveries} where ${releaseDeliveries.status} in ('refused', 'failed'))`;
}
