import * as api from '@otodoke/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/cookies.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { AuthService, ClientInfo, SignInOutcome } from './auth.service.ts';
import type { GoogleSignInService } from './google-sign-in.service.ts';

export function clientOf(ctx: RequestContext): ClientInfo {
  return { ipAddress: ctx.ipAddress, userAgent: ctx.userAgent, browserId: ctx.browserId, language: ctx.language };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; google: GoogleSignInService; secureCookies: boolean },
) {
  const { auth, google } = deps;
  const finish = (reply: FastifyReply, outcome: SignInOutcome) => {
    if (outcome.sessionToken) setSessionCookie(reply, outcome.sessionToken, deps.secureCookies);
    return outcome.result;
  };

  registerEndpoint(app, api.signUp, ({ body }, ctx) => auth.signUp(body, clientOf(ctx)));
  registerEndpoint(app, api.verifyEmail, ({ body }) => auth.verifyEmail(body.token));
  registerEndpoint(app, api.resendVerification, async ({ body }, ctx) => {
    await auth.resendVerification(body.email, clientOf(ctx));
    return { ok: true as const };
  });
  registerEndpoint(app, api.signIn, async ({ body }, ctx, { reply }) =>
    finish(reply, await auth.signIn(body, clientOf(ctx))),
  );
  registerEndpoint(app, api.submitSignInCode, async ({ body }, ctx, { reply }) =>
    finish(reply, await auth.submitCode(body, clientOf(ctx))),
  );
  registerEndpoint(app, api.resendSignInCode, async ({ body }, ctx) => {
    await auth.resendCode(body.challenge_token, clientOf(ctx));
    return { ok: true as const };
  });
  registerEndpoint(app, api.getCaptchaChallenge, () => auth.captchaChallenge());
  registerEndpoint(app, api.requestPasswordReset, async ({ body }, ctx) => {
    await auth.requestPasswordReset(body.email, clientOf(ctx));
    return { ok: true as const };
  });
  registerEndpoint(app, api.confirmPasswordReset, async ({ body }, ctx) => {
    await auth.confirmPasswordReset(body, clientOf(ctx));
    return { ok: true as const };
  });
  registerEndpoint(app, api.startGoogleSignIn, ({ query }, ctx) =>
    google.start(query.return_to, query.redirect_url ?? null, clientOf(ctx)),
  );
  registerEndpoint(app, api.completeGoogleSignIn, async ({ body }, ctx, { reply }) =>
    finish(reply, await google.complete(body.callback_query, body.return_to, clientOf(ctx))),
  );
  registerEndpoint(
    app,
    api.signOut,
    async (_input, ctx, { reply }) => {
      await auth.signOut(ctx.session?.id ?? null);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
    { allowDuringTakeover: true },
  );

  // The spec's /logout: goes to the top page (or the creators area with to_creators=1). Only a POST, which carries the
  // CSRF token like every POST, ends the session: a GET is a link any other site can make a browser follow.
  const logoutTarget = (request: FastifyRequest) =>
    (request.query as Record<string, unknown>).to_creators === '1' ? '/creators' : '/';
  app.get('/logout', async (request, reply) => reply.redirect(logoutTarget(request), 302));
  app.post('/logout', async (request, reply) => {
    await auth.signOut(request.ctx.session?.id ?? null);
    clearSessionCookie(reply);
    return reply.redirect(logoutTarget(request), 303);
  });
}
