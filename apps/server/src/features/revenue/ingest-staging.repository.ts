// SQL of a sales report's staging: its lines go in with COPY (the fastest way into PostgreSQL, and PGlite's COPY from
// a blob), its summaries beside them, then each distinct (ICPN, ISRC) pair is resolved once to a release and a song.
// Every statement touches one step's lines or pairs, never the whole file (PGlite runs a statement on the event loop).
// The staging rows live only while the report is imported.
import { pipeline } from 'node:stream/promises';
import { RELEASE_STATUS_CODES_NOT_ISSUED } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { releasesJoinSql, songsJoinSql } from '../releases/index.ts';

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
  /** The usages the summary's lines add up to (counted as they were read); null when no line names it. */
  read_usages: string | null;
};

/** A distinct pair of identifiers of the staged lines. */
export type StagedPair = { icpn: string; isrc: string };

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
    insert into sales_import_summaries (report_id, summary_id, currency, net_micros, usages, read_usages)
    select ${reportId}, summary_id, currency, net_micros, usages, read_usages
      from json_populate_recordset(null::record, ${JSON.stringify(summaries)}::json)
        as s(summary_id text, currency text, net_micros bigint, usages bigint, read_usages bigint)`);
}

/** Releases never submitted or deleted, as literal codes (the partial UPC index's predicate, so it stays usable). */
const NOT_ISSUED = sql.raw(RELEASE_STATUS_CODES_NOT_ISSUED.join(', '));

/**
 * Resolves distinct (ICPN, ISRC) pairs of the staged lines (a step's share of them), each once: the release by its
 * ICPN (else the release of a song with the ISRC), the song by ISRC (preferring the one on that release). Releases
 * never submitted or deleted do not sell. (A summary's usages, shared by its lines when it declares none, are counted
 * as the lines are read: see stageSummaries.)
 */
export async function resolvePairs(tx: Executor, reportId: number, pairs: readonly StagedPair[], accountsJoin: SQL) {
  if (pairs.length === 0) return;
  await tx.execute(sql`
    insert into sales_import_keys (report_id, icpn, isrc, account_id, release_id, song_id, revenue_type)
    with pairs as (select icpn, isrc from json_populate_recordset(null::record, ${JSON.stringify(pairs)}::json)
                     as p(icpn text, isrc text)),
    by_icpn as (
      select p.icpn, p.isrc, r.id as release_id
        from pairs p
        left join lateral (
          select id from ${releasesJoinSql()} r where upc = p.icpn and p.icpn <> '' and status not in (${NOT_ISSUED}) order by id limit 1
        ) r on true
    ),
    with_song as (
      select b.icpn, b.isrc, b.release_id, s.id as song_id, s.release_id as song_release_id
        from by_icpn b
        left join lateral (
          select so.id, so.release_id
            from ${songsJoinSql()} so join ${releasesJoinSql()} sr on sr.id = so.release_id and sr.status not in (${NOT_ISSUED})
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
      left join ${releasesJoinSql()} r on r.id = coalesce(w.release_id, w.song_release_id)
      left join ${accountsJoin} a on a.id = r.account_id`);
}

/**
 * A line's plays are never dated before its release's sale start: a line of a period that spans the start (a month,
 * a week), or of the eve in a store's own time zone (a store's UTC day 12/23 holds the first hours of 12/24 in Tokyo),
 * is filed on the start day. (Lines further back refuse the file first: see resolvedSaleStarts.) The lines numbered
 * `fromLine` to `toLine`: a step's.
 */
export async function clampToSaleStarts(tx: Executor, reportId: number, fromLine: number, toLine: number) {
  await tx.execute(sql`
    update sales_import_lines l set sale_date = to_date(r.requested_sale_start_date, 'YYYY/MM/DD')
      from sales_import_keys k join ${releasesJoinSql()} r on r.id = k.release_id
     where l.report_id = ${reportId} and l.line_no between ${fromLine} and ${toLine}
       and k.report_id = ${reportId} and k.icpn = l.icpn and k.isrc = l.isrc
       and r.requested_sale_start_date ~ '^[0-9]{4}/[0-9]{2}/[0-9]{2}$'
       and l.sale_date < to_date(r.requested_sale_start_date, 'YYYY/MM/DD')`);
}

/** Some pair of identifiers of the report found no release: its lines go to the unmatched queue. */
export async function hasUnmatchedPairs(tx: Executor, reportId: number) {
  const [row] = await selectRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from sales_import_keys where report_id = ${reportId} and release_id is null) as found`,
  );
  return row?.found === true;
}

/** The sale start the owner chose (YYYY/MM/DD) of each release the staged lines resolved to, by ICPN and ISRC. */
export async function resolvedSaleStarts(tx: Executor, reportId: number) {
  return selectRows<{ icpn: string; isrc: string; title: string; sale_start: string }>(
    tx,
    sql`select k.icpn, k.isrc, r.title, r.requested_sale_start_date as sale_start
          from sales_import_keys k join ${releasesJoinSql()} r on r.id = k.release_id
         where k.report_id = ${reportId} and r.requested_sale_start_date <> ''`,
  );
}

/** How many lines of a report numbered `fromLine` to `toLine` are staged. */
export async function stagedLineCount(tx: Executor, reportId: number, fromLine: number, toLine: number) {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_import_lines
         where report_id = ${reportId} and line_no between ${fromLine} and ${toLine}`,
  );
  return row?.n ?? 0;
}

/** Empties the staged lines numbered `fromLine` to `toLine` of a report (a step of clearing it after its import). */
export async function clearStagedLines(tx: Executor, reportId: number, fromLine: number, toLine: number) {
  await tx.execute(
    sql`delete from sales_import_lines where report_id = ${reportId} and line_no between ${fromLine} and ${toLine}`,
  );
}

/** Empties a report's staging rows and its batch's rollup parts (after the import, or after it failed). */
export async function clearStaging(tx: Executor, reportId: number, batchId: number | null) {
  await tx.execute(sql`delete from sales_import_lines where report_id = ${reportId}`);
  await tx.execute(sql`delete from sales_import_summaries where report_id = ${reportId}`);
  await tx.execute(sql`delete from sales_import_keys where report_id = ${reportId}`);
  if (batchId !== null) await tx.execute(sql`delete from sales_rollup_parts where batch_id = ${batchId}`);
}
