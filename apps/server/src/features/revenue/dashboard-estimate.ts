// The estimate report's dashboard_top view, carried in the session: the 30 days of sales up to the newest day any
// store reported, by day, and the releases that earned most in them. Read from the rollups kept at import (the same
// ones as the estimate report), so it costs one indexed query for an account without sales and three with them.
import { addDays, type IsoDate, MICROS_PER_YEN } from '@otodoke/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { releasesJoinSql } from '../releases/index.ts';

/** Days the dashboard shows, ending with the newest reported day. */
export const DASHBOARD_ESTIMATE_DAYS = 30;
/** Releases the dashboard lists. */
export const DASHBOARD_TOP_RELEASES = 5;

const yenOf = (micros: bigint) => Number(micros / MICROS_PER_YEN);

export async function dashboardEstimateOf(db: Executor, accountId: number) {
  const [last] = await selectRows<{ last: string | null }>(
    db,
    sql`select to_char(max(sale_date), 'YYYY-MM-DD') as last from sales_rollups
         where account_id = ${accountId} and dimension = 'store'`,
  );
  if (!last?.last) return null;
  const to = last.last as IsoDate;
  const from = addDays(to, -(DASHBOARD_ESTIMATE_DAYS - 1));
  const days = await selectRows<{ sale_date: string; quantity: string; micros: string }>(
    db,
    sql`select to_char(sale_date, 'YYYY-MM-DD') as sale_date, sum(quantity)::text as quantity,
               sum(jpy_micros)::text as micros
          from sales_rollups
         where account_id = ${accountId} and dimension = 'store' and sale_date between ${from} and ${to}
         group by sale_date`,
  );
  const top = await selectRows<{ key: string; quantity: string; micros: string; title: string | null }>(
    db,
    sql`select t.key, t.quantity::text as quantity, t.micros::text as micros, r.title
          from (select key, sum(quantity) as quantity, sum(jpy_micros) as micros
                  from sales_rollups
                 where account_id = ${accountId} and dimension = 'release' and sale_date between ${from} and ${to}
                 group by key) t
          left join ${releasesJoinSql()} r on r.account_id = ${accountId} and r.id::text = t.key
         order by t.micros desc, t.quantity desc, t.key
         limit ${DASHBOARD_TOP_RELEASES}`,
  );
  const byDay = new Map(days.map((day) => [day.sale_date, day]));
  let quantity = 0n;
  let micros = 0n;
  const graph = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = byDay.get(date);
    const dayQuantity = BigInt(day?.quantity ?? '0');
    const dayMicros = BigInt(day?.micros ?? '0');
    quantity += dayQuantity;
    micros += dayMicros;
    graph.push({
      date,
      quantity: Number(dayQuantity),
      amount_micros: dayMicros.toString(),
      amount_yen: yenOf(dayMicros),
    });
  }
  return {
    graph_data: graph,
    detail_data: top.map((row) => ({
      key: row.key,
      label: row.title || `#${row.key}`,
      sub_label: '',
      quantity: Number(row.quantity),
      amount_micros: row.micros,
      amount_yen: yenOf(BigInt(row.micros)),
    })),
    totals: { quantity: Number(quantity), amount_micros: micros.toString(), amount_yen: yenOf(micros) },
    meta: { last_update_date: to, from, to, date_type: 'daily' as const, display: 'dashboard_top' as const },
  };
}
