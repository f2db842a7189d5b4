// Operator tools: what waits in each part of the console, maintenance mode, finding accounts, and a read-only takeover.
import {
  AppError,
  DEFERRED_PAY_METHODS,
  monthOf,
  PAYMENT_ORDER_STATUS,
  previousMonth,
  RELEASE_STATUS,
  REVIEW_QUEUE_STATUSES,
  todayInTokyo,
} from '@otodoke/domain';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { accounts, paymentOrders, releases, sessions } from '../../platform/db/schema.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Settings } from '../../platform/settings.ts';

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
        sql`select
          (select count(*)::int from releases where ${inArray(releases.status, reviewStatuses)}) as review_queue,
          (select count(*)::int from release_deliveries where status in ('refused', 'failed')) as delivery_problems,
          (select count(*)::int from (select 1 from unmatched_sales_lines where status = 'open' group by isrc, icpn) g)
            as unmatched_sales,
          (select count(*)::int from payment_orders where status = ${PAYMENT_ORDER_STATUS.authed}
             and ${inArray(paymentOrders.method, [...DEFERRED_PAY_METHODS])}) as deferred_payments,
          (select count(*)::int from withdrawals where status = 'requested') as withdrawals,
          (select max(month) from revenue_closes) as last_closed`,
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
      await db.update(sessions).set({ takeoverAccountId: accountId }).where(eq(sessions.id, ctx.session!.id));
    },
    async endTakeover(ctx: RequestContext) {
      if (!ctx.isTakeover) return;
      await db
        .update(sessions)
        .set({ takeoverAccountId: null })
        .where(and(eq(sessions.id, ctx.session!.id)));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
