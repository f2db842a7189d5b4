// SQL of the sales report import. Lines are streamed into a temporary table in batches with COPY (the fastest way
// into PostgreSQL, and PGlite's COPY from a blob), then matched, valued and rolled up with set-based statements: the
// database does the per-line work, so the import runs at the speed of the database, not of round trips.
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';

/** One line as the reader gave it, ready for the temporary table. */
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

export async function createStaging(tx: Executor) {
  await tx.execute(sql`
    create temp table sales_import (
      line_no integer not null, summary_id text, isrc text not null, icpn text not null, title text not null,
      artist text not null, sale_date date not null, country text not null, prefecture smallint not null,
      commercial_model text not null, use_type text not null, quantity bigint not null, currency text not null,
      revenue_micros bigint
    ) on commit drop`);
  await tx.execute(sql`
    create temp table sales_import_summaries (
      summary_id text not null, currency text not null, net_micros bigint not null, usages bigint
    ) on commit drop`);
}

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

export async function stageLines(tx: Executor, lines: readonly StagedLine[]) {
  if (lines.length === 0) return;
  const target = copyTargetOf(tx);
  if (!target) {
    await tx.execute(sql`
      insert into sales_import
      select * from json_populate_recordset(null::sales_import, ${JSON.stringify(lines)}::json)`);
    return;
  }
  let text = '';
  for (const line of lines) {
    text += `${STAGED_COLUMNS.map((column) => copyText(line[column])).join('\t')}\n`;
  }
  const statement = `copy sales_import (${STAGED_COLUMNS.join(', ')}) from stdin`;
  if (target.kind === 'postgres') {
    await pipeline([text], target.client.query(copyFrom(statement)));
  } else {
    await target.client.query(statement.replace('from stdin', "from '/dev/blob'"), [], {
      blob: new Blob([text]),
    });
  }
}

export async function stageSummaries(tx: Executor, summaries: readonly StagedSummary[]) {
  if (summaries.length === 0) return;
  await tx.execute(sql`
    insert into sales_import_summaries
    select * from json_populate_recordset(null::sales_import_summaries, ${JSON.stringify(summaries)}::json)`);
}

/** Distinct commercial model and use type pairs of the staged lines, and the currencies. */
export async function stagedKinds(tx: Executor) {
  const uses = await selectRows<{ commercial_model: string; use_type: string }>(
    tx,
    sql`select distinct commercial_model, use_type from sales_import`,
  );
  const currencies = await selectRows<{ currency: string }>(tx, sql`select distinct currency from sales_import`);
  return { uses, currencies: currencies.map((row) => row.currency) };
}

/**
 * Values, matches and files the staged lines: a line's amount is its own, or its summary's net revenue shared by
 * usages (floored to the micro-unit); yen by the report's rates; release and song by ICPN and ISRC (resolved once per
 * distinct pair). Matched lines go to `sales_lines` under the batch, the rest to the unmatched queue.
 */
export async function fileStagedLines(
  tx: Executor,
  input: {
    batchId: number;
    reportId: number;
    storeId: string;
    rates: Record<string, string>;
    detailTypes: Array<{ commercial_model: string; use_type: string; detail_type: string }>;
  },
) {
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
  // Each distinct (ICPN, ISRC) pair once: the release by its ICPN (else the release of a song with the ISRC), the song
  // by ISRC (preferring the one on that release). Releases never submitted or deleted do not sell.
  await tx.execute(sql`
    create temp table sales_import_keys on commit drop as
    with pairs as (select distinct icpn, isrc from sales_import),
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
    select w.icpn, w.isrc, r.account_id, r.id as release_id, w.song_id,
           case when r.type = 'ringtone' then 'ringtone'
                when a.person_company_type = 'company' then 'label'
                else 'artist' end as revenue_type
      from with_song w
      left join releases r on r.id = coalesce(w.release_id, w.song_release_id)
      left join accounts a on a.id = r.account_id`);
  // Summaries without their own usage count share by the sum of their lines' usages.
  const valued = (matched: boolean) => sql`
    select v.*, k.account_id, k.release_id, k.song_id, k.revenue_type, d.detail_type,
           round(v.line_micros * x.rate)::bigint as jpy_micros
      from (
        select i.*, coalesce(i.revenue_micros,
                             floor(s.net_micros::numeric * i.quantity / nullif(coalesce(s.usages, t.usages), 0))::bigint,
                             0) as line_micros
          from sales_import i
          left join sales_import_summaries s on s.summary_id = i.summary_id
          left join (select summary_id, sum(quantity) as usages from sales_import group by summary_id) t
            on t.summary_id = i.summary_id
      ) v
      join sales_import_keys k on k.icpn = v.icpn and k.isrc = v.isrc
           and ${matched ? sql`k.release_id is not null` : sql`k.release_id is null`}
      join sales_import_rates x on x.currency = v.currency
      left join sales_import_details d on d.commercial_model = v.commercial_model and d.use_type = v.use_type`;
  await tx.execute(sql`
    insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                             prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                             revenue_micros, jpy_micros)
    select ${input.batchId}, ${input.reportId}, account_id, release_id, song_id, ${input.storeId}, sale_date, country,
           prefecture, coalesce(detail_type, 'streaming'), revenue_type, commercial_model, use_type, quantity,
           currency, line_micros, jpy_micros
      from (${valued(true)}) m`);
  // Most reports match everything: the unmatched pass runs only when some identifiers found nothing.
  const [unmatchedKeys] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_import_keys where release_id is null`,
  );
  if ((unmatchedKeys?.n ?? 0) === 0) return;
  await tx.execute(sql`
    insert into unmatched_sales_lines (report_id, line_no, store_id, isrc, icpn, title, artist, sale_date, country,
                                       prefecture, commercial_model, use_type, quantity, currency, revenue_micros,
                                       jpy_micros)
    select ${input.reportId}, line_no, ${input.storeId}, isrc, icpn, title, artist, sale_date, country, prefecture,
           commercial_model, use_type, quantity, currency, line_micros, jpy_micros
      from (${valued(false)}) u`);
}

/** Adds a batch's lines to the rollups the reports read (one pass over the batch, grouping sets per dimension). */
export async function rollUpBatch(tx: Executor, batchId: number) {
  await tx.execute(sql`
    insert into sales_rollups (account_id, dimension, sale_date, key, detail_type, quantity, jpy_micros)
    select account_id,
           case when grouping(release_id) = 0 then 'release'
                when grouping(song_id) = 0 then 'song'
                when grouping(country) = 0 then 'country'
                when grouping(prefecture) = 0 then 'jppref'
                else 'store' end,
           sale_date,
           coalesce(release_id::text, song_id::text, country, prefecture::text, store_id),
           detail_type, sum(quantity), sum(jpy_micros)
      from sales_lines
     where batch_id = ${batchId}
     group by grouping sets (
       (account_id, sale_date, detail_type, release_id),
       (account_id, sale_date, detail_type, song_id),
       (account_id, sale_date, detail_type, country),
       (account_id, sale_date, detail_type, prefecture),
       (account_id, sale_date, detail_type, store_id))
    having not (grouping(song_id) = 0 and song_id is null)
       and not (grouping(prefecture) = 0 and prefecture = 0)
    on conflict (account_id, dimension, sale_date, key, detail_type) do update
       set quantity = sales_rollups.quantity + excluded.quantity,
           jpy_micros = sales_rollups.jpy_micros + excluded.jpy_micros`);
}

export async function batchTotals(tx: Executor, batchId: number, reportId: number) {
  const [matched] = await selectRows<{ lines: number; micros: string }>(
    tx,
    sql`select count(*)::int as lines, coalesce(sum(jpy_micros), 0)::text as micros
          from sales_lines where batch_id = ${batchId}`,
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
