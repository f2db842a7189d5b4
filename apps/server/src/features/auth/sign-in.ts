// The sign-in gate and password check: per-address wait, lock after failures, captcha, then the next step.
import { AppError } from '@otodoke/domain';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import { findIndividualByEmail } from '../accounts/index.ts';
import * as repo from './auth.repository.ts';
import { type AuthCtx, type ClientInfo, MINUTE, type SignInOutcome } from './auth-context.ts';
import { SIGN_IN_POLICY as P } from './sign-in-policy.ts';
import { continueSignIn } from './sign-in-steps.ts';

export interface SignInInput {
  email: string;
  password: string;
  captcha?: string | undefined;
  redirect_url?: string | undefined;
}

// A hash verified against when the address is unknown, so both answers take the same time.
let dummyHash: Promise<string> | null = null;
function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
}

export async function signIn(ctx: AuthCtx, input: SignInInput, client: ClientInfo): Promise<SignInOutcome> {
  const { db } = ctx;
  const emailHash = hashToken(input.email);
  // Checked before the gate, which must not wait on a captcha provider; it only matters when the gate wants one.
  const captchaSolved = input.captcha ? await ctx.captcha.verify(input.captcha, client.ipAddress) : null;
  // The counts are read and the attempt's slot taken in one step under the gates' locks, before the password
  // is checked: parallel guesses each take their own slot instead of all reading the same counts.
  const gate = await db.transaction(async (tx) => {
    await repo.lockSigninGates(tx, emailHash, client.ipAddress);
    const now = Date.now();
    const fromAddress = await repo.attemptsFromAddress(tx, client.ipAddress, new Date(now - MINUTE));
    if (fromAddress >= P.attemptsPerMinutePerAddress)
      throw new AppError('AUTH_WAIT', { next_action: 'wait', retry_after: 60 });

    const lockMs = P.lockMinutes * MINUTE;
    // Newest first; looking back two windows finds a lock that began up to one window ago.
    const history = await repo.recentFailures(tx, emailHash, new Date(now - 2 * lockMs));
    const latest = history[0]?.getTime();
    if (latest !== undefined && now < latest + lockMs) {
      const burst = history.filter((failure) => latest - failure.getTime() <= lockMs).length;
      if (burst >= P.lockAfterFailures) {
        const retryAfter = Math.max(1, Math.ceil((latest + lockMs - now) / 1000));
        throw new AppError('AUTH_LOCKED', { next_action: 'locked', retry_after: retryAfter });
      }
    }
    const failures = history.filter((failure) => now - failure.getTime() <= lockMs).length;
    if (failures >= P.captchaAfterFailures) {
      if (captchaSolved === null) return null;
      if (!captchaSolved) throw new AppError('CAPTCHA_INVALID', { next_action: 'captcha' });
    }
    // Counted as a failure until the password proves right.
    const attemptId = await repo.recordSigninAttempt(tx, emailHash, client.ipAddress, false);
    return { attemptId, failures };
  });
  if (!gate) {
    return {
      result: { next_action: 'captcha', challenge_token: null, retry_after: null, redirect_url: null },
      sessionToken: null,
    };
  }

  const individual = await findIndividualByEmail(db, input.email);
  const passwordOk = await verifyPassword(individual?.passwordHash ?? (await unknownUserHash()), input.password);
  if (!individual?.passwordHash || !passwordOk) {
    const count = gate.failures + 1;
    if (count >= P.lockAfterFailures) {
      throw new AppError('AUTH_LOCKED', { next_action: 'locked', retry_after: P.lockMinutes * 60 });
    }
    throw new AppError('AUTH_INVALID_CREDENTIALS', {
      next_action: count >= P.captchaAfterFailures ? 'captcha' : null,
    });
  }
  if (!individual.emailVerifiedAt) {
    await repo.deleteSigninAttempt(db, gate.attemptId);
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  return db.transaction(async (tx) => {
    await repo.deleteSigninAttempt(tx, gate.attemptId);
    return continueSignIn(ctx, tx, individual, client, input.redirect_url ?? null, false);
  });
}
