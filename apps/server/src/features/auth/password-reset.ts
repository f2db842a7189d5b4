// Password reset: the mailed link (at most one a minute), and the new password set with it (sessions revoked).
import { AppError } from '@otodoke/domain';
import { revokeSessionsOf } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import { findIndividualById, lockIndividualByEmail, updateIndividual } from '../accounts/index.ts';
import * as repo from './auth.repository.ts';
import { type AuthCtx, type ClientInfo, type Language, MINUTE } from './auth-context.ts';
import { assertValidNewPassword } from './auth-rules.ts';
import { SIGN_IN_POLICY as P } from './sign-in-policy.ts';

/** A new password-reset link for the individual (valid P.passwordResetMinutes). */
export async function passwordResetUrl(ctx: AuthCtx, tx: Executor, individual: repo.IndividualRow): Promise<string> {
  const token = newToken();
  await repo.insertEmailToken(tx, {
    tokenHash: hashToken(token),
    individualId: individual.id,
    purpose: 'password_reset',
    expiresAt: new Date(Date.now() + P.passwordResetMinutes * MINUTE),
  });
  return ctx.link(`/dashboard/profile/basic-info?modal_type=password&token=${token}`);
}

export async function requestPasswordReset(ctx: AuthCtx, email: string, client: ClientInfo): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so parallel requests see each other's mail in the once-a-minute check.
    const individual = await lockIndividualByEmail(tx, email);
    if (!individual) return;
    // One mail a minute per address: the answer stays the same, the inbox is not flooded.
    if (await repo.hasRecentEmailToken(tx, individual.id, 'password_reset', new Date(Date.now() - MINUTE))) return;
    await ctx.mailer.enqueue(tx, individual.email, (individual.language as Language) ?? client.language, {
      template: 'password_reset',
      params: {
        name: individual.name,
        url: await passwordResetUrl(ctx, tx, individual),
        minutes: P.passwordResetMinutes,
      },
    });
  });
}

export async function confirmPasswordReset(
  ctx: AuthCtx,
  input: { token: string; password: string; password_confirmation: string },
  client: ClientInfo,
) {
  assertValidNewPassword(input.password, input.password_confirmation);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const used = await repo.consumeEmailToken(tx, hashToken(input.token), 'password_reset');
    if (!used) throw new AppError('TOKEN_INVALID');
    const individual = await findIndividualById(tx, used.individualId);
    if (!individual) throw new AppError('TOKEN_INVALID');
    // The mailed link proves the address too, and a success clears the failure count (unlocks).
    await updateIndividual(tx, individual.id, {
      passwordHash,
      shouldResetPassword: false,
      emailVerifiedAt: individual.emailVerifiedAt ?? new Date(),
    });
    await repo.recordSigninAttempt(tx, hashToken(individual.email), client.ipAddress, true);
    await repo.expireEmailTokens(tx, individual.id, 'password_reset');
    await revokeSessionsOf(tx, individual.id);
    await ctx.mailer.enqueue(tx, individual.email, (individual.language as Language) ?? client.language, {
      template: 'password_changed',
      params: { name: individual.name },
    });
  });
}
