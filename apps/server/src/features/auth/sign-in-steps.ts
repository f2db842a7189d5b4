// After the password (or Google): the second step (a mailed code for tfa or a new device), its resend, the session.
import { AppError } from '@otodoke/domain';
import { createSession } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/db/client.ts';
import { hashToken, newNumericCode, newToken, safeEqual } from '../../platform/security/tokens.ts';
import { findIndividualById } from '../accounts/index.ts';
import { hasVerifiedDevice, isKnownDevice, trustDevice } from '../profile/index.ts';
import { defaultAccountId } from '../team/index.ts';
import * as repo from './auth.repository.ts';
import { type AuthCtx, type ClientInfo, type Language, MINUTE, type SignInOutcome } from './auth-context.ts';
import { safeRedirect } from './auth-rules.ts';
import { SIGN_IN_POLICY as P } from './sign-in-policy.ts';

async function startSession(
  tx: Executor,
  individual: repo.IndividualRow,
  client: ClientInfo,
  redirectUrl: string | null,
): Promise<SignInOutcome> {
  await trustDevice(tx, individual.id, hashToken(client.browserId), client.userAgent);
  await repo.recordSigninAttempt(tx, hashToken(individual.email), client.ipAddress, true);
  const accountId = await defaultAccountId(tx, individual.id);
  const sessionToken = await createSession(tx, {
    individualId: individual.id,
    accountId,
    userAgent: client.userAgent,
    ipAddress: client.ipAddress,
  });
  return {
    result: { next_action: null, challenge_token: null, retry_after: null, redirect_url: safeRedirect(redirectUrl) },
    sessionToken,
  };
}

async function mailCode(
  ctx: AuthCtx,
  tx: Executor,
  individual: repo.IndividualRow,
  kind: 'tfa' | 'verify_device',
  code: string,
  client: ClientInfo,
) {
  const language = (individual.language as Language) ?? client.language;
  await ctx.mailer.enqueue(
    tx,
    individual.email,
    language,
    kind === 'tfa'
      ? { template: 'signin_code', params: { name: individual.name, code, minutes: P.codeMinutes } }
      : {
          template: 'device_code',
          params: { name: individual.name, code, minutes: P.codeMinutes, userAgent: client.userAgent || 'unknown' },
        },
  );
}

async function startChallenge(
  ctx: AuthCtx,
  tx: Executor,
  individual: repo.IndividualRow,
  kind: 'tfa' | 'verify_device',
  client: ClientInfo,
  redirectUrl: string | null,
): Promise<SignInOutcome> {
  const token = newToken();
  const code = newNumericCode(P.codeDigits);
  await repo.insertChallenge(tx, {
    tokenHash: hashToken(token),
    individualId: individual.id,
    kind,
    codeHash: hashToken(code),
    deviceKeyHash: hashToken(client.browserId),
    redirectUrl,
    expiresAt: new Date(Date.now() + P.codeMinutes * MINUTE),
  });
  await mailCode(ctx, tx, individual, kind, code, client);
  return {
    result: { next_action: kind, challenge_token: token, retry_after: null, redirect_url: null },
    sessionToken: null,
  };
}

/** After the password (or Google) proved who it is: a second step, or the session. */
export async function continueSignIn(
  ctx: AuthCtx,
  tx: Executor,
  individual: repo.IndividualRow,
  client: ClientInfo,
  redirectUrl: string | null,
  viaGoogle: boolean,
): Promise<SignInOutcome> {
  if (individual.twoFactorEnabled && !viaGoogle) {
    return startChallenge(ctx, tx, individual, 'tfa', client, redirectUrl);
  }
  const deviceKeyHash = hashToken(client.browserId);
  if (
    individual.verifyNewDevices &&
    !(await isKnownDevice(tx, individual.id, deviceKeyHash)) &&
    (await hasVerifiedDevice(tx, individual.id))
  ) {
    return startChallenge(ctx, tx, individual, 'verify_device', client, redirectUrl);
  }
  return startSession(tx, individual, client, redirectUrl);
}

export async function submitCode(
  ctx: AuthCtx,
  input: { challenge_token: string; code: string },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const challenge = await repo.findLiveChallenge(tx, hashToken(input.challenge_token));
    if (!challenge || challenge.deviceKeyHash !== hashToken(client.browserId)) throw new AppError('TOKEN_INVALID');
    // Count the try before comparing, atomically, so parallel guesses each use one of the allowed tries.
    const attempts = await repo.countChallengeAttempt(tx, challenge.id, P.codeMaxAttempts);
    if (challenge.expiresAt.getTime() < Date.now() || attempts === null) {
      await repo.updateChallenge(tx, challenge.id, { consumedAt: new Date() });
      return { error: new AppError('CODE_EXPIRED') };
    }
    if (!safeEqual(challenge.codeHash, hashToken(input.code))) {
      return { error: new AppError('CODE_INVALID', { attempts_left: P.codeMaxAttempts - attempts }) };
    }
    await repo.updateChallenge(tx, challenge.id, { consumedAt: new Date() });
    const individual = await findIndividualById(tx, challenge.individualId);
    if (!individual) throw new AppError('TOKEN_INVALID');
    return { outcome: await startSession(tx, individual, client, challenge.redirectUrl) };
  });
  // Failed tries are committed before the error is thrown, so they count.
  if ('error' in outcome) throw outcome.error;
  return outcome.outcome;
}

export async function resendCode(ctx: AuthCtx, challengeToken: string, client: ClientInfo): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const challenge = await repo.findLiveChallenge(tx, hashToken(challengeToken));
    if (
      !challenge ||
      challenge.deviceKeyHash !== hashToken(client.browserId) ||
      challenge.expiresAt.getTime() < Date.now()
    ) {
      throw new AppError('TOKEN_INVALID');
    }
    const tooSoon = () => new AppError('CODE_RESEND_TOO_SOON', { retry_after: P.codeResendSeconds });
    const sentBefore = new Date(Date.now() - P.codeResendSeconds * 1000);
    if (challenge.lastSentAt > sentBefore) throw tooSoon();
    if (challenge.sentCount >= P.codeMaxSends) throw new AppError('RATE_LIMITED');
    const individual = await findIndividualById(tx, challenge.individualId);
    if (!individual) throw new AppError('TOKEN_INVALID');
    const code = newNumericCode(P.codeDigits);
    // The send is counted in the same statement that checks the limits, so parallel resends cannot all pass.
    const taken = await repo.takeChallengeResend(tx, challenge.id, hashToken(code), {
      maxSends: P.codeMaxSends,
      sentBefore,
    });
    if (!taken) throw tooSoon(); // a parallel resend just sent one
    await mailCode(ctx, tx, individual, challenge.kind, code, client);
  });
}
