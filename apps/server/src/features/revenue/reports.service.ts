// The reports an account reads: the estimate (from the rollups kept at import, never the raw lines) and the confirmed
// monthly statements with the estimate beside them. Amounts stay exact: micro-yen as bigint text on the wire.
import {
  addDays,
  bucketOf,
  creditedYen,
  estimateRange,
  findStore,
  isIsoDate,
  type Language,
  lastDayOfMonth,
  MICROS_PER_YEN,
  prefectureName,
  todayInTokyo,
  yesterday,
} from '@otodoke/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { artistNamesJaSql } from '../artists/index.ts';
import { releaseArtistLinksSql, releasesJoinSql, songsJoinSql } from '../releases/index.ts';
import type { AccountReads } from './passed-reads.ts';

export type EstimateQuery = {
  date_type: 'daily' | 'weekly' | 'monthly';
  from?: string;
  to?: string;
  display: 'release' | 'song' | 'country' | 'jppref' | 'store';
  detail_types?: string;
};

/** The widest range one request reads (a bit over three years of days). */
const MAX_DAYS = 1_100;

const yenOf = (micros: bigint) => Number(micros / MICROS_PER_YEN);

function detailTypesOf(text: string | undefined): string[] | null {
  if (!text) return null;
  const types = text
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  return types.length > 0 ? types : null;
}

export function countryName(code: string, language: Language) {
  if (!code) return language === 'ja' ? '不明' : 'Unknown';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function storeName(storeId: string) {
  return findStore(storeId)?.name ?? storeId;
}

export function createReportsService(deps: { db: Db; accounts: AccountReads; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The range asked for, or the 30 days up to yesterday (Tokyo), clamped to MAX_DAYS. */
  function rangeOf(query: Pick<EstimateQuery, 'from' | 'to'>) {
    const to = query.to && isIsoDate(query.to) ? query.to : yesterday(todayInTokyo(now()));
    let from = query.from && isIsoDate(query.from) ? query.from : addDays(to, -29);
    if (from > to) from = to;
    if (addDays(from, MAX_DAYS) < to) from = addDays(to, -MAX_DAYS);
    return { from, to };
  }

  async function labels(display: EstimateQuery['display'], keys: string[], language: Language) {
    const found = new Map<string, { label: string; sub: string }>();
    if (keys.length === 0) return found;
    if (display === 'release') {
      const ids = keys.map(Number).filter(Number.isSafeInteger);
      const list = await selectRows<{ id: number; title: string; upc: string | null; artist: string | null }>(
        db,
        sql`select r.id, r.title, r.upc,
                   ${artistNamesJaSql(releaseArtistLinksSql(sql`r.id`))} as artist
              from ${releasesJoinSql()} r where r.id in ${ids}`,
      );
      for (const row of list) {
        found.set(String(row.id), {
          label: row.title || `#${row.id}`,
          sub: [row.artist, row.upc].filter(Boolean).join(' · '),
        });
      }
    } else if (display === 'song') {
      const ids = keys.map(Number).filter(Number.isSafeInteger);
      const list = await selectRows<{ id: number; title: string; isrc: string | null; release_title: string }>(
        db,
        sql`select s.id, s.title, s.isrc, r.title as release_title
              from ${songsJoinSql()} s join ${releasesJoinSql()} r on r.id = s.release_id where s.id in ${ids}`,
      );
      for (const row of list) {
        found.set(String(row.id), {
          label: row.title || `#${row.id}`,
          sub: [row.release_title, row.isrc].filter(Boolean).join(' · '),
        });
      }
    } else {
      for (const key of keys) {
        if (display === 'country') found.set(key, { label: countryName(key, language), sub: key });
        else if (display === 'jppref') found.set(key, { label: prefectureName(Number(key), language) ?? key, sub: '' });
        else found.set(key, { label: storeName(key), sub: '' });
      }
    }
    return found;
  }

  return {
    async estimate(account: ActingAccount, query: EstimateQuery, language: Language) {
      const accountId = account.row.id;
      const { from, to } = rangeOf(query);
      const types = detailTypesOf(query.detail_types);
      const typeFilter = types ? sql`and detail_type in ${types}` : sql``;
      const days = await selectRows<{ sale_date: string; quantity: string; micros: string }>(
        db,
        sql`select to_char(sale_date, 'YYYY-MM-DD') as sale_date, sum(quantity)::text as quantity,
                   sum(jpy_micros)::text as micros
              from sales_rollups
             where account_id = ${accountId} and dimension = 'store' and sale_date between ${from} and ${to}
                   ${typeFilter}
             group by sale_date`,
      );
      const buckets = new Map<string, { quantity: bigint; micros: bigint }>();
      for (const bucket of estimateRange(query.date_type, from, to)) {
        buckets.set(bucket.key, { quantity: 0n, micros: 0n });
      }
      for (const day of days) {
        const bucket = buckets.get(bucketOf(day.sale_date, query.date_type));
        if (!bucket) continue;
        bucket.quantity += BigInt(day.quantity);
        bucket.micros += BigInt(day.micros);
      }
      const detail = await selectRows<{ key: string; quantity: string; micros: string }>(
        db,
        sql`select key, sum(quantity)::text as quantity, sum(jpy_micros)::text as micros
              from sales_rollups
             where account_id = ${accountId} and dimension = ${query.display} and sale_date between ${from} and ${to}
                   ${typeFilter}
             group by key
             order by sum(jpy_micros) desc, sum(quantity) desc, key
             limit 1000`,
      );
      const names = await labels(
        query.display,
        detail.map((row) => row.key),
        language,
      );
      const byType = await selectRows<{ detail_type: string; quantity: string; micros: string }>(
        db,
        sql`select detail_type, sum(quantity)::text as quantity, sum(jpy_micros)::text as micros
              from sales_rollups
             where account_id = ${accountId} and dimension = 'store' and sale_date between ${from} and ${to}
             group by detail_type order by detail_type`,
      );
      const [last] = await selectRows<{ last: string | null }>(
        db,
        sql`select to_char(max(sale_date), 'YYYY-MM-DD') as last from sales_rollups
             where account_id = ${accountId} and dimension = 'store'`,
      );
      let totalQuantity = 0n;
      let totalMicros = 0n;
      for (const bucket of buckets.values()) {
        totalQuantity += bucket.quantity;
        totalMicros += bucket.micros;
      }
      return {
        graph_data: [...buckets].map(([date, bucket]) => ({
          date,
          quantity: Number(bucket.quantity),
          amount_micros: bucket.micros.toString(),
          amount_yen: yenOf(bucket.micros),
        })),
        detail_data: detail.map((row) => ({
          key: row.key,
          label: names.get(row.key)?.label ?? row.key,
          sub_label: names.get(row.key)?.sub ?? '',
          quantity: Number(row.quantity),
          amount_micros: row.micros,
          amount_yen: yenOf(BigInt(row.micros)),
        })),
        by_detail_type: byType.map((row) => ({
          detail_type: row.detail_type as never,
          quantity: Number(row.quantity),
          amount_micros: row.micros,
        })),
        totals: {
          quantity: Number(totalQuantity),
          amount_micros: totalMicros.toString(),
          amount_yen: yenOf(totalMicros),
        },
        meta: { last_update_date: last?.last ?? null, from, to, date_type: query.date_type, display: query.display },
      };
    },

    /** The estimate as CSV rows (day by day, by the display dimension and detail type), header first. */
    async *estimateCsv(account: ActingAccount, query: EstimateQuery, language: Language) {
      const { from, to } = rangeOf(query);
      const types = detailTypesOf(query.detail_types);
      const typeFilter = types ? sql`and detail_type in ${types}` : sql``;
      const list = await selectRows<{
        sale_date: string;
        key: string;
        detail_type: string;
        quantity: string;
        micros: string;
      }>(
        db,
        sql`select to_char(sale_date, 'YYYY-MM-DD') as sale_date, key, detail_type, quantity::text as quantity,
                   jpy_micros::text as micros
              from sales_rollups
             where account_id = ${account.row.id} and dimension = ${query.display}
               and sale_date between ${from} and ${to} ${typeFilter}
             order by sale_date, key, detail_type`,
      );
      const names = await labels(query.display, [...new Set(list.map((row) => row.key))], language);
      const header =
        language === 'ja'
          ? ['日付', '区分', 'キー', '名称', '詳細種別', '数量', '推定収益（円）']
          : ['Date', 'Dimension', 'Key', 'Name', 'Detail type', 'Quantity', 'Estimated revenue (JPY)'];
      yield csvRow(header);
      for (const row of list) {
        yield csvRow([
          row.sale_date,
          query.display,
          row.key,
          names.get(row.key)?.label ?? row.key,
          row.detail_type,
          row.quantity,
          microsToDecimal(BigInt(row.micros)),
        ]);
      }
    },

    async financial(account: ActingAccount, query: { mode: 'yearmonth' | 'fixed'; year_month?: string }) {
      const accountId = account.row.id;
      const statements = await selectRows<{
        id: number;
        month: string;
        total_yen: string;
        carry_in: string;
        carry_out: string;
      }>(
        db,
        sql`select id, month, total_yen::text as total_yen, carry_in_micros::text as carry_in,
                   carry_out_micros::text as carry_out
              from revenue_statements where account_id = ${accountId} order by month desc`,
      );
      const months = statements.map((statement) => statement.month);
      // Lines are credited in this order (creditedYen): the detail below lists them in the same one.
      const lineOrder = sql`order by l.kind, l.jpy_micros desc, l.id`;
      const history = [];
      if (query.mode === 'fixed') {
        for (const statement of statements.slice(0, 12)) {
          const lines = await selectRows<{ revenue_type: string; micros: string }>(
            db,
            sql`select l.revenue_type, l.jpy_micros::text as micros from revenue_statement_lines l
                 where l.statement_id = ${statement.id} ${lineOrder}`,
          );
          history.push({
            month: statement.month,
            total_yen: Number(statement.total_yen),
            by_revenue_type: byRevenueType(lines, statement.carry_in),
          });
        }
      }
      const chosen =
        query.mode === 'yearmonth'
          ? (statements.find((statement) => statement.month === query.year_month) ??
            (query.year_month ? undefined : statements[0]))
          : undefined;
      if (!chosen) return { months, statement: null, history };

      const lines = await selectRows<{
        kind: 'sales' | 'split_in' | 'split_out';
        revenue_type: string;
        store_id: string;
        release_id: number | null;
        release_title: string | null;
        sale_month: string;
        counterparty_name: string | null;
        quantity: string;
        micros: string;
      }>(
        db,
        sql`select l.kind, l.revenue_type, l.store_id, l.release_id, r.title as release_title, l.sale_month,
                   a.name as counterparty_name, l.quantity::text as quantity, l.jpy_micros::text as micros
              from revenue_statement_lines l
              left join ${releasesJoinSql()} r on r.id = l.release_id
              left join ${deps.accounts.accountsJoinSql()} a on a.id = l.counterparty_account_id
             where l.statement_id = ${chosen.id}
             ${lineOrder}`,
      );
      const linesYen = creditedYen(
        lines.map((line) => BigInt(line.micros)),
        BigInt(chosen.carry_in),
      );
      const month = chosen.month;
      const comparison = await selectRows<{
        store_id: string;
        estimate: string;
        confirmed: string;
        earlier: string;
      }>(
        db,
        sql`with estimate as (
              select key as store_id, sum(jpy_micros) as micros from sales_rollups
               where account_id = ${accountId} and dimension = 'store'
                 and sale_date between ${`${month}-01`}::date and ${lastDayOfMonth(month)}::date
               group by key
            ),
            confirmed as (
              select l.store_id, sum(l.jpy_micros) as micros from revenue_statement_lines l
                join revenue_statements s on s.id = l.statement_id
               where s.account_id = ${accountId} and l.kind = 'sales' and l.sale_month = ${month}
               group by l.store_id
            ),
            earlier as (
              select store_id, sum(jpy_micros) as micros from revenue_statement_lines
               where statement_id = ${chosen.id} and kind = 'sales' and sale_month < ${month}
               group by store_id
            ),
            stores as (select store_id from estimate union select store_id from confirmed union select store_id from earlier)
            select st.store_id, coalesce(e.micros, 0)::text as estimate, coalesce(c.micros, 0)::text as confirmed,
                   coalesce(x.micros, 0)::text as earlier
              from stores st
              left join estimate e on e.store_id = st.store_id
              left join confirmed c on c.store_id = st.store_id
              left join earlier x on x.store_id = st.store_id
             order by coalesce(e.micros, 0) desc, st.store_id`,
      );
      return {
        months,
        history,
        statement: {
          month,
          total_yen: Number(chosen.total_yen),
          carry_in_micros: chosen.carry_in,
          carry_out_micros: chosen.carry_out,
          by_revenue_type: byRevenueType(lines, chosen.carry_in),
          lines: lines.map((line, index) => ({
            kind: line.kind,
            revenue_type: line.revenue_type as never,
            store_id: line.store_id,
            store_name: line.store_id ? storeName(line.store_id) : '',
            release_id: line.release_id,
            release_title: line.release_title ?? '',
            sale_month: line.sale_month,
            counterparty_name: line.counterparty_name,
            quantity: Number(line.quantity),
            amount_micros: line.micros,
            amount_yen: Number(linesYen[index] ?? 0n),
          })),
          comparison: comparison.map((row) => {
            const estimate = BigInt(row.estimate);
            const confirmed = BigInt(row.confirmed);
            const pending = estimate > confirmed ? estimate - confirmed : 0n;
            return {
              store_id: row.store_id,
              store_name: storeName(row.store_id),
              estimate_micros: row.estimate,
              confirmed_micros: row.confirmed,
              from_earlier_micros: row.earlier,
              pending_micros: pending.toString(),
            };
          }),
        },
      };
    },
  };
}

/**
 * A statement's amounts by revenue type (by the type's name): exact, and as the whole yen paid, which is the sum of
 * its lines' credited yen (creditedYen, lines in the order they are credited), so the types add up to the total paid.
 */
function byRevenueType(lines: ReadonlyArray<{ revenue_type: string; micros: string }>, carryIn: string) {
  const yen = creditedYen(
    lines.map((line) => BigInt(line.micros)),
    BigInt(carryIn),
  );
  const types = new Map<string, { micros: bigint; yen: bigint }>();
  lines.forEach((line, index) => {
    const type = types.get(line.revenue_type) ?? { micros: 0n, yen: 0n };
    type.micros += BigInt(line.micros);
    type.yen += yen[index] ?? 0n;
    types.set(line.revenue_type, type);
  });
  return [...types]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([revenueType, type]) => ({
      revenue_type: revenueType as never,
      amount_micros: type.micros.toString(),
      amount_yen: Number(type.yen),
    }));
}

/** Micro-yen as a decimal number of yen with six places ("-0.000350"). */
export function microsToDecimal(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / MICROS_PER_YEN;
  const fraction = (abs % MICROS_PER_YEN).toString().padStart(6, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

function csvRow(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;
}

export type ReportsService = ReturnType<typeof createReportsService>;
