// "Tell me when it opens": a double opt-in sign-up per address and service not built yet (mailed a confirmation
// link, confirmed by it), unsubscribed from any of its mails, and limited per client address. The sign-up answers
// the same whatever the address's state, so nobody learns from it whether an address is signed up.
import type { requestFeatureNotice } from '@otodoke/contract';
import {
  AppError,
  isPublicFeature,
  isPublicFeatureBuilt,
  FEATURE_NOTICE_POLICY as P,
  PUBLIC_FEATURE_NAMES,
  type PublicFeature,
} from '@otodoke/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import * as repo from './feature-notices.repository.ts';

type NoticeRequest = z.output<NonNullable<(typeof requestFeatureNotice)['body']>>;
type Language = 'ja' | 'en';

const MINUTE = 60_000;

export interface NoticeOutcome {
  feature: PublicFeature;
  language: Language;
}

export function createFeatureNoticesService(deps: { db: Db; mailer: Mailer; publicUrl: string; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = () => deps.now?.() ?? new Date();
  const link = (path: string, token: string, language: Language) =>
    `${deps.publicUrl}${path}?${new URLSearchParams({ token, lang: language })}`;

  async function mailConfirmation(tx: Executor, notice: repo.FeatureNoticeRow, language: Language, at: Date) {
    const confirm = newToken();
    const unsubscribe = newToken();
    await repo.insertToken(tx, {
      tokenHash: hashToken(confirm),
      noticeId: notice.id,
      purpose: 'confirm',
      expiresAt: new Date(at.getTime() + P.confirmHours * 60 * MINUTE),
    });
    await repo.insertToken(tx, { tokenHash: hashToken(unsubscribe), noticeId: notice.id, purpose: 'unsubscribe' });
    await repo.updateNotice(tx, notice.id, { lastMailedAt: at, language });
    const feature = notice.feature as PublicFeature;
    await mailer.enqueue(tx, notice.email, language, {
      template: 'feature_notice_confirm',
      params: {
        feature: PUBLIC_FEATURE_NAMES[feature][language],
        confirmUrl: link('/feature-notices/confirm', confirm, language),
        unsubscribeUrl: link('/feature-notices/unsubscribe', unsubscribe, language),
        hours: P.confirmHours,
      },
    });
  }

  const outcomeOf = (notice: repo.FeatureNoticeRow): NoticeOutcome => ({
    feature: isPublicFeature(notice.feature) ? notice.feature : 'mastering',
    language: notice.language,
  });

  return {
    /** Takes a sign-up; the answer is the same for a new, pending, confirmed or unsubscribed address. */
    async request(input: NoticeRequest, clientAddress: string): Promise<{ ok: true }> {
      if (!input.consent) {
        throw AppError.invalidFields({
          consent: {
            ja: 'お知らせメールを受け取ることへの同意が必要です',
            en: 'Please agree to receive the notice by e-mail.',
          },
        });
      }
      if (isPublicFeatureBuilt(input.feature)) {
        throw AppError.invalidFields({
          feature: {
            ja: 'このサービスはすでにご利用いただけます',
            en: 'This service is already available.',
          },
        });
      }
      const clientHash = hashToken(`feature-notice-client:${clientAddress}`);
      await db.transaction(async (tx) => {
        const at = now();
        await repo.lockClient(tx, clientHash);
        const recent = await repo.requestsSince(tx, clientHash, new Date(at.getTime() - P.windowMinutes * MINUTE));
        if (recent >= P.requestsPerWindow) throw new AppError('RATE_LIMITED');
        await repo.recordRequest(tx, clientHash);
        const { notice, created } = await repo.lockOrCreateNotice(tx, {
          feature: input.feature,
          email: input.email,
          language: input.language,
        });
        if (created) return mailConfirmation(tx, notice, input.language, at);
        // Confirmed: nothing to do (the owner already hears when it opens), and nothing said.
        if (notice.status === 'confirmed') return;
        // Pending or unsubscribed: mailed again, at most once per resend interval (the mail is the only way in).
        const mailedRecently =
          notice.lastMailedAt !== null && at.getTime() - notice.lastMailedAt.getTime() < P.resendMinutes * MINUTE;
        if (mailedRecently) return;
        if (notice.status === 'unsubscribed') await repo.updateNotice(tx, notice.id, { status: 'pending' });
        await mailConfirmation(tx, notice, input.language, at);
      });
      return { ok: true };
    },

    /** Confirms with the mail's link; opening it again says confirmed again. */
    async confirm(token: string): Promise<NoticeOutcome> {
      return db.transaction(async (tx) => {
        const tokenHash = hashToken(token);
        const found = await repo.findTokenWithNotice(tx, tokenHash, 'confirm');
        if (!found) throw new AppError('TOKEN_INVALID');
        const at = now();
        if (await repo.useToken(tx, tokenHash, at)) {
          await repo.updateNotice(tx, found.notice.id, { status: 'confirmed', confirmedAt: at, unsubscribedAt: null });
          return outcomeOf(found.notice);
        }
        if (found.token.usedAt && found.notice.status === 'confirmed') return outcomeOf(found.notice);
        throw new AppError('TOKEN_INVALID');
      });
    },

    /** Stops the notice with the link of any of its mails; works as often as it is opened. */
    async unsubscribe(token: string): Promise<NoticeOutcome> {
      return db.transaction(async (tx) => {
        const found = await repo.findTokenWithNotice(tx, hashToken(token), 'unsubscribe');
        if (!found) throw new AppError('TOKEN_INVALID');
        if (found.notice.status !== 'unsubscribed') {
          await repo.updateNotice(tx, found.notice.id, { status: 'unsubscribed', unsubscribedAt: now() });
        }
        return outcomeOf(found.notice);
      });
    },
  };
}

export type FeatureNoticesService = ReturnType<typeof createFeatureNoticesService>;
