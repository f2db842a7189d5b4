// The operators' side of revenue: imported reports and failures, the unmatched queue (filing lines under a release, or
// dismissing them), currency rates and month closes.
import { AppError, detailTypeOf, RELEASE_STATUS_CODES_NOT_ISSUED } from '@otodoke/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { currencyRates, salesBatches, salesReportFailures, salesReports } from '../../platform/db/schema.ts';
import { releasesJoinSql, songsJoinSql } from '../releases/index.ts';
import { lockRevenue, rollUpBatch } from './ingest.repository.ts';
import { importFailureKindOfReason } from './ingest.service.ts';
import type { AccountReads } from './passed-reads.ts';

export function presentReport(row: typeof salesReports.$inferSelect) {
  return {
    id: row.id,
    source: row.source,
    store_id: row.storeId,
    file_name: row.fileName,
    format: row.format,
    profile: row.profile,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    file_number: row.fileNumber,
    number_of_files: row.numberOfFiles,
    lines: row.lines,
    matched_lines: row.matchedLines,
    unmatched_lines: row.unmatchedLines,
    revenue_micros: row.revenueJpyMicros.toString(),
    currency_rates: row.currencyRates,
    warnings: row.warnings,
    replaced_by: row.replacedBy,
    replaced_at: row.replacedAt?.toISOString() ?? null,
    imported_at: row.importedAt.toISOString(),
  };
}

export function createOperationsService(deps: { db: Db; accounts: AccountReads }) {
  const { db } = deps;
  return {
    async reports(query: { page: number; limit: number; store_id?: string }) {
      // A report still going in step by step is not listed until it is in, whole.
      const imported = eq(salesReports.state, 'imported');
      const where = query.store_id ? and(imported, eq(salesReports.storeId, query.store_id)) : imported;
      const list = await db
        .select()
        .from(salesReports)
        .where(where)
        .orderBy(desc(salesReports.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(salesReports).where(where);
      const failures = await db.select().from(salesReportFailures).orderBy(desc(salesReportFailures.id)).limit(50);
      return {
        items: list.map(presentReport),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
        failures: failures.map((failure) => ({
          id: failure.id,
          store_id: failure.storeId,
          file_name: failure.fileName,
          reason: failure.reason,
          kind: importFailureKindOfReason(failure.reason),
          created_at: failure.createdAt.toISOString(),
        })),
      };
    },

    async report(id: number) {
      const [row] = await db.select().from(salesReports).where(eq(salesReports.id, id));
      if (row?.state !== 'imported') throw new AppError('NOT_FOUND');
      return presentReport(row);
    },

    async unmatched(query: { page: number; limit: number }) {
      const list = await selectRows<{
        isrc: string;
        icpn: string;
        title: string;
        artist: string;
        store_ids: string[];
        lines: number;
        quantity: string;
        micros: string;
        first_date: string;
        last_date: string;
      }>(
        db,
        sql`select isrc, icpn, max(title) as title, max(artist) as artist, array_agg(distinct store_id) as store_ids,
                   count(*)::int as lines, sum(quantity)::text as quantity, sum(jpy_micros)::text as micros,
                   to_char(min(sale_date), 'YYYY-MM-DD') as first_date, to_char(max(sale_date), 'YYYY-MM-DD') as last_date
              from unmatched_sales_lines where status = 'open'
             group by isrc, icpn
             order by sum(jpy_micros) desc, isrc, icpn
             limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      );
      const [total] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from unmatched_sales_lines where status = 'open' group by isrc, icpn) g`,
      );
      return {
        items: list.map((row) => ({
          isrc: row.isrc,
          icpn: row.icpn,
          title: row.title,
          artist: row.artist,
          store_ids: row.store_ids,
          lines: row.lines,
          quantity: Number(row.quantity),
          amount_micros: row.micros,
          first_date: row.first_date,
          last_date: row.last_date,
        })),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /** Files the open lines with these identifiers under a release (or dismisses them); one transaction. */
    async resolve(operator: IndividualRow, body: { isrc: string; icpn: string; release_id?: number }) {
      return db.transaction(async (tx) => {
        await lockRevenue(tx);
        const open = await selectRows<{ commercial_model: string; use_type: string; store_id: string }>(
          tx,
          sql`select distinct commercial_model, use_type, store_id from unmatched_sales_lines
               where status = 'open' and isrc = ${body.isrc} and icpn = ${body.icpn}`,
        );
        if (open.length === 0) throw new AppError('REV00004');
        if (body.release_id === undefined) {
          const dismissed = await selectRows<{ n: number }>(
            tx,
            sql`with d as (update unmatched_sales_lines set status = 'dismissed', resolved_by = ${operator.id},
                                  resolved_at = now()
                            where status = 'open' and isrc = ${body.isrc} and icpn = ${body.icpn} returning 1)
                select count(*)::int as n from d`,
          );
          return { lines: dismissed[0]?.n ?? 0 };
        }
        const [release] = await selectRows<{ id: number; account_id: number; revenue_type: string }>(
          tx,
          sql`select r.id, r.account_id,
                     case when r.type = 'ringtone' then 'ringtone'
                          when a.person_company_type = 'company' then 'label' else 'artist' end as revenue_type
                from ${releasesJoinSql()} r join ${deps.accounts.accountsJoinSql()} a on a.id = r.account_id
               where r.id = ${body.release_id}
                 and r.status not in (${sql.raw(RELEASE_STATUS_CODES_NOT_ISSUED.join(', '))})`,
        );
        if (!release) throw new AppError('NOT_FOUND');
        const [song] = await selectRows<{ id: number }>(
          tx,
          sql`select id from ${songsJoinSql()} s where release_id = ${release.id} and isrc = ${body.isrc} and ${body.isrc} <> '' limit 1`,
        );
        const details = open.map((use) => ({
          ...use,
          detail_type:
            detailTypeOf({ commercialModel: use.commercial_model, useType: use.use_type, storeId: use.store_id }) ??
            'streaming',
        }));
        const [batch] = await tx
          .insert(salesBatches)
          .values({ kind: 'resolution', reportId: null })
          .returning({ id: salesBatches.id });
        await tx.execute(sql`
          insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                                   prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                                   revenue_micros, jpy_micros)
          select ${batch!.id}, u.report_id, ${release.account_id}, ${release.id}, ${song?.id ?? null}, u.store_id,
                 u.sale_date, u.country, u.prefecture, coalesce(d.detail_type, 'streaming'), ${release.revenue_type},
                 u.commercial_model, u.use_type, u.quantity, u.currency, u.revenue_micros, u.jpy_micros
            from unmatched_sales_lines u
            left join json_populate_recordset(null::record, ${JSON.stringify(details)}::json)
                 as d(commercial_model text, use_type text, store_id text, detail_type text)
                 on d.commercial_model = u.commercial_model and d.use_type = u.use_type and d.store_id = u.store_id
           where u.status = 'open' and u.isrc = ${body.isrc} and u.icpn = ${body.icpn}`);
        await rollUpBatch(tx, batch!.id);
        const resolved = await selectRows<{ n: number }>(
          tx,
          sql`with d as (update unmatched_sales_lines set status = 'resolved', resolved_release_id = ${release.id},
                                resolved_by = ${operator.id}, resolved_at = now()
                          where status = 'open' and isrc = ${body.isrc} and icpn = ${body.icpn} returning 1)
              select count(*)::int as n from d`,
        );
        return { lines: resolved[0]?.n ?? 0 };
      });
    },

    async rates() {
      const list = await db.select().from(currencyRates).orderBy(desc(currencyRates.month), currencyRates.currency);
      return {
        items: list.map((row) => ({
          month: row.month,
          currency: row.currency,
          yen_per_unit: row.yenPerUnit,
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },

    async closes(nextMonth: string | null) {
      const list = await selectRows<{ month: string; closed_at: string; statements: number; total_yen: string }>(
        db,
        sql`select c.month, c.created_at as closed_at, count(s.id)::int as statements,
                   coalesce(sum(s.total_yen), 0)::text as total_yen
              from revenue_closes c left join revenue_statements s on s.month = c.month
             group by c.month, c.created_at order by c.month desc`,
      );
      return {
        items: list.map((row) => ({
          month: row.month,
          closed_at: new Date(row.closed_at).toISOString(),
          statements: row.statements,
          total_yen: Number(row.total_yen),
        })),
        next_month: nextMonth,
      };
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
