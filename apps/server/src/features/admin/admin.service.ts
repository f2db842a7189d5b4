// Operator tools so far: maintenance mode, finding accounts, and a read-only takeover of an account.
import { AppError } from '@otodoke/domain';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { accounts, sessions } from '../../platform/db/schema.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Settings } from '../../platform/settings.ts';

const PAGE_SIZE = 20;

export function createAdminService(deps: { db: Db; settings: Settings }) {
  const { db } = deps;
  return {
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
