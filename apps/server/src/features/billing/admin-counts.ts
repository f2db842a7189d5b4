// What waits for operators in billing, as a scalar subquery the console's counts compose into one round trip.
import { DEFERRED_PAY_METHODS, PAYMENT_ORDER_STATUS } from '@otodoke/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { paymentOrders } from '../../platform/db/schema.ts';

/** Invoices and other deferred payments accepted and waiting for the money an operator records. */
export function deferredPaymentsCountSql(): SQL {
  return sql`(select count(*)::int from ${paymentOrders} where ${paymentOrders.status} = ${PAYMENT_ORDER_STATUS.authed}
    and ${inArray(paymentOrders.method, [...DEFERRED_PAY_METHODS])})`;
}
