// The session state pages receive, switching the current account, and the account's basic information.
import type { SessionState } from '@otodoke/contract';
import { AppError, formatValidationMessage } from '@otodoke/domain';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import { setSessionAccount } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { freezeDeep, type ReadCache } from '../../platform/db/read-cache.ts';
import type { ActingAccount, RequestContext } from '../../platform/http/context.ts';
import { hasPermission } from '../../platform/http/endpoint.ts';
import { lastBuilt } from '../../platform/http/response-reuse.ts';
import { countOwnArtists, listArtistChoices } from '../artists/index.ts';
import { countUnreadMessages } from '../messages/index.ts';
import { firstStepsOfAccount } from '../releases/index.ts';
import { dashboardEstimateOf } from '../revenue/index.ts';
import { presentBasicInfo, presentFirstSteps, presentIndividual, presentUser } from './accounts.presenter.ts';
import type { AccountMembership } from './accounts.repository.ts';
import * as repo from './accounts.repository.ts';
import { findMemberAccount } from './feature-flags.repository.ts';

const NO_MESSAGES = freezeDeep({ general: 0, personal: 0, total: 0 });
const NONE = freezeDeep([] as never[]);
/** The team permission of reports and revenue (domain PERMISSION_LABELS). */
const REPORTS_PERMISSION = 3000;

export function createAccountsService(deps: {
  db: Db;
  isMaintenance: () => Promise<boolean>;
  /** Who is a member of which account (the team capability's). */
  membership: AccountMembership;
  /** Keeps each individual's account list between requests (forgotten at any change to accounts or members). */
  readCache: Pick<ReadCache, 'remember'>;
}) {
  const { db, membership } = deps;
  const lastState = lastBuilt<IndividualRow, SessionState>();
  return {
    /** `dashboard`: with the first steps and the sales summary (the dashboard's; each costs queries, so on ask). */
    async sessionState(
      ctx: RequestContext,
      extra: { theme: string; pageVia: string | null; dashboard?: boolean },
    ): Promise<SessionState> {
      const individual = ctx.individual;
      const reachable =
        individual && !ctx.isTakeover
          ? ((await deps.readCache.remember(`reachable:${individual.id}`, () =>
              repo.listReachableAccounts(db, individual.id, membership),
            )) ?? NONE)
          : NONE;
      const account = ctx.accountDenied ? null : ctx.account;
      const artists = account
        ? ((await deps.readCache.remember(`artists:choices:${account.row.id}`, () =>
            listArtistChoices(db, account.row.id),
          )) ?? NONE)
        : NONE;
      const messages = account
        ? ((await deps.readCache.remember(`messages:unread:${account.row.id}`, () =>
            countUnreadMessages(db, account.row.id),
          )) ?? NO_MESSAGES)
        : NO_MESSAGES;
      const isMaintenance = await deps.isMaintenance();
      const build = (): SessionState => ({
        acid: account?.row.id ?? null,
        available_account_list: (ctx.isTakeover && ctx.account
          ? [{ account: ctx.account.row, isAccountManager: true }]
          : reachable
        ).map((entry) => ({
          id: entry.account.id,
          name: entry.account.name,
          person_company_type: entry.account.personCompanyType,
          is_account_manager: entry.isAccountManager,
        })),
        buid: ctx.browserId,
        user: account ? presentUser(account) : null,
        individual: presentIndividual(ctx, account),
        is_takeover: ctx.isTakeover,
        my_artist_list: artists,
        message_counts: messages,
        is_maintenance: isMaintenance,
        csrf_token: ctx.csrfToken,
        theme: extra.theme,
        language: ctx.language,
        page_via: extra.pageVia,
        first_steps: null,
        estimate_report: null,
      });
      const forDashboard = account && extra.dashboard ? account : null;
      if (!forDashboard) {
        // Every page asks for this: made of kept reads, it is built and serialized once while they stay the same.
        if (!individual) return build();
        const inputs = [
          ...[ctx.account, ctx.accountDenied, ctx.isTakeover, ctx.browserId, ctx.csrfToken, ctx.language],
          ...[reachable, artists, messages, isMaintenance, extra.theme, extra.pageVia],
        ];
        return lastState(individual, inputs, build);
      }
      return {
        ...build(),
        first_steps: presentFirstSteps(
          await firstStepsOfAccount(db, forDashboard.row.id, await countOwnArtists(db, forDashboard.row.id)),
        ),
        estimate_report: hasPermission(forDashboard, REPORTS_PERMISSION, 'readonly')
          ? await dashboardEstimateOf(db, forDashboard.row.id)
          : null,
      };
    },

    async switchAccount(ctx: RequestContext, accountId: number): Promise<ActingAccount> {
      if (!ctx.individual || !ctx.session) throw new AppError('NOT_SIGNED_IN');
      const reached = await findMemberAccount(db, accountId, ctx.individual.id, membership);
      if (!reached) throw new AppError('FORBIDDEN');
      await setSessionAccount(db, ctx.session.id, accountId);
      return reached;
    },

    /** The individual's choice also decides the language of mails and of browsers without the cookie. */
    async rememberLanguage(ctx: RequestContext, language: 'ja' | 'en') {
      if (ctx.individual) await repo.setIndividualLanguage(db, ctx.individual.id, language);
    },

    basicInfo(ctx: RequestContext, account: ActingAccount) {
      return presentBasicInfo(account.row, ctx.individual!);
    },

    async updateBasicInfo(
      ctx: RequestContext,
      account: ActingAccount,
      input: { account_name?: string | undefined; company_name?: string | null | undefined },
    ) {
      if (input.account_name !== undefined && input.account_name === '') {
        throw AppError.invalidFields({
          account_name: {
            ja: formatValidationMessage('required', 'ja'),
            en: formatValidationMessage('required', 'en'),
          },
        });
      }
      await repo.updateAccount(db, account.row.id, {
        ...(input.account_name !== undefined ? { name: input.account_name } : {}),
        ...(input.company_name !== undefined ? { companyName: input.company_name || null } : {}),
      });
      const updated = await repo.findAccount(db, account.row.id);
      return presentBasicInfo(updated!, ctx.individual!);
    },

    async listMine(ctx: RequestContext) {
      const rows = await repo.listReachableAccounts(db, ctx.individual!.id, membership);
      const counts = await membership.memberCounts(
        db,
        rows.map((row) => row.account.id),
      );
      return {
        items: rows.map((row) => ({
          id: row.account.id,
          name: row.account.name,
          person_company_type: row.account.personCompanyType,
          plan: row.account.plan,
          is_account_manager: row.isAccountManager,
          member_count: counts.get(row.account.id) ?? 0,
          is_current: row.account.id === ctx.account?.row.id,
        })),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
