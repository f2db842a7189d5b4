// Confirming a month. The close takes every sales line that arrived up to now (batches up to the cut-off) and is dated
// in or before the month, and was not confirmed by an earlier close; writes each account's statement (sales by revenue
// type, store, release and the month they happened; split shares out and in; the sub-yen carry), and posts the yen to
// the ledger: revenue into the owner's wallet, then each accepted collaborator's share from the owner's wallet to
// theirs. One transaction, under the same lock as imports; closing a month twice changes nothing.
import {
  AppError,
  formatYen,
  isYearMonth,
  lastDayOfMonth,
  MICROS_PER_YEN,
  monthOf,
  previousMonth,
  todayInTokyo,
} from '@otodoke/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { revenueCloses, revenueStatements } from '../../platform/db/schema.ts';
import { post } from '../../platform/ledger/ledger.ts';
import type { Logger } from '../../platform/logger.ts';
import { lockRevenue } from './ingest.repository.ts';
import { type NoticeDeps, notifyAccount } from './revenue-notices.ts';

async function rows<T>(tx: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createCloseService(deps: { db: Db; logger: Logger; notices: NoticeDeps; now?: () => Date }) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The months closed, newest first. */
    async closes() {
      return db.select().from(revenueCloses).orderBy(desc(revenueCloses.month));
    },

    /**
     * Confirms `month` ('YYYY-MM'): months close in order, and only once they are over (Tokyo time). Returns the
     * number of statements written (0 when the month was closed before).
     */
    async closeMonth(month: string, by: number | null) {
      if (!isYearMonth(month))
        throw AppError.invalidFields({ month: { ja: '年月の形式が正しくありません', en: 'The month is not valid.' } });
      if (month >= monthOf(todayInTokyo(now()))) throw new AppError('REV00001', { month });
      const result = await db.transaction(async (tx) => {
        await lockRevenue(tx);
        const [done] = await tx.select().from(revenueCloses).where(eq(revenueCloses.month, month));
        if (done) return { statements: 0, accounts: [] as number[] };
        const [previous] = await tx.select().from(revenueCloses).orderBy(desc(revenueCloses.month)).limit(1);
        if (previous && previous.month > month) throw new AppError('REV00002', { month });
        const [cutoffRow] = await rows<{ cutoff: string | null }>(
          tx,
          sql`select max(id)::text as cutoff from sales_batches`,
        );
        const cutoff = Number(cutoffRow?.cutoff ?? 0);
        await tx.insert(revenueCloses).values({ month, batchCutoff: cutoff, closedBy: by });
        const end = lastDayOfMonth(month);
        const previousEnd = previous ? lastDayOfMonth(previous.month) : '0001-01-01';
        const previousCutoff = previous?.batchCutoff ?? 0;

        // The lines this close confirms, summed per account and statement line.
        await tx.execute(sql`
          create temp table close_sales on commit drop as
          select account_id, revenue_type, store_id, release_id, to_char(sale_date, 'YYYY-MM') as sale_month,
                 sum(quantity)::bigint as quantity, sum(jpy_micros)::bigint as jpy_micros
            from sales_lines
           where batch_id <= ${cutoff} and sale_date <= ${end}::date
             and not (batch_id <= ${previousCutoff} and sale_date <= ${previousEnd}::date)
           group by 1, 2, 3, 4, 5`);
        // Each release's split for this month: the newest version effective by then, accepted shares only; a share is
        // whole yen of the release's confirmed revenue (the fractions stay with the owner).
        await tx.execute(sql`
          create temp table close_splits on commit drop as
          with release_totals as (
            select account_id, release_id, revenue_type, sum(jpy_micros) as jpy_micros
              from close_sales group by 1, 2, 3
          ),
          versions as (
            select distinct on (v.release_id) v.id, v.release_id
              from split_versions v
             where v.effective_from <= ${month}
             order by v.release_id, v.effective_from desc
          )
          select t.account_id as owner_account_id, s.collaborator_account_id, t.release_id, t.revenue_type, s.id as share_id,
                 (floor(greatest(t.jpy_micros, 0)::numeric * s.share_bp / 10000 / 1000000) * 1000000)::bigint as jpy_micros
            from release_totals t
            join versions v on v.release_id = t.release_id
            join split_shares s on s.version_id = v.id and s.status = 200 and s.collaborator_account_id is not null
                                and s.collaborator_account_id <> t.account_id`);
        await tx.execute(sql`delete from close_splits where jpy_micros <= 0`);

        // Statements: every account with sales or a share, plus its carry from the last statement.
        const accounts = await rows<{ account_id: number; carry_in: string; lines_micros: string }>(
          tx,
          sql`
          with involved as (
            select account_id from close_sales
            union select owner_account_id from close_splits
            union select collaborator_account_id from close_splits
          ),
          sums as (
            select i.account_id,
                   coalesce((select sum(jpy_micros) from close_sales c where c.account_id = i.account_id), 0)
                 - coalesce((select sum(jpy_micros) from close_splits s where s.owner_account_id = i.account_id), 0)
                 + coalesce((select sum(jpy_micros) from close_splits s where s.collaborator_account_id = i.account_id), 0)
                   as lines_micros
              from involved i
          )
          select s.account_id, s.lines_micros::text as lines_micros,
                 coalesce((select r.carry_out_micros from revenue_statements r where r.account_id = s.account_id
                            order by r.month desc limit 1), 0)::text as carry_in
            from sums s order by s.account_id`,
        );
        const credited: number[] = [];
        for (const account of accounts) {
          const carryIn = BigInt(account.carry_in);
          const total = BigInt(account.lines_micros) + carryIn;
          const yen = total >= 0n ? total / MICROS_PER_YEN : 0n;
          const carryOut = total - yen * MICROS_PER_YEN;
          const [statement] = await tx
            .insert(revenueStatements)
            .values({
              accountId: account.account_id,
              month,
              carryInMicros: carryIn,
              carryOutMicros: carryOut,
              totalYen: Number(yen),
            })
            .returning({ id: revenueStatements.id });
          await tx.execute(sql`
            insert into revenue_statement_lines (statement_id, kind, revenue_type, store_id, release_id, sale_month,
                                                 counterparty_account_id, quantity, jpy_micros)
            select ${statement!.id}::int, 'sales', revenue_type, store_id, release_id, sale_month, null, quantity, jpy_micros
              from close_sales where account_id = ${account.account_id}
            union all
            select ${statement!.id}::int, 'split_out', revenue_type, '', release_id, ${month}::text, collaborator_account_id, 0,
                   -jpy_micros
              from close_splits where owner_account_id = ${account.account_id}
            union all
            select ${statement!.id}::int, 'split_in', revenue_type, '', release_id, ${month}::text, owner_account_id, 0, jpy_micros
              from close_splits where collaborator_account_id = ${account.account_id}`);
          // The account's own revenue: sales and the carry, in whole yen.
          const [own] = await rows<{ micros: string }>(
            tx,
            sql`select coalesce(sum(jpy_micros), 0)::text as micros from close_sales where account_id = ${account.account_id}`,
          );
          const ownYen = (BigInt(own?.micros ?? '0') + carryIn) / MICROS_PER_YEN;
          if (ownYen > 0n) {
            await post(tx, {
              kind: 'revenue',
              reference: `${month}:${account.account_id}`,
              memo: { ja: `${month} の確定収益`, en: `Confirmed revenue for ${month}` },
              entries: [
                { side: { wallet: account.account_id }, amount: ownYen },
                { side: { system: 'store_revenue' }, amount: -ownYen },
              ],
            });
          }
          credited.push(account.account_id);
        }
        // Shares move after every owner was credited.
        const shares = await rows<{
          owner_account_id: number;
          collaborator_account_id: number;
          release_id: number;
          share_id: number;
          jpy_micros: string;
        }>(tx, sql`select * from close_splits order by share_id, release_id`);
        for (const share of shares) {
          const yen = BigInt(share.jpy_micros) / MICROS_PER_YEN;
          await post(tx, {
            kind: 'split',
            reference: `${month}:${share.share_id}:${share.release_id}`,
            memo: {
              ja: `${month} の分配（リリース #${share.release_id}）`,
              en: `Split for ${month} (release #${share.release_id})`,
            },
            entries: [
              { side: { wallet: share.owner_account_id }, amount: -yen },
              { side: { wallet: share.collaborator_account_id }, amount: yen },
            ],
          });
        }
        for (const accountId of credited) {
          const [statement] = await tx
            .select({ totalYen: revenueStatements.totalYen })
            .from(revenueStatements)
            .where(sql`${revenueStatements.accountId} = ${accountId} and ${revenueStatements.month} = ${month}`);
          const ja = formatYen(statement!.totalYen, 'ja');
          const en = formatYen(statement!.totalYen, 'en');
          await notifyAccount(
            tx,
            deps.notices,
            accountId,
            {
              subject: { ja: `${month} の収益が確定しました`, en: `Your revenue for ${month} is confirmed` },
              body: {
                ja: `${month} の確定収益は ${ja} です。明細は収益レポートでご確認いただけます。`,
                en: `Your confirmed revenue for ${month} is ${en}. The statement is in your financial report.`,
              },
            },
            `/creators/dashboard/reports/financial?year_month=${month}`,
          );
        }
        return { statements: accounts.length, accounts: credited };
      });
      logger.info({ month, statements: result.statements }, 'revenue month closed');
      return result;
    },

    /** The month a close would confirm next: the one after the last close, else last month. */
    async nextOpenMonth() {
      const [last] = await db.select().from(revenueCloses).orderBy(desc(revenueCloses.month)).limit(1);
      const lastMonth = previousMonth(monthOf(todayInTokyo(now())));
      if (!last) return lastMonth;
      const next = last.month < lastMonth ? nextMonthOf(last.month) : null;
      return next;
    },
  };
}

function nextMonthOf(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export type CloseService = ReturnType<typeof createCloseService>;
