// Sign-up, e-mail verification, the sign-in state machine (captcha, lock, wait, tfa, verify_device), password
// reset and sign-out. Rules and transactions live here; HTTP lives in auth.routes.ts.
import type { SignInResult } from '@otodoke/contract';
import { AppError, type Bilingual, formatValidationMessage } from '@otodoke/domain';
import type { Captcha } from '../../integrations/captcha/captcha.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../../platform/auth/permissions.ts';
import { createSession, revokeSession, revokeSessionsOf } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { hashToken, newNumericCode, newToken, safeEqual } from '../../platform/security/tokens.ts';
import * as teamInvites from '../team/index.ts';
import * as repo from './auth.repository.ts';
import { SIGN_IN_POLICY as P } from './sign-in-policy.ts';

type Language = 'ja' | 'en';

export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
  browserId: string;
  language: Language;
}

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  publicUrl: string;
  /** The affiliate account an invite-link code names (null for none or an unknown code). */
  referrerOf?: (tx: Executor, code: string | undefined) => Promise<number | null>;
}

/** What the route needs to finish a sign-in: the answer, and a session token to set as cookie when complete. */
export interface SignInOutcome {
  result: SignInResult;
  sessionToken: string | null;
}

const MINUTE = 60_000;
// A hash verified against when the address is unknown, so both answers take the same time.
let dummyHash: Promise<string> | null = null;
function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
}

function requiredMessage(): Bilingual {
  return { ja: formatValidationMessage('required', 'ja'), en: formatValidationMessage('required', 'en') };
}

function passwordProblems(password: string, confirmation?: string): Record<string, Bilingual> {
  const fields: Record<string, Bilingual> = {};
  if (password.length < P.passwordMinLength) {
    fields.password = {
      ja: formatValidationMessage('passwordMin', 'ja', { n: P.passwordMinLength }),
      en: formatValidationMessage('passwordMin', 'en', { n: P.passwordMinLength }),
    };
  }
  if (confirmation !== undefined && confirmation !== password) {
    fields.password_confirmation = {
      ja: formatValidationMessage('passwordMismatch', 'ja'),
      en: formatValidationMessage('passwordMismatch', 'en'),
    };
  }
  return fields;
}

export function assertValidNewPassword(password: string, confirmation?: string): void {
  const fields = passwordProblems(password, confirmation);
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(url: string | null | undefined): string {
  // Browsers drop tabs and newlines in URLs ("/\t/evil" becomes "//evil"), so any control character is refused.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (!url?.startsWith('/') || url.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(url)) return '/dashboard';
  return url;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createAuthService(deps: AuthDeps) {
  const { db, mailer, captcha } = deps;
  const link = (path: string) => `${deps.publicUrl}${path}`;

  async function mailVerification(tx: Executor, individual: repo.IndividualRow, language: Language) {
    const token = newToken();
    await repo.insertEmailToken(tx, {
      tokenHash: hashToken(token),
      individualId: individual.id,
      purpose: 'verify_email',
      expiresAt: new Date(Date.now() + P.verifyEmailHours * 60 * MINUTE),
    });
    await mailer.enqueue(tx, individual.email, language, {
      template: 'verify_email',
      params: { name: individual.name, url: link(`/creators?action=welcome&token=${token}`) },
    });
  }

  /** A new password-reset link for the individual (valid P.passwordResetMinutes). */
  async function passwordResetUrl(tx: Executor, individual: repo.IndividualRow): Promise<string> {
    const token = newToken();
    await repo.insertEmailToken(tx, {
      tokenHash: hashToken(token),
      individualId: individual.id,
      purpose: 'password_reset',
      expiresAt: new Date(Date.now() + P.passwordResetMinutes * MINUTE),
    });
    return link(`/dashboard/profile/basic-info?modal_type=password&token=${token}`);
  }

  /**
   * A sign-up with an address that has an account: the answer is a new sign-up's, and the owner learns of it by mail
   * with a way to sign in or reset the password: at most one mail with a reset link a minute (as for password
   * resets), checked under the individual's row lock. True when the address has an account.
   */
  async function noticeExistingAddress(tx: Executor, email: string, language: Language): Promise<boolean> {
    const individual = await repo.lockIndividualByEmail(tx, email);
    if (!individual) return false;
    if (await repo.hasRecentEmailToken(tx, individual.id, 'password_reset', new Date(Date.now() - MINUTE))) {
      return true;
    }
    await mailer.enqueue(tx, individual.email, (individual.language as Language) ?? language, {
      template: 'signup_existing',
      params: {
        name: individual.name,
        signInUrl: link('/creators?action=signin'),
        resetUrl: await passwordResetUrl(tx, individual),
        minutes: P.passwordResetMinutes,
      },
    });
    return true;
  }

  async function startSession(
    tx: Executor,
    individual: repo.IndividualRow,
    client: ClientInfo,
    redirectUrl: string | null,
  ) {
    await repo.trustDevice(tx, individual.id, hashToken(client.browserId), client.userAgent);
    await repo.recordSigninAttempt(tx, hashToken(individual.email), client.ipAddress, true);
    const accountId = await repo.defaultAccountId(tx, individual.id);
    const sessionToken = await createSession(tx, {
      individualId: individual.id,
      accountId,
      userAgent: client.userAgent,
      ipAddress: client.ipAddress,
    });
    return {
      result: { next_action: null, challenge_token: null, retry_after: null, redirect_url: safeRedirect(redirectUrl) },
      sessionToken,
    } satisfies SignInOutcome;
  }

  async function startChallenge(
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
    await mailCode(tx, individual, kind, code, client);
    return {
      result: { next_action: kind, challenge_token: token, retry_after: null, redirect_url: null },
      sessionToken: null,
    };
  }

  async function mailCode(
    tx: Executor,
    individual: repo.IndividualRow,
    kind: 'tfa' | 'verify_device',
    code: string,
    client: ClientInfo,
  ) {
    const language = (individual.language as Language) ?? client.language;
    await mailer.enqueue(
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

  /** After the password (or Google) proved who it is: a second step, or the session. */
  async function continueSignIn(
    tx: Executor,
    individual: repo.IndividualRow,
    client: ClientInfo,
    redirectUrl: string | null,
    viaGoogle: boolean,
  ) {
    if (individual.twoFactorEnabled && !viaGoogle) return startChallenge(tx, individual, 'tfa', client, redirectUrl);
    const deviceKeyHash = hashToken(client.browserId);
    if (
      individual.verifyNewDevices &&
      !(await repo.isKnownDevice(tx, individual.id, deviceKeyHash)) &&
      (await repo.hasVerifiedDevice(tx, individual.id))
    ) {
      return startChallenge(tx, individual, 'verify_device', client, redirectUrl);
    }
    return startSession(tx, individual, client, redirectUrl);
  }

  return {
    continueSignIn,

    async signUp(
      input: {
        email: string;
        password: string;
        name: string;
        person_company_type: 'person' | 'company';
        company_name?: string | undefined;
        language?: Language | undefined;
        agree_terms: boolean;
        invite_token?: string | undefined;
        affiliate_code?: string | undefined;
      },
      client: ClientInfo,
    ): Promise<{ email: string; requires_verification: boolean }> {
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
          if (await noticeExistingAddress(tx, input.email, language)) return answerForKnownAddress;
          const individual = await repo.insertIndividual(tx, {
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
          const account = await repo.insertAccount(tx, {
            name: input.person_company_type === 'company' ? (input.company_name ?? input.name) : input.name,
            companyName: input.person_company_type === 'company' ? (input.company_name ?? null) : null,
            personCompanyType: input.person_company_type,
            referredByAccountId: (await deps.referrerOf?.(tx, input.affiliate_code)) ?? null,
          });
          await repo.insertMembership(tx, {
            accountId: account.id,
            individualId: individual.id,
            isAccountManager: true,
            permissions: ALL_PERMISSIONS_EDITABLE,
          });
          await mailVerification(tx, individual, language);
          return { email: individual.email, requires_verification: true };
        })
        .catch(async (error: unknown) => {
          // Two sign-ups with one address at the same moment: the second loses at the unique index, and is then
          // a sign-up with a known address like any other.
          if (!isUniqueViolation(error)) throw error;
          await db.transaction((tx) => noticeExistingAddress(tx, input.email, language));
          return answerForKnownAddress;
        });
    },

    async verifyEmail(token: string): Promise<{ email: string }> {
      return db.transaction(async (tx) => {
        const used = await repo.consumeEmailToken(tx, hashToken(token), 'verify_email');
        if (!used) {
          // A link opened again (or an older link of an address since confirmed) says only that the address is
          // confirmed: the answer names no address, so a stranger holding the link learns nothing more.
          const known = await repo.findEmailToken(tx, hashToken(token), 'verify_email');
          const owner = known && (await repo.findIndividualById(tx, known.individualId));
          if (owner?.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
          throw new AppError('TOKEN_INVALID');
        }
        const individual = await repo.findIndividualById(tx, used.individualId);
        if (!individual) throw new AppError('TOKEN_INVALID');
        if (!individual.emailVerifiedAt)
          await repo.updateIndividual(tx, individual.id, { emailVerifiedAt: new Date() });
        return { email: individual.email };
      });
    },

    async resendVerification(email: string, client: ClientInfo): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked, so parallel requests see each other's mail in the once-a-minute check.
        const individual = await repo.lockIndividualByEmail(tx, email);
        if (!individual || individual.emailVerifiedAt) return;
        if (await repo.hasRecentEmailToken(tx, individual.id, 'verify_email', new Date(Date.now() - MINUTE))) return;
        await mailVerification(tx, individual, (individual.language as Language) ?? client.language);
      });
    },

    async signIn(
      input: { email: string; password: string; captcha?: string | undefined; redirect_url?: string | undefined },
      client: ClientInfo,
    ): Promise<SignInOutcome> {
      const emailHash = hashToken(input.email);
      // Checked before the gate, which must not wait on a captcha provider; it only matters when the gate wants one.
      const captchaSolved = input.captcha ? await captcha.verify(input.captcha, client.ipAddress) : null;
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

      const individual = await repo.findIndividualByEmail(db, input.email);
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
        return continueSignIn(tx, individual, client, input.redirect_url ?? null, false);
      });
    },

    async submitCode(input: { challenge_token: string; code: string }, client: ClientInfo): Promise<SignInOutcome> {
      const outcome = await db.transaction(async (tx) => {
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
        const individual = await repo.findIndividualById(tx, challenge.individualId);
        if (!individual) throw new AppError('TOKEN_INVALID');
        return { outcome: await startSession(tx, individual, client, challenge.redirectUrl) };
      });
      // Failed tries are committed before the error is thrown, so they count.
      if ('error' in outcome) throw outcome.error;
      return outcome.outcome;
    },

    async resendCode(challengeToken: string, client: ClientInfo): Promise<void> {
      await db.transaction(async (tx) => {
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
        const individual = await repo.findIndividualById(tx, challenge.individualId);
        if (!individual) throw new AppError('TOKEN_INVALID');
        const code = newNumericCode(P.codeDigits);
        // The send is counted in the same statement that checks the limits, so parallel resends cannot all pass.
        const taken = await repo.takeChallengeResend(tx, challenge.id, hashToken(code), {
          maxSends: P.codeMaxSends,
          sentBefore,
        });
        if (!taken) throw tooSoon(); // a parallel resend just sent one
        await mailCode(tx, individual, challenge.kind, code, client);
      });
    },

    async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked, so parallel requests see each other's mail in the once-a-minute check.
        const individual = await repo.lockIndividualByEmail(tx, email);
        if (!individual) return;
        // One mail a minute per address: the answer stays the same, the inbox is not flooded.
        if (await repo.hasRecentEmailToken(tx, individual.id, 'password_reset', new Date(Date.now() - MINUTE))) return;
        await mailer.enqueue(tx, individual.email, (individual.language as Language) ?? client.language, {
          template: 'password_reset',
          params: {
            name: individual.name,
            url: await passwordResetUrl(tx, individual),
            minutes: P.passwordResetMinutes,
          },
        });
      });
    },

    async confirmPasswordReset(
      input: { token: string; password: string; password_confirmation: string },
      client: ClientInfo,
    ) {
      assertValidNewPassword(input.password, input.password_confirmation);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const used = await repo.consumeEmailToken(tx, hashToken(input.token), 'password_reset');
        if (!used) throw new AppError('TOKEN_INVALID');
        const individual = await repo.findIndividualById(tx, used.individualId);
        if (!individual) throw new AppError('TOKEN_INVALID');
        // The mailed link proves the address too, and a success clears the failure count (unlocks).
        await repo.updateIndividual(tx, individual.id, {
          passwordHash,
          shouldResetPassword: false,
          emailVerifiedAt: individual.emailVerifiedAt ?? new Date(),
        });
        await repo.recordSigninAttempt(tx, hashToken(individual.email), client.ipAddress, true);
        await repo.expireEmailTokens(tx, individual.id, 'password_reset');
        await revokeSessionsOf(tx, individual.id);
        await mailer.enqueue(tx, individual.email, (individual.language as Language) ?? client.language, {
          template: 'password_changed',
          params: { name: individual.name },
        });
      });
    },

    captchaChallenge() {
      return captcha.createChallenge();
    },

    async signOut(sessionId: number | null): Promise<void> {
      if (sessionId !== null) await revokeSession(db, sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
