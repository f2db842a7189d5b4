// Sign-up (a known address answered like a new one, its owner mailed), e-mail verification and its resend.
import { AppError, type Bilingual, formatValidationMessage } from '@otodoke/domain';
import { ALL_PERMISSIONS_EDITABLE } from '../../platform/auth/permissions.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import {
  findIndividualById,
  insertAccount,
  insertIndividual,
  lockIndividualByEmail,
  updateIndividual,
} from '../accounts/index.ts';
import * as teamInvites from '../team/index.ts';
import * as repo from './auth.repository.ts';
import { type AuthCtx, type ClientInfo, type Language, MINUTE } from './auth-context.ts';
import { EMAIL_PATTERN, passwordProblems, requiredMessage } from './auth-rules.ts';
import { passwordResetUrl } from './password-reset.ts';
import { SIGN_IN_POLICY as P } from './sign-in-policy.ts';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  person_company_type: 'person' | 'company';
  company_name?: string | undefined;
  language?: Language | undefined;
  agree_terms: boolean;
  invite_token?: string | undefined;
  affiliate_code?: string | undefined;
}

async function mailVerification(ctx: AuthCtx, tx: Executor, individual: repo.IndividualRow, language: Language) {
  const token = newToken();
  await repo.insertEmailToken(tx, {
    tokenHash: hashToken(token),
    individualId: individual.id,
    purpose: 'verify_email',
    expiresAt: new Date(Date.now() + P.verifyEmailHours * 60 * MINUTE),
  });
  await ctx.mailer.enqueue(tx, individual.email, language, {
    template: 'verify_email',
    params: { name: individual.name, url: ctx.link(`/creators?action=welcome&token=${token}`) },
  });
}

/**
 * A sign-up with an address that has an account: the answer is a new sign-up's, and the owner learns of it by mail
 * with a way to sign in or reset the password: at most one mail with a reset link a minute (as for password
 * resets), checked under the individual's row lock. True when the address has an account.
 */
async function noticeExistingAddress(ctx: AuthCtx, tx: Executor, email: string, language: Language): Promise<boolean> {
  const individual = await lockIndividualByEmail(tx, email);
  if (!individual) return false;
  if (await repo.hasRecentEmailToken(tx, individual.id, 'password_reset', new Date(Date.now() - MINUTE))) {
    return true;
  }
  await ctx.mailer.enqueue(tx, individual.email, (individual.language as Language) ?? language, {
    template: 'signup_existing',
    params: {
      name: individual.name,
      signInUrl: ctx.link('/creators?action=signin'),
      resetUrl: await passwordResetUrl(ctx, tx, individual),
      minutes: P.passwordResetMinutes,
    },
  });
  return true;
}

export async function signUp(
  ctx: AuthCtx,
  input: SignUpInput,
  client: ClientInfo,
): Promise<{ email: string; requires_verification: boolean }> {
  const { db } = ctx;
  const fields: Record<string, Bilingual> = { ...passwordProblems(input.password) };
  if (!input.email) fields.email = requiredMessage();
  else if (!EMAIL_PATTERN.test(input.email)) {
    fields.email = { ja: formatValidationMessage('email', 'ja'), en: formatValidationMessage('email', 'en') };
  }
  if (!input.name) fields.name = requiredMessage();
  if (input.person_company_type === 'company' && !input.company_name) fields.company_name = requiredMessage();
  if (!input.agree_terms) {
    fields.agree_terms = { ja: '利用規約への同意が必要です', en: 'Please agree to the terms of service.' };
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
  const language = input.language ?? client.language;
  const passwordHash = await hashPassword(input.password);
  // A known address is answered exactly like a new one (decision 0003): the owner is mailed instead.
  const answerForKnownAddress = { email: input.email, requires_verification: true };
  return db
    .transaction(async (tx) => {
      const invite = input.invite_token ? await teamInvites.findUsableInvite(tx, input.invite_token) : null;
      if (input.invite_token && !invite) throw new AppError('TOKEN_INVALID');
      if (invite && invite.email !== input.email) throw new AppError('INVITE_EMAIL_MISMATCH');
      if (await noticeExistingAddress(ctx, tx, input.email, language)) return answerForKnownAddress;
      const individual = await insertIndividual(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        language,
        // The invitation link arrived by mail, which proves the address.
        emailVerifiedAt: invite ? new Date() : null,
      });
      if (invite) {
        await teamInvites.acceptInviteFor(tx, invite, individual.id);
        return { email: individual.email, requires_verification: false };
      }
      const account = await insertAccount(tx, {
        name: input.person_company_type === 'company' ? (input.company_name ?? input.name) : input.name,
        companyName: input.person_company_type === 'company' ? (input.company_name ?? null) : null,
        personCompanyType: input.person_company_type,
        referredByAccountId: (await ctx.referrerOf?.(tx, input.affiliate_code)) ?? null,
      });
      await teamInvites.insertMember(tx, {
        accountId: account.id,
        individualId: individual.id,
        isAccountManager: true,
        permissions: ALL_PERMISSIONS_EDITABLE,
      });
      await mailVerification(ctx, tx, individual, language);
      return { email: individual.email, requires_verification: true };
    })
    .catch(async (error: unknown) => {
      // Two sign-ups with one address at the same moment: the second loses at the unique index, and is then
      // a sign-up with a known address like any other.
      if (!isUniqueViolation(error)) throw error;
      await db.transaction((tx) => noticeExistingAddress(ctx, tx, input.email, language));
      return answerForKnownAddress;
    });
}

export async function verifyEmail(ctx: AuthCtx, token: string): Promise<{ email: string }> {
  return ctx.db.transaction(async (tx) => {
    const used = await repo.consumeEmailToken(tx, hashToken(token), 'verify_email');
    if (!used) {
      // A link opened again (or an older link of an address since confirmed) says only that the address is
      // confirmed: the answer names no address, so a stranger holding the link learns nothing more.
      const known = await repo.findEmailToken(tx, hashToken(token), 'verify_email');
      const owner = known && (await findIndividualById(tx, known.individualId));
      if (owner?.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
      throw new AppError('TOKEN_INVALID');
    }
    const individual = await findIndividualById(tx, used.individualId);
    if (!individual) throw new AppError('TOKEN_INVALID');
    if (!individual.emailVerifiedAt) await updateIndividual(tx, individual.id, { emailVerifiedAt: new Date() });
    return { email: individual.email };
  });
}

export async function resendVerification(ctx: AuthCtx, email: string, client: ClientInfo): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so parallel requests see each other's mail in the once-a-minute check.
    const individual = await lockIndividualByEmail(tx, email);
    if (!individual || individual.emailVerifiedAt) return;
    if (await repo.hasRecentEmailToken(tx, individual.id, 'verify_email', new Date(Date.now() - MINUTE))) return;
    await mailVerification(ctx, tx, individual, (individual.language as Language) ?? client.language);
  });
}
