// Sign-in and sign-up with Google (OpenID Connect). The browser returns to /{creators|dashboard}/validate-google-auth,
// whose page posts the callback query here.
import { AppError } from '@otodoke/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { OpenIdSignIn } from '../../integrations/google-signin/openid-connect.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../../platform/auth/permissions.ts';
import type { Db } from '../../platform/db/client.ts';
import { oidcStates } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import {
  findIndividualByEmail,
  findIndividualByGoogleSubject,
  insertAccount,
  insertIndividual,
  updateIndividual,
} from '../accounts/index.ts';
import { insertMember } from '../team/index.ts';
import { type AuthService, type ClientInfo, type SignInOutcome, safeRedirect } from './auth.service.ts';

type ReturnTo = 'creators' | 'dashboard';
const STATE_TTL_MS = 10 * 60 * 1000;

/** The key a state is kept under binds it to the browser that started, so a callback forwarded elsewhere fails. */
function stateKey(state: string, browserId: string): string {
  return hashToken(`${browserId}:${state}`);
}

export function googleRedirectUri(publicUrl: string, returnTo: ReturnTo): string {
  return `${publicUrl}/${returnTo}/validate-google-auth`;
}

export function createGoogleSignInService(deps: {
  db: Db;
  openId: OpenIdSignIn;
  auth: AuthService;
  publicUrl: string;
  logger: Logger;
}) {
  const { db, openId } = deps;
  return {
    async start(returnTo: ReturnTo, redirectUrl: string | null, client: ClientInfo) {
      const checks = openId.newChecks();
      await db.insert(oidcStates).values({
        state: stateKey(checks.state, client.browserId),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        returnTo,
        redirectUrl: redirectUrl ? safeRedirect(redirectUrl) : null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      let authorizationUrl: string;
      try {
        authorizationUrl = await openId.authorizationUrl(checks, googleRedirectUri(deps.publicUrl, returnTo));
      } catch (error) {
        deps.logger.warn({ err: error }, 'google sign-in discovery failed');
        throw new AppError('GOOGLE_SIGNIN_FAILED');
      }
      return {
        authorization_url: authorizationUrl,
        provider_name: openId.providerName,
        is_simulator: openId.isSimulator,
      };
    },

    async complete(callbackQuery: string, returnTo: ReturnTo, client: ClientInfo): Promise<SignInOutcome> {
      const query = new URLSearchParams(callbackQuery.replace(/^\?/, ''));
      const state = query.get('state') ?? '';
      const [saved] = await db
        .delete(oidcStates)
        .where(and(eq(oidcStates.state, stateKey(state, client.browserId)), gt(oidcStates.expiresAt, new Date())))
        .returning();
      if (!saved || saved.returnTo !== returnTo || query.get('error')) throw new AppError('GOOGLE_SIGNIN_FAILED');
      let identity: Awaited<ReturnType<OpenIdSignIn['identify']>>;
      try {
        const callbackUrl = new URL(`${googleRedirectUri(deps.publicUrl, returnTo)}?${query.toString()}`);
        identity = await openId.identify(callbackUrl, {
          state,
          nonce: saved.nonce,
          codeVerifier: saved.codeVerifier,
        });
      } catch (error) {
        deps.logger.warn({ err: error }, 'google sign-in code exchange failed');
        throw new AppError('GOOGLE_SIGNIN_FAILED');
      }
      if (!identity.email || !identity.emailVerified) throw new AppError('GOOGLE_SIGNIN_FAILED');
      const email = identity.email;
      return db.transaction(async (tx) => {
        let individual = await findIndividualByGoogleSubject(tx, identity.subject);
        if (!individual) {
          const byEmail = await findIndividualByEmail(tx, email);
          if (byEmail) {
            // Google vouches for the address, so an existing individual with it is linked. A password chosen
            // before the address was ever confirmed may be someone else's (a pre-registration): it stops working.
            const confirmed = byEmail.emailVerifiedAt !== null;
            const linked = {
              googleSubject: identity.subject,
              emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
              ...(confirmed ? {} : { passwordHash: null }),
            };
            await updateIndividual(tx, byEmail.id, linked);
            individual = { ...byEmail, ...linked };
          } else {
            individual = await insertIndividual(tx, {
              email,
              name: identity.name ?? email.split('@')[0]!,
              googleSubject: identity.subject,
              emailVerifiedAt: new Date(),
              language: client.language,
              twoFactorEnabled: false,
            });
            const account = await insertAccount(tx, { name: individual.name, personCompanyType: 'person' });
            await insertMember(tx, {
              accountId: account.id,
              individualId: individual.id,
              isAccountManager: true,
              permissions: ALL_PERMISSIONS_EDITABLE,
            });
          }
        }
        return deps.auth.continueSignIn(
          tx,
          individual,
          client,
          saved.redirectUrl ?? (returnTo === 'creators' ? '/creators' : '/dashboard'),
          true,
        );
      });
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
