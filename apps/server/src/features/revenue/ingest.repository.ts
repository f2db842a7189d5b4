// SQL of the sales report import. Lines are streamed into a staging table in batches with COPY (the fastest way into
// PostgreSQL, and PGlite's COPY from a blob), then matched, valued and rolled up with set-based statements over a
// range of lines at a time: the database does the per-line work, so the import runs at the speed of the database,
// not of round trips, and a large report goes in as several short transactions.
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';

/** One line as the reader gave it, ready for the staging table. */
export type StagedLine = {
  line_no: number;
  summary_id: string | null;
  isrc: string;
  icpn: string;
  title: string;
  artist: string;
  sale_date: string;
  country: string;
  prefecture: number;
  commercial_model: string;
  use_type: string;
  quantity: string;
  currency: string;
  /** Micro-units of the currency when the line has its own amount; null: a share of its summary's. */
  revenue_micros: string | null;
};

export type StagedSummary = {
  summary_id: string;
  currency: string;
  net_micros: string;
  usages: string | null;
};

const STAGED_COLUMNS = [
  'line_no',
  'summary_id',
  'isrc',
  'icpn',
  'title',
  'artist',
  'sale_date',
  'country',
  'prefecture',
  'commercial_model',
  'use_type',
  'quantity',
  'currency',
  'revenue_micros',
] as const satisfies ReadonlyArray<keyof StagedLine>;

/** A value in COPY's text format: `\N` for null; backslash, tab, newline and carriage return escaped. */
function copyText(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/**
 * The connection under a Drizzle transaction: node-postgres' client (COPY FROM STDIN through pg-copy-streams) or
 * PGlite's transaction (COPY from a blob). Drizzle exposes no COPY, so this reaches for its session's client.
 */
type CopyTarget =
  | { kind: 'postgres'; client: { query(stream: ReturnType<typeof copyFrom>): ReturnType<typeof copyFrom> } }
  | { kind: 'pglite'; client: { query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown> } };

function copyTargetOf(tx: Executor): CopyTarget | null {
  const client = (tx as unknown as { session?: { client?: Record<string, unknown> } }).session?.client;
  if (!client || typeof client.query !== 'function') return null;
  // PGlite's transaction object has exec and no connection parameters; node-postgres' client has both.
  return 'connectionParameters' in client
    ? { kind: 'postgres', client: client as never }
    : { kind: 'pglite', client: client as never };
}

/** Puts lines of a report into the staging table (COPY: the fastest way in). */
export async function stageLines(tx: Executor, reportId: number, lines: readonly StagedLine[]) {
  if (lines.length === 0) return;
  const target = copyTargetOf(tx);
  if (!target) {
    await tx.execute(sql`
      insert into sales_import_lines
      select * from json_populate_recordset(null::sales_import_lines,
        ${JSON.stringify(lines.map((line) => ({ ...line, report_id: reportId })))}::json)`);
    return;
  }
  let text = '';
  for (const line of lines) {
    text += `${reportId}\t${STAGED_COLUMNS.map((column) => copyText(line[column])).join('\t')}\n`;
  }
  const statement = `copy sales_import_lines (report_id, ${STAGED_COLUMNS.join(', ')}) from stdin`;
  if (target.kind === 'postgres') {
    await pipeline([text], target.client.query(copyFrom(statement)));
  } else {
    await target.client.query(statement.replace('from stdin', "from '/dev/blob'"), [], {
      blob: new Blob([text]),
    });
  }
}

export async function stageSummaries(tx: Executor, reportId: number, summaries: readonly StagedSummary[]) {
  if (summaries.length === 0) return;
  await tx.execute(sql`
    insert into sales_import_summaries (report_id, summary_id, currency, net_micros, usages)
    select ${reportId}, summary_id, currency, net_micros, usages
      from json_populate_recordset(null::record, ${JSON.stringify(summaries)}::json)
        as s(summary_id text, currency text, net_micros bigint, usages bigint)`);
}

/** Distinct commercial model and use type pairs of the staged lines. */
export async function stagedUses(tx: Executor, reportId: number) {
  return selectRows<{ commercial_model: string; use_type: string }>(
    tx,
    sql`select distinct commercial_model, use_type from sales_import_lines where report_id = ${reportId}`,
  );
}

/** The sale start the owner chose (YYYY/MM/DD) of each release the staged lines resolved to, by ICPN and ISRC. */
/**
 * A line's plays are never dated before its release's sale start: a line of a period that spans the start (a month,
 * a week), or of the eve in a store's own time zone (a store's UTC day 12/23 holds the first hours of 12/24 in Tokyo),
 * is filed on the start day. (Lines further back refuse the file first: see resolvedSaleStarts.)
 */
export async function clampToSaleStarts(tx: Executor, reportId: number) {
  await tx.execute(sql`
    update sales_import_lines l set sale_date = to_date(r.requested_sale_start_date, 'YYYY/MM/DD')
      from sales_import_keys k join releases r on r.id = k.release_id
     where l.report_id = ${reportId} and k.report_id = ${reportId} and k.icpn = l.icpn and k.isrc = l.isrc
       and r.requested_sale_start_date ~ '^[0-9]{4}/[0-9]{2}/[0-9]{2}$'
       and l.sale_date < to_date(r.requested_sale_start_date, 'YYYY/MM/DD')`);
}

export async function resolvedSaleStarts(tx: Executor, reportId: number) {
  return selectRows<{ icpn: string; isrc: string; title: string; sale_start: string }>(
    tx,
    sql`select k.icpn, k.isrc, r.title, r.requested_sale_start_date as sale_start
          from sales_import_keys k join releases r on r.id = k.release_id
         where k.report_id = ${reportId} and r.requested_sale_start_date <> ''`,
  );
}

/**
 * Once every line is staged: the usages each summary's lines add up to (a summary that declares none is shared by
 * them), and each distinct (ICPN, ISRC) pair resolved once: the release by its ICPN (else the release of a song with
 * the ISRC), the song by ISRC (preferring the one on that release). Releases never submitted or deleted do not sell.
 */
export async function resolveStaged(tx: Executor, reportId: number) {
  await tx.execute(sql`
    update sales_import_summaries s set read_usages = t.usages
      from (select summary_id, sum(quantity) as usages from sales_import_lines
             where report_id = ${reportId} group by summary_id) t
     where s.report_id = ${reportId} and s.summary_id = t.summary_id`);
  await tx.execute(sql`
    insert into sales_import_keys (report_id, icpn, isrc, account_id, release_id, song_id, revenue_type)
    with pairs as (select distinct icpn, isrc from sales_import_lines where report_id = ${reportId}),
    by_icpn as (
      select p.icpn, p.isrc, r.id as release_id
        from pairs p
        left join lateral (
          select id from releases where upc = p.icpn and p.icpn <> '' and status not in (100, 900) order by id limit 1
        ) r on true
    ),
    with_song as (
      select b.icpn, b.isrc, b.release_id, s.id as song_id, s.release_id as song_release_id
        from by_icpn b
        left join lateral (
          select so.id, so.release_id
            from songs so join releases sr on sr.id = so.release_id and sr.status not in (100, 900)
           where so.isrc = b.isrc and b.isrc <> ''
             -- A release found by its ICPN keeps its own songs: another account's recording is never attached to it.
             and (b.release_id is null or so.release_id = b.release_id)
           order by (so.release_id = b.release_id) desc nulls last, so.release_id
           limit 1
        ) s on true
    )
    select ${reportId}, w.icpn, w.isrc, r.account_id, r.id, w.song_id,
           case when r.type = 'ringtone' then 'ringtone'
                when a.person_company_type = 'company' then 'label'
                else 'artist' end
      from with_song w
      left join releases r on r.id = coalesce(w.release_id, w.song_release_id)
      left join accounts a on a.id = r.account_id`);
}

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
    fromLine: number;
    toLine: number;
  },
) {
  const { reportId, fromLine, toLine } = input;
  // Small lookup tables, as real tables so the planner hashes them instead of calling a function per line.
  const rates = Object.entries(input.rates).map(([currency, rate]) => ({ currency, rate }));
  await tx.execute(sql`
    create temp table sales_import_rates on commit drop as
    select currency, rate::numeric as rate from json_populate_recordset(null::record, ${JSON.stringify(rates)}::json)
      as r(currency text, rate text)`);
  await tx.execute(sql`
    create temp table sales_import_details on commit drop as
    select * from json_populate_recordset(null::record, ${JSON.stringify(input.detailTypes)}::json)
      as d(commercial_model text, use_type text, detail_type text)`);
  const [before] = await selectRows<{ id: string }>(
    tx,
    sql`select coalesce(max(id), 0)::text as id from sales_lines where batch_id = ${input.batchId}`,
  );
  const valued = (matched: boolean) => sql`
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
  await tx.execute(sql`
    insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                             prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                             revenue_micros, jpy_micros)
    select ${input.batchId}, ${reportId}, account_id, release_id, song_id, ${input.storeId}, sale_date, country,
           prefecture, coalesce(detail_type, 'streaming'), revenue_type, commercial_model, use_type, quantity,
           currency, line_micros, jpy_micros
      from (${valued(true)}) m`);
  await rollUpLines(tx, 'sales_rollup_parts', input.batchId, BigInt(before?.id ?? '0'));
  // Most reports match everything: the unmatched pass runs only when some identifiers found nothing.
  const [unmatchedKeys] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_import_keys where report_id = ${reportId} and release_id is null`,
  );
  if ((unmatchedKeys?.n ?? 0) === 0) return;
  await tx.execute(sql`
    insert into unmatched_sales_lines (report_id, line_no, store_id, isrc, icpn, title, artist, sale_date, country,
                                       prefecture, commercial_model, use_type, quantity, currency, revenue_micros,
                                       jpy_micros, status)
    select ${reportId}, line_no, ${input.storeId}, isrc, icpn, title, artist, sale_date, country, prefecture,
           commercial_model, use_type, quantity, currency, line_micros, jpy_micros, 'pending'
      from (${valued(false)}) u`);
}

/** Where a report's staged lines cut into steps of about `size` lines: the first and last line number of each. */
export async function stagedChunks(tx: Executor, reportId: number, size: number) {
  return selectRows<{ from_line: number; to_line: number }>(
    tx,
    sql`select min(line_no) as from_line, max(line_no) as to_line
          from (select line_no, (row_number() over (order by line_no) - 1) / ${size} as chunk
                  from sales_import_lines where report_id = ${reportId}) c
         group by chunk order by chunk`,
  );
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
  const [before] = await selectRows<{ id: string }>(
    tx,
    sql`select coalesce(max(id), 0)::text as id from sales_lines where batch_id = ${input.batchId}`,
  );
  await tx.execute(sql`
    insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                             prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                             revenue_micros, jpy_micros)
    select ${input.batchId}, report_id, account_id, release_id, song_id, store_id, sale_date, country, prefecture,
           detail_type, revenue_type, commercial_model, use_type, -quantity, currency, -revenue_micros, -jpy_micros
      from sales_lines
     where report_id = ${input.reportId} and batch_id <> ${input.batchId}
       and id between ${input.fromId}::bigint and ${input.toId}::bigint`);
  await rollUpLines(tx, 'sales_rollup_parts', input.batchId, BigInt(before?.id ?? '0'));
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

/** Empties a report's staging rows and its batch's rollup parts (after the import, or after it failed). */
export async function clearStaging(tx: Executor, reportId: number, batchId: number | null) {
  await tx.execute(sql`delete from sales_import_lines where report_id = ${reportId}`);
  await tx.execute(sql`delete from sales_import_summaries where report_id = ${reportId}`);
  await tx.execute(sql`delete from sales_import_keys where report_id = ${reportId}`);
  if (batchId !== null) await tx.execute(sql`delete from sales_rollup_parts where batch_id = ${batchId}`);
}

/**
 * Takes back everything an import that did not finish wrote: its lines, unmatched lines, batch and report row; nothing
 * when its report is no longer importing (its last step went through, whatever the caller heard).
 */
export async function discardImport(tx: Executor, reportId: number, batchId: number | null) {
  const [report] = await selectRows<{ state: string }>(
    tx,
    sql`select state from sales_reports where id = ${reportId} for update`,
  );
  if (report?.state !== 'importing') return;
  await clearStaging(tx, reportId, batchId);
  if (batchId !== null) {
    await tx.execute(sql`delete from sales_lines where batch_id = ${batchId}`);
    await tx.execute(sql`delete from sales_batches where id = ${batchId}`);
  }
  await tx.execute(sql`delete from unmatched_sales_lines where report_id = ${reportId}`);
  await tx.execute(sql`delete from sales_reports where id = ${reportId} and state = 'importing'`);
}

/**
 * Sums a batch's lines (those after `afterId`) by account, day, detail type and each dimension, in one pass with
 * grouping sets, into the rollups the reports read or into the batch's parts (added to the rollups when it completes).
 */
async function rollUpLines(
  tx: Executor,
  target: 'sales_rollups' | 'sales_rollup_parts',
  batchId: number,
  afterId: bigint,
) {
  const grouped = sql`
    select account_id,
           case when grouping(release_id) = 0 then 'release'
                when grouping(song_id) = 0 then 'song'
                when grouping(country) = 0 then 'country'
                when grouping(prefecture) = 0 then 'jppref'
                else 'store' end as dimension,
           sale_date,
           coalesce(release_id::text, song_id::text, country, prefecture::text, store_id) as key,
           detail_type, sum(quantity) as quantity, sum(jpy_micros) as jpy_micros
      from sales_lines
     where batch_id = ${batchId} and id > ${afterId.toString()}::bigint
     group by grouping sets (
       (account_id, sale_date, detail_type, release_id),
       (account_id, sale_date, detail_type, song_id),
       (account_id, sale_date, detail_type, country),
       (account_id, sale_date, detail_type, prefecture),
       (account_id, sale_date, detail_type, store_id))
    having not (grouping(song_id) = 0 and song_id is null)
       and not (grouping(prefecture) = 0 and prefecture = 0)`;
  if (target === 'sales_rollup_parts') {
    await tx.execute(sql`
      insert into sales_rollup_parts (batch_id, account_id, dimension, sale_date, key, detail_type, quantity, jpy_micros)
      select ${batchId}, g.* from (${grouped}) g`);
    return;
  }
  await tx.execute(sql`
    insert into sales_rollups (account_id, dimension, sale_date, key, detail_type, quantity, jpy_micros)
    ${grouped}
    on conflict (account_id, dimension, sale_date, key, detail_type) do update
       set quantity = sales_rollups.quantity + excluded.quantity,
           jpy_micros = sales_rollups.jpy_micros + excluded.jpy_micros`);
}

/** Adds a batch's lines to the rollups the reports read (an operator's filing of unmatched lines: one step). */
export async function rollUpBatch(tx: Executor, batchId: number) {
  await rollUpLines(tx, 'sales_rollups', batchId, 0n);
}

export async function batchTotals(tx: Executor, batchId: number, reportId: number) {
  const [matched] = await selectRows<{ lines: number; micros: string }>(
    tx,
    sql`select count(*)::int as lines, coalesce(sum(jpy_micros), 0)::text as micros
          from sales_lines where batch_id = ${batchId} and report_id = ${reportId}`,
  );
  const [unmatched] = await selectRows<{ lines: number; micros: string }>(
    tx,
    sql`select count(*)::int as lines, coalesce(sum(jpy_micros), 0)::text as micros
          from unmatched_sales_lines where report_id = ${reportId}`,
  );
  return {
    matched: matched?.lines ?? 0,
    unmatched: unmatched?.lines ?? 0,
    jpyMicros: BigInt(matched?.micros ?? '0') + BigInt(unmatched?.micros ?? '0'),
  };
}

/** Imports and closes take turns: a close never sees half an import. */
export async function lockRevenue(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(7220160001)`);
}

/**
 * How long an import may stand still before it is taken as stopped (its process ended) and taken back: longer than
 * any one step takes (a step is at most ten thousand lines; staging's last step resolves the whole file's keys).
 */
export const STALE_IMPORT_SECONDS = 600;

/** A step of an import says it is alive (by the clock, not the transaction's start); false when it was taken back. */
export async function touchImport(tx: Executor, reportId: number) {
  const touched = await selectRows<{ id: number }>(
    tx,
    sql`update sales_reports set heartbeat_at = clock_timestamp()
         where id = ${reportId} and state = 'importing' returning id`,
  );
  return touched.length > 0;
}

/** How many lines of a report are staged. */
export async function stagedLineCount(tx: Executor, reportId: number) {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_import_lines where report_id = ${reportId}`,
  );
  return row?.n ?? 0;
}

/** The batch's rollup parts hold every line of it once (each line has one store: that dimension sums them all). */
export async function isRolledUpWhole(tx: Executor, batchId: number) {
  const [row] = await selectRows<{ lines: string; parts: string }>(
    tx,
    sql`select (select coalesce(sum(jpy_micros), 0) from sales_lines where batch_id = ${batchId})::text as lines,
               (select coalesce(sum(jpy_micros), 0) from sales_rollup_parts
                 where batch_id = ${batchId} and dimension = 'store')::text as parts`,
  );
  return row?.lines === row?.parts;
}

/**
 * Imports that stood still longer than STALE_IMPORT_SECONDS (their process ended mid-way) are taken back whole, each
 * with a failure record saying so; the store's file is fetched again (the failure names no listing). Under the
 * revenue lock.
 */
export async function discardStaleImports(tx: Executor) {
  const stale = await selectRows<{
    id: number;
    batch_id: number | null;
    source: string;
    store_id: string;
    file_name: string;
    sha256: string;
  }>(
    tx,
    sql`select r.id, b.id::int as batch_id, r.source, r.store_id, r.file_name, r.sha256
          from sales_reports r left join sales_batches b on b.report_id = r.id and b.kind = 'import'
         where r.state = 'importing' and r.heartbeat_at < now() - make_interval(secs => ${STALE_IMPORT_SECONDS})
         for update of r`,
  );
  for (const report of stale) {
    await discardImport(tx, report.id, report.batch_id);
    await tx.execute(sql`
      insert into sales_report_failures (source, store_id, file_name, sha256, reason)
      values (${report.source}, ${report.store_id}, ${report.file_name}, ${report.sha256},
              'the import stopped before it finished (its process ended) and was taken back whole')`);
  }
  return stale.length;
}

/** An import is under way (its lines going in step by step): a month close waits for it. */
export async function isImportUnderWay(tx: Executor) {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_reports where state = 'importing'`,
  );
  return (row?.n ?? 0) > 0;
}
