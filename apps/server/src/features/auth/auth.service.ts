// Sign-up, e-mail verification, the sign-in state machine (captcha, lock, wait, tfa, verify_device), password
// reset and sign-out. Rules and transactions live here; HTTP lives in auth.routes.ts. This file composes the parts,
// each a plain function taking the auth context: sign-up.ts, sign-in.ts (gate and password), sign-in-steps.ts
// (second step and session), password-reset.ts, auth-rules.ts (form rules) and auth-context.ts (shared types).

import { revokeSession } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/db/client.ts';
import type * as repo from './auth.repository.ts';
import { type AuthDeps, authContext, type ClientInfo } from './auth-context.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { type SignInInput, signIn } from './sign-in.ts';
import { continueSignIn, resendCode, submitCode } from './sign-in-steps.ts';
import { resendVerification, type SignUpInput, signUp, verifyEmail } from './sign-up.ts';

export type { AuthDeps, ClientInfo, SignInOutcome } from './auth-context.ts';
export { assertValidNewPassword, safeRedirect } from './auth-rules.ts';

export function createAuthService(deps: AuthDeps) {
  const ctx = authContext(deps);
  return {
    /** After the password (or Google) proved who it is: a second step, or the session. */
    continueSignIn: (
      tx: Executor,
      individual: repo.IndividualRow,
      client: ClientInfo,
      redirectUrl: string | null,
      viaGoogle: boolean,
    ) => continueSignIn(ctx, tx, individual, client, redirectUrl, viaGoogle),

    signUp: (input: SignUpInput, client: ClientInfo) => signUp(ctx, input, client),

    verifyEmail: (token: string) => verifyEmail(ctx, token),

    resendVerification: (email: string, client: ClientInfo) => resendVerification(ctx, email, client),

    signIn: (input: SignInInput, client: ClientInfo) => signIn(ctx, input, client),

    submitCode: (input: { challenge_token: string; code: string }, client: ClientInfo) =>
      submitCode(ctx, input, client),

    resendCode: (challengeToken: string, client: ClientInfo) => resendCode(ctx, challengeToken, client),

    requestPasswordReset: (email: string, client: ClientInfo) => requestPasswordReset(ctx, email, client),

    confirmPasswordReset: (
      input: { token: string; password: string; password_confirmation: string },
      client: ClientInfo,
    ) => confirmPasswordReset(ctx, input, client),

    captchaChallenge() {
      return deps.captcha.createChallenge();
    },

    async signOut(sessionId: number | null): Promise<void> {
      if (sessionId !== null) await revokeSession(deps.db, sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
