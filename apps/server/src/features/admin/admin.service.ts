// Operator tools: what waits in each part of the console, maintenance mode, finding accounts, and a read-only takeover.
import { AppError, monthOf, previousMonth, RELEASE_STATUS, REVIEW_QUEUE_STATUSES, todayInTokyo } from '@otodoke/domain';
import { sql } from 'drizzle-orm';
import { setSessionTakeover } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Settings } from '../../platform/settings.ts';
import {
  accountExists,
  individualEmailSql,
  individualIdsWithEmailLikeSql,
  searchAccountsPage,
} from '../accounts/index.ts';
import { deferredPaymentsCountSql } from '../billing/index.ts';
import { deliveryProblemsCountSql } from '../distribution/index.ts';
import { releasesInStatusesCountSql } from '../releases/index.ts';
import { lastClosedMonthSql, unmatchedSalesCountSql, withdrawalsWaitingCountSql } from '../revenue/index.ts';
import { accountHasMemberAmongSql, firstManagerIdSql } from '../team/index.ts';

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
      // Each owner writes the SQL over its own tables: accounts (the list, e-mails), team (who manages, who is in).
      const { rows, total } = await searchAccountsPage(db, {
        pattern: q ? pattern : null,
        alsoMatch: (accountId) => accountHasMemberAmongSql(accountId, individualIdsWithEmailLikeSql(pattern)),
        managerEmail: (accountId) => individualEmailSql(firstManagerIdSql(accountId)),
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return {
        items: rows.map((row) => ({
          id: row.account.id,
          name: row.account.name,
          person_company_type: row.account.personCompanyType,
          manager_email: row.managerEmail,
          created_at: row.account.createdAt.toISOString(),
        })),
        total,
        page,
      };
    },
    async startTakeover(ctx: RequestContext, accountId: number) {
      if (!(await accountExists(db, accountId))) throw new AppError('NOT_FOUND');
      await setSessionTakeover(db, ctx.session!.id, accountId);
    },
    async endTakeover(ctx: RequestContext) {
      if (!ctx.isTakeover) return;
      await setSessionTakeover(db, ctx.session!.id, null);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
