// Operator tools: what waits in each part of the console, maintenance mode, finding accounts, and a read-only takeover.
import { AppError, monthOf, previousMonth, RELEASE_STATUS, REVIEW_QUEUE_STATUSES, todayInTokyo } from '@otodoke/domain';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { setSessionTakeover } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { accounts } from '../../platform/db/schema.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Settings } from '../../platform/settings.ts';
import { deferredPaymentsCountSql } from '../billing/index.ts';
import { deliveryProblemsCountSql } from '../distribution/index.ts';
import { releasesInStatusesCountSql } from '../releases/index.ts';
import { lastClosedMonthSql, unmatchedSalesCountSql, withdrawalsWaitingCountSql } from '../revenue/index.ts';

const PAGE_SIZE = 20;

export function createAdminService(deps: { db: Db; settings: Settings; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** What waits in each part of the console, in one round trip of counts. */
    async counts() {
      const reviewStatuses = REVIEW_QUEUE_STATUSES.map((status) => RELEASE_STATUS[status]);
      const lastMonth = previousMonth(monthOf(todayInTokyo(now())));
      const [row] = await selectRows<{
        review_queue: number;
        delivery_problems: number;
        unmatched_sales: number;
        deferred_payments: number;
        withdrawals: number;
        last_closed: string | null;
      }>(
        db,
        // Each owner writes the subquery over its own tables; the console asks them all at once.
        sql`select
          ${releasesInStatusesCountSql(reviewStatuses)} as review_queue,
          ${deliveryProblemsCountSql()} as delivery_problems,
          ${unmatchedSalesCountSql()} as unmatched_sales,
          ${deferredPaymentsCountSql()} as deferred_payments,
          ${withdrawalsWaitingCountSql()} as withdrawals,
          ${lastClosedMonthSql()} as last_closed`,
      );
      return {
        review_queue: row?.review_queue ?? 0,
        delivery_problems: row?.delivery_problems ?? 0,
        unmatched_sales: row?.unmatched_sales ?? 0,
        deferred_payments: row?.deferred_payments ?? 0,
        withdrawals: row?.withdrawals ?? 0,
        // The close rule: months close in order once over, so one waits while last month is not closed.
        months_to_close: !row?.last_closed || row.last_closed < lastMonth ? 1 : 0,
      };
    },

    async maintenance() {
      return { is_maintenance: await deps.settings.isMaintenance() };
    },
    async setMaintenance(on: boolean) {
      await deps.settings.setMaintenance(on);
      return { is_maintenance: on };
    },
    async searchAccounts(q: string, page: number) {
      const pattern = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      // Written out with aliases: inside a correlated subquery every column must name its table.
      const managerEmail = sql<string | null>`(
        select i.email from account_members am join individuals i on i.id = am.individual_id
        where am.account_id = "accounts"."id" and am.is_account_manager
        order by am.created_at, am.individual_id limit 1)`;
      const where = q
        ? or(
            ilike(accounts.name, pattern),
            sql`exists (select 1 from account_members am join individuals i on i.id = am.individual_id
              where am.account_id = "accounts"."id" and i.email ilike ${pattern})`,
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ account: accounts, managerEmail })
          .from(accounts)
          .where(where)
          .orderBy(desc(accounts.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(accounts).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.account.id,
          name: row.account.name,
          person_company_type: row.account.personCompanyType,
          manager_email: row.managerEmail,
          created_at: row.account.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
        page,
      };
    },
    async startTakeover(ctx: RequestContext, accountId: number) {
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw new AppError('NOT_FOUND');
      await setSessionTakeover(db, ctx.session!.id, accountId);
    },
    async endTakeover(ctx: RequestContext) {
      if (!ctx.isTakeover) return;
      await setSessionTakeover(db, ctx.session!.id, null);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
