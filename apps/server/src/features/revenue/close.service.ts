// Confirming a month. The close takes every sales line that arrived up to now (batches up to the cut-off) and is dated
// in or before the month, and was not confirmed by an earlier close; writes each account's statement (sales by revenue
// type, store, release and the month they happened; split shares out and in; the sub-yen carry), and posts the yen to
// the ledger: revenue into the owner's wallet, then each accepted collaborator's share from the owner's wallet to
// theirs. The lines are summed first in short steps (the embedded database answers other requests between them), then
// everything is written in one transaction under the same lock as imports; closing a month twice changes nothing.
import { randomUUID } from 'node:crypto';
import {
  AppError,
  formatYen,
  isYearMonth,
  lastDayOfMonth,
  MICROS_PER_YEN,
  monthOf,
  nextMonth,
  previousMonth,
  todayInTokyo,
  yearMonthWords,
} from '@otodoke/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { revenueCloses, revenueStatements } from '../../platform/db/schema.ts';
import { post } from '../../platform/ledger/ledger.ts';
import type { Logger } from '../../platform/logger.ts';
import { releasesJoinSql } from '../releases/index.ts';
import { discardStaleImports, isImportUnderWay, lockRevenue } from './ingest.repository.ts';
import { type NoticeDeps, notifyAccount } from './revenue-notices.ts';

/** Sales lines summed per step of a close (by line id): on the embedded database a step takes some tens of ms. */
const CLOSE_LINES_PER_STEP = 20_000;

/**
 * The last close before `month`, null for the first; 'done' when `month` is closed. Months close in order and one
 * after another: a skipped month could never be closed afterwards.
 */
async function closeablePrevious(tx: Executor, month: string) {
  const [done] = await tx.select().from(revenueCloses).where(eq(revenueCloses.month, month));
  if (done) return 'done' as const;
  const [previous] = await tx.select().from(revenueCloses).orderBy(desc(revenueCloses.month)).limit(1);
  if (previous && previous.month > month) throw new AppError('REV00002', { month });
  if (previous && month !== nextMonth(previous.month)) {
    throw new AppError('REV00005', { month, next: nextMonth(previous.month) });
  }
  return previous ?? null;
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
      // 1. Under the revenue lock: may the month close, and which lines does it take (the batches up to now).
      const scope = await db.transaction(async (tx) => {
        await lockRevenue(tx);
        const previous = await closeablePrevious(tx, month);
        if (previous === 'done') return null;
        // A large report going in step by step has lines already written under its batch: wait until it is in.
        await discardStaleImports(tx);
        if (await isImportUnderWay(tx)) throw new AppError('REV00007', { month });
        const [row] = await selectRows<{ cutoff: string | null; last_line: string | null }>(
          tx,
          sql`select (select max(id) from sales_batches)::text as cutoff, (select max(id) from sales_lines)::text as last_line`,
        );
        return {
          run: randomUUID(),
          cutoff: Number(row?.cutoff ?? 0),
          lastLine: Number(row?.last_line ?? 0),
          previousMonth: previous?.month ?? null,
          previousCutoff: previous?.batchCutoff ?? 0,
        };
      });
      if (!scope) return { statements: 0, accounts: [] as number[] };
      const end = lastDayOfMonth(month);
      const previousEnd = scope.previousMonth ? lastDayOfMonth(scope.previousMonth) : '0001-01-01';

      // 2. The lines this close confirms, summed a range of lines at a time, each range one short statement. The lines
      // of batches up to the cut-off never change (their imports are over, and later batches have larger ids), so
      // the sums stay true until the last step; on the embedded database other requests run between the ranges.
      for (let from = 0; from < scope.lastLine; from += CLOSE_LINES_PER_STEP) {
        await db.execute(sql`
          insert into revenue_close_parts (run, month, account_id, revenue_type, store_id, release_id, sale_month,
                                           quantity, jpy_micros)
          select ${scope.run}, ${month}, account_id, revenue_type, store_id, release_id, to_char(sale_date, 'YYYY-MM'),
                 sum(quantity)::bigint, sum(jpy_micros)::bigint
            from sales_lines
           where id > ${from} and id <= ${from + CLOSE_LINES_PER_STEP}
             and batch_id <= ${scope.cutoff} and sale_date <= ${end}::date
             and not (batch_id <= ${scope.previousCutoff} and sale_date <= ${previousEnd}::date)
           group by 3, 4, 5, 6, 7`);
      }

      // 3. One transaction: the statements, the ledger and the notices, from the sums.
      const result = await db.transaction(async (tx) => {
        await lockRevenue(tx);
        const previous = await closeablePrevious(tx, month);
        // Closed meanwhile by another attempt: its sums were the same.
        if (previous === 'done') {
          await tx.execute(sql`delete from revenue_close_parts where run = ${scope.run}`);
          return { statements: 0, accounts: [] as number[] };
        }
        // Only this month could have closed meanwhile (months close in order).
        if ((previous?.month ?? null) !== scope.previousMonth) throw new Error(`the close before ${month} moved`);
        await tx.insert(revenueCloses).values({ month, batchCutoff: scope.cutoff, closedBy: by });
        await tx.execute(sql`
          create temp table close_sales on commit drop as
          select account_id, revenue_type, store_id, release_id, sale_month,
                 sum(quantity)::bigint as quantity, sum(jpy_micros)::bigint as jpy_micros
            from revenue_close_parts
           where run = ${scope.run}
           group by 1, 2, 3, 4, 5`);
        // Every attempt's sums for the month go: this one's are read, and the month closes only once.
        await tx.execute(sql`delete from revenue_close_parts where month = ${month}`);
        // Each release's sales are divided by the split in force in the month they happened (a late line of a month
        // before the split is the owner's alone): the newest version effective by then, accepted shares only. A share is
        // whole yen of the release's confirmed revenue for that month (the fractions stay with the owner).
        await tx.execute(sql`
          create temp table close_splits on commit drop as
          with release_totals as (
            select account_id, release_id, revenue_type, sale_month, sum(jpy_micros) as jpy_micros
              from close_sales group by 1, 2, 3, 4
          )
          select t.account_id as owner_account_id, s.collaborator_account_id, t.release_id, t.revenue_type,
                 t.sale_month, s.id as share_id,
                 (floor(greatest(t.jpy_micros, 0)::numeric * s.share_bp / 10000 / 1000000) * 1000000)::bigint as jpy_micros
            from release_totals t
            join lateral (
              select v.id from split_versions v
               where v.release_id = t.release_id and v.effective_from <= t.sale_month
               order by v.effective_from desc limit 1
            ) v on true
            join split_shares s on s.version_id = v.id and s.status = 200 and s.collaborator_account_id is not null
                                and s.collaborator_account_id <> t.account_id`);

        await tx.execute(sql`delete from close_splits where jpy_micros <= 0`);

        // Statements: every account with sales or a share, plus its carry from the last statement.
        const accounts = await selectRows<{ account_id: number; carry_in: string; lines_micros: string }>(
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
        const movements: Array<{ accountId: number; own: bigint }> = [];
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
            select ${statement!.id}::int, 'split_out', revenue_type, '', release_id, sale_month, collaborator_account_id, 0,
                   -jpy_micros
              from close_splits where owner_account_id = ${account.account_id}
            union all
            select ${statement!.id}::int, 'split_in', revenue_type, '', release_id, sale_month, owner_account_id, 0, jpy_micros
              from close_splits where collaborator_account_id = ${account.account_id}`);
          // What the account's own sales give its wallet: its statement total, less the shares it receives, plus
          // the shares it pays out (both whole yen), so the wallet moves by exactly the statement's total.
          const [splitYen] = await selectRows<{ paid: string; received: string }>(
            tx,
            sql`select coalesce(sum(jpy_micros) filter (where owner_account_id = ${account.account_id}), 0)::text as paid,
                       coalesce(sum(jpy_micros) filter (where collaborator_account_id = ${account.account_id}), 0)::text
                         as received
                  from close_splits`,
          );
          const own =
            yen + BigInt(splitYen?.paid ?? '0') / MICROS_PER_YEN - BigInt(splitYen?.received ?? '0') / MICROS_PER_YEN;
          movements.push({ accountId: account.account_id, own });
          credited.push(account.account_id);
        }
        // The order keeps every wallet at or above zero at each step: own revenue in, shares into collaborators (from
        // a clearing account), shares out of owners (into it), then what a month of refunds takes back.
        const revenue = (accountId: number, amount: bigint) =>
          post(tx, {
            kind: 'revenue',
            reference: `${month}:${accountId}`,
            memo: {
              ja: `${yearMonthWords(month, 'ja')}の確定収益`,
              en: `Confirmed revenue for ${yearMonthWords(month, 'en')}`,
            },
            entries: [
              { side: { wallet: accountId }, amount },
              { side: { system: 'store_revenue' }, amount: -amount },
            ],
          });
        for (const movement of movements) if (movement.own > 0n) await revenue(movement.accountId, movement.own);
        const shares = await selectRows<{
          owner_account_id: number;
          collaborator_account_id: number;
          release_id: number;
          revenue_type: string;
          sale_month: string;
          share_id: number;
          jpy_micros: string;
          release_title: string | null;
        }>(
          tx,
          sql`select s.*, r.title as release_title from close_splits s left join ${releasesJoinSql()} r on r.id = s.release_id
               where s.jpy_micros > 0 order by s.share_id, s.release_id, s.revenue_type, s.sale_month`,
        );
        const shareReference = (share: (typeof shares)[number]) =>
          `${month}:${share.share_id}:${share.release_id}:${share.revenue_type}:${share.sale_month}`;
        // The balance history reads these: the month in words and the release by its title.
        const memo = (share: (typeof shares)[number]) => {
          const title = share.release_title?.trim();
          return {
            ja: `${yearMonthWords(share.sale_month, 'ja')}分の分配（${title || `リリース #${share.release_id}`}）`,
            en: `Split of ${yearMonthWords(share.sale_month, 'en')} (${title || `release #${share.release_id}`})`,
          };
        };
        for (const share of shares) {
          const yen = BigInt(share.jpy_micros) / MICROS_PER_YEN;
          await post(tx, {
            kind: 'split_in',
            reference: shareReference(share),
            memo: memo(share),
            entries: [
              { side: { system: 'split_clearing' }, amount: -yen },
              { side: { wallet: share.collaborator_account_id }, amount: yen },
            ],
          });
        }
        for (const share of shares) {
          const yen = BigInt(share.jpy_micros) / MICROS_PER_YEN;
          await post(tx, {
            kind: 'split_out',
            reference: shareReference(share),
            memo: memo(share),
            entries: [
              { side: { wallet: share.owner_account_id }, amount: -yen },
              { side: { system: 'split_clearing' }, amount: yen },
            ],
          });
        }
        for (const movement of movements) if (movement.own < 0n) await revenue(movement.accountId, movement.own);
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

    /**
     * The month the next close confirms (the one after the last close, else last month) and the day it may: months
     * close only once they are over, so from the first of the month after it (Tokyo time).
     */
    async nextClose() {
      const [last] = await db.select().from(revenueCloses).orderBy(desc(revenueCloses.month)).limit(1);
      const month = last ? nextMonth(last.month) : previousMonth(monthOf(todayInTokyo(now())));
      return { month, opens_on: `${nextMonth(month)}-01` };
    },

    /** The month a close would confirm next: the one after the last close, else last month. */
    async nextOpenMonth() {
      const [last] = await db.select().from(revenueCloses).orderBy(desc(revenueCloses.month)).limit(1);
      const lastMonth = previousMonth(monthOf(todayInTokyo(now())));
      if (!last) return lastMonth;
      const next = last.month < lastMonth ? nextMonth(last.month) : null;
      return next;
    },
  };
}

export type CloseService = ReturnType<typeof createCloseService>;
