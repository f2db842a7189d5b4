// The auth capability: sign-up, the sign-in state machine, password reset and Google sign-in.
import { defineCapability } from '../../platform/capability.ts';
import type { AffiliateService } from '../billing/index.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { assertValidNewPassword, createAuthService } from './auth.service.ts';
import { createGoogleSignInService } from './google-sign-in.service.ts';

export const authCapability = defineCapability({
  name: 'auth',
  needs: ['billing'],
  create: ({ db, mailer, config, logger, integrations }, { billing }: { billing: { affiliate: AffiliateService } }) => {
    const auth = createAuthService({
      db,
      mailer,
      captcha: integrations.captcha,
      publicUrl: config.publicUrl,
      referrerOf: billing.affiliate.affiliateAccountOf,
    });
    const google = createGoogleSignInService({
      db,
      openId: integrations.openId,
      auth,
      publicUrl: config.publicUrl,
      logger,
    });
    // The password rules, for profile (which auth imports, so it cannot import auth).
    return { auth, google, passwords: { assertValidNewPassword } };
  },
  routes: (http, { auth, google }, { secureCookies }) => registerAuthRoutes(http, { auth, google, secureCookies }),
});
