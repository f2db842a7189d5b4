import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE } from '../../platform/http/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { AccountsService } from './accounts.service.ts';
import type { FeatureFlagsService } from './feature-flags.service.ts';

export function registerAccountsRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountsService; featureFlags: FeatureFlagsService; secureCookies: boolean },
) {
  const { accounts, featureFlags } = deps;
  const state = (ctx: Parameters<AccountsService['sessionState']>[0]) =>
    accounts.sessionState(ctx, { theme: 'light', pageVia: null });

  registerEndpoint(app, api.getMe, ({ query }, ctx) =>
    accounts.sessionState(ctx, { theme: 'light', pageVia: null, dashboard: query.view === 'dashboard' }),
  );
  registerEndpoint(app, api.switchAccount, async ({ body }, ctx, { reply }) => {
    const account = await accounts.switchAccount(ctx, body.acid);
    reply.header('x-tcj-acid', String(body.acid));
    return state({ ...ctx, account, accountDenied: false });
  });
  registerEndpoint(app, api.setLanguage, async ({ body }, ctx, { reply }) => {
    await accounts.rememberLanguage(ctx, body.language);
    reply.setCookie(LANGUAGE_COOKIE, body.language, {
      path: '/',
      sameSite: 'lax',
      secure: deps.secureCookies,
      maxAge: 365 * 24 * 60 * 60,
    });
    return { ok: true as const };
  });
  registerEndpoint(app, api.getBasicInfo, async (_input, ctx) => accounts.basicInfo(ctx, ctx.account!));
  registerEndpoint(app, api.updateAccountBasicInfo, ({ body }, ctx) =>
    accounts.updateBasicInfo(ctx, ctx.account!, body),
  );
  registerEndpoint(app, api.listMyAccounts, (_input, ctx) => accounts.listMine(ctx));
  registerEndpoint(app, api.getAccountFeatureFlags, ({ params }) => featureFlags.read(params.account_id));
  registerEndpoint(app, api.setAccountFeatureFlag, ({ params, body }, ctx) =>
    featureFlags.set(ctx, params.account_id, params.flag, body.enabled),
  );
}
