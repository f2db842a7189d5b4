// SQL of filing a sales report: its staged lines valued, matched and filed a range at a time with set-based statements
// (the database does the per-line work, so a large report goes in as several short transactions), rolled up by every
// dimension the reports read, and a replaced report's lines reversed. Each statement files, rolls up and counts the same
// rows (data-modifying WITH): a step reads no line twice, and no step reads what the steps before it wrote.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';

/**
 * Values, matches and files the staged lines numbered `fromLine` to `toLine`: a line's amount is its own, or its
 * summary's net revenue shared by usages (floored to the micro-unit); yen by the report's rates. Matched lines go to
 * `sales_lines` under the batch, the rest to the unmatched queue as `pending` (the last step opens them), and the
 * chunk's rollups to the batch's parts.
 */
export async function fileStagedLines(
  tx: Executor,
  input: {
    batchId: number;
    reportId: number;
    storeId: string;
    rates: Record<string, string>;
    detailTypes: Array<{ commercial_model: string; use_type: string; detail_type: string }>;
    /** Some of the report's pairs of identifiers found no release (see hasUnmatchedPairs). */
    hasUnmatched: boolean;
    fromLine: number;
    toLine: number;
  },
) {
  const { reportId, fromLine, toLine } = input;
  // Small lookup tables, materialized once so the planner hashes them instead of calling a function per line (and no
  // table is created and dropped a step).
  const rates = Object.entries(input.rates).map(([currency, rate]) => ({ currency, rate }));
  const valued = (matched: boolean) => sql`
    with sales_import_rates as materialized (
      select currency, rate::numeric as rate from json_populate_recordset(null::record, ${JSON.stringify(rates)}::json)
        as r(currency text, rate text)),
    sales_import_details as materialized (
      select * from json_populate_recordset(null::record, ${JSON.stringify(input.detailTypes)}::json)
        as d(commercial_model text, use_type text, detail_type text))
    select v.*, k.account_id, k.release_id, k.song_id, k.revenue_type, d.detail_type,
           round(v.line_micros * x.rate)::bigint as jpy_micros
      from (
        select i.*, coalesce(i.revenue_micros,
                             floor(s.net_micros::numeric * i.quantity / nullif(coalesce(s.usages, s.read_usages), 0))::bigint,
                             0) as line_micros
          from sales_import_lines i
          left join sales_import_summaries s on s.report_id = i.report_id and s.summary_id = i.summary_id
         where i.report_id = ${reportId} and i.line_no between ${fromLine} and ${toLine}
      ) v
      join sales_import_keys k on k.report_id = ${reportId} and k.icpn = v.icpn and k.isrc = v.isrc
           and ${matched ? sql`k.release_id is not null` : sql`k.release_id is null`}
      join sales_import_rates x on x.currency = v.currency
      left join sales_import_details d on d.commercial_model = v.commercial_model and d.use_type = v.use_type`;
  const matched = await fileReturning(
    tx,
    input.batchId,
    sql`
    insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                             prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                             revenue_micros, jpy_micros)
    select ${input.batchId}, ${reportId}, account_id, release_id, song_id, ${input.storeId}, sale_date, country,
           prefecture, coalesce(detail_type, 'streaming'), revenue_type, commercial_model, use_type, quantity,
           currency, line_micros, jpy_micros
      from (${valued(true)}) m`,
  );
  // Most reports match everything: the unmatched pass runs only when some identifiers found nothing.
  if (!input.hasUnmatched) return { ...matched, unmatched: 0, unmatchedMicros: 0n };
  const [unmatched] = await selectRows<{ lines: number; micros: string }>(
    tx,
    sql`
    with filed as (
      insert into unmatched_sales_lines (report_id, line_no, store_id, isrc, icpn, title, artist, sale_date, country,
                                         prefecture, commercial_model, use_type, quantity, currency, revenue_micros,
                                         jpy_micros, status)
      select ${reportId}, line_no, ${input.storeId}, isrc, icpn, title, artist, sale_date, country, prefecture,
             commercial_model, use_type, quantity, currency, line_micros, jpy_micros, 'pending'
        from (${valued(false)}) u
      returning jpy_micros)
    select count(*)::int as lines, coalesce(sum(jpy_micros), 0)::text as micros from filed`,
  );
  return { ...matched, unmatched: unmatched?.lines ?? 0, unmatchedMicros: BigInt(unmatched?.micros ?? '0') };
}

/**
 * Runs an insert into `sales_lines` (`insert`, without `returning`) and rolls up exactly the rows it wrote into the
 * batch's parts, in one statement; answers how many lines it wrote, their yen, and whether the parts hold them whole
 * (each line has one store: that dimension sums them all).
 */
async function fileReturning(tx: Executor, batchId: number, insert: SQL) {
  const [row] = await selectRows<{ lines: number; micros: string; rolled_up: string }>(
    tx,
    sql`
    with filed as (${insert}
      returning account_id, release_id, song_id, country, prefecture, store_id, sale_date, detail_type, quantity,
                jpy_micros),
    parts as (
      insert into sales_rollup_parts (batch_id, account_id, dimension, sale_date, key, detail_type, quantity, jpy_micros)
      select ${batchId}, g.* from (${grouped(sql`filed`)}) g
      returning dimension, jpy_micros)
    select (select count(*) from filed)::int as lines,
           (select coalesce(sum(jpy_micros), 0) from filed)::text as micros,
           (select coalesce(sum(jpy_micros), 0) from parts where dimension = 'store')::text as rolled_up`,
  );
  return {
    matched: row?.lines ?? 0,
    matchedMicros: BigInt(row?.micros ?? '0'),
    isRolledUpWhole: row?.micros === row?.rolled_up,
  };
}

/** Where a report's lines in `sales_lines` cut into steps of about `size` lines: the first and last id of each. */
export async function reportLineChunks(tx: Executor, reportId: number, size: number) {
  return selectRows<{ from_id: string; to_id: string }>(
    tx,
    sql`select min(id)::text as from_id, max(id)::text as to_id
          from (select id, (row_number() over (order by id) - 1) / ${size} as chunk
                  from sales_lines where report_id = ${reportId}) c
         group by chunk order by chunk`,
  );
}

/**
 * The lines `fromId` to `toId` of a report being replaced (from its import, and from operators filing its unmatched
 * lines since), negated into the correction's batch with their rollups: they leave the reports and statements
 * exactly when the correction comes in. A month already confirmed takes them at its next close, as any late line.
 */
export async function reverseReportLines(
  tx: Executor,
  input: { reportId: number; batchId: number; fromId: string; toId: string },
) {
  return fileReturning(
    tx,
    input.batchId,
    sql`
    insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                             prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                             revenue_micros, jpy_micros)
    select ${input.batchId}, report_id, account_id, release_id, song_id, store_id, sale_date, country, prefecture,
           detail_type, revenue_type, commercial_model, use_type, -quantity, currency, -revenue_micros, -jpy_micros
      from sales_lines
     where report_id = ${input.reportId} and batch_id <> ${input.batchId}
       and id between ${input.fromId}::bigint and ${input.toId}::bigint`,
  );
}

/**
 * The last step of an import: the batch's rollup parts added to the rollups the reports read, its unmatched lines
 * into the operators' queue, and (for a correction) the replaced report's open unmatched lines out of it.
 */
export async function completeImport(
  tx: Executor,
  input: { reportId: number; batchId: number; replacesReportId?: number },
) {
  await tx.execute(sql`
    insert into sales_rollups (account_id, dimension, sale_date, key, detail_type, quantity, jpy_micros)
    select account_id, dimension, sale_date, key, detail_type, sum(quantity), sum(jpy_micros)
      from sales_rollup_parts where batch_id = ${input.batchId}
     group by account_id, dimension, sale_date, key, detail_type
    on conflict (account_id, dimension, sale_date, key, detail_type) do update
       set quantity = sales_rollups.quantity + excluded.quantity,
           jpy_micros = sales_rollups.jpy_micros + excluded.jpy_micros`);
  await tx.execute(sql`
    update unmatched_sales_lines set status = 'open' where report_id = ${input.reportId} and status = 'pending'`);
  if (input.replacesReportId !== undefined) {
    await tx.execute(sql`
      update unmatched_sales_lines set status = 'replaced', resolved_at = now()
       where report_id = ${input.replacesReportId} and status = 'open'`);
  }
}

/**
 * Sums lines (`source`: a table or a WITH's rows, filtered as the caller needs) by account, day, detail type and each
 * dimension, in one pass with grouping sets.
 */
function grouped(source: SQL) {
  return sql`
    select account_id,
           case when grouping(release_id) = 0 then 'release'
                when grouping(song_id) = 0 then 'song'
                when grouping(country) = 0 then 'country'
                when grouping(prefecture) = 0 then 'jppref'
                else 'store' end as dimension,
           sale_date,
           coalesce(release_id::text, song_id::text, country, prefecture::text, store_id) as key,
           detail_type, sum(quantity) as quantity, sum(jpy_micros) as jpy_micros
      from ${source}
     group by grouping sets (
       (account_id, sale_date, detail_type, release_id),
       (account_id, sale_date, detail_type, song_id),
       (account_id, sale_date, detail_type, country),
       (account_id, sale_date, detail_type, prefecture),
       (account_id, sale_date, detail_type, store_id))
    having not (grouping(song_id) = 0 and song_id is null)
       and not (grouping(prefecture) = 0 and prefecture = 0)`;
}

/** Adds a batch's lines to the rollups the reports read (an operator's filing of unmatched lines: one step). */
export async function rollUpBatch(tx: Executor, batchId: number) {
  await tx.execute(sql`
    insert into sales_rollups (account_id, dimension, sale_date, key, detail_type, quantity, jpy_micros)
    ${grouped(sql`sales_lines l where l.batch_id = ${batchId}`)}
    on conflict (account_id, dimension, sale_date, key, detail_type) do update
       set quantity = sales_rollups.quantity + excluded.quantity,
           jpy_micros = sales_rollups.jpy_micros + excluded.jpy_micros`);
}
