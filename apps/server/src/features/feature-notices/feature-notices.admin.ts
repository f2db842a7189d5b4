// The operators' side of the notices: how many addresses wait for each service, and the opening notice mailed to
// every confirmed address once when the service opens. "Once" holds across double clicks, parallel requests and
// restarts: each address is marked in the transaction that writes its mail (last_mailed_at after confirmed_at).
import {
  AppError,
  isPublicFeatureBuilt,
  PUBLIC_FEATURE_NAMES,
  PUBLIC_FEATURES,
  type PublicFeature,
  publicFeaturePath,
} from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashToken, newToken } from '../../platform/security/tokens.ts';
import * as repo from './feature-notices.repository.ts';

/** Addresses mailed per transaction: a failure loses at most this batch's work, never marks an address unmailed. */
const BATCH = 100;

export interface FeatureNoticeSummary {
  feature: PublicFeature;
  built: boolean;
  pending: number;
  confirmed: number;
  unsubscribed: number;
  notified: number;
  to_notify: number;
}

export function createFeatureNoticesAdmin(deps: { db: Db; mailer: Mailer; publicUrl: string; now?: () => Date }) {
  const { db, mailer } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function summaries(): Promise<FeatureNoticeSummary[]> {
    const rows = await repo.countsByFeature(db);
    return PUBLIC_FEATURES.map((feature) => {
      const of = (status: string) => rows.find((row) => row.feature === feature && row.status === status);
      const confirmed = Number(of('confirmed')?.n ?? 0);
      const notified = Number(of('confirmed')?.notified ?? 0);
      return {
        feature,
        built: isPublicFeatureBuilt(feature),
        pending: Number(of('pending')?.n ?? 0),
        confirmed,
        unsubscribed: Number(of('unsubscribed')?.n ?? 0),
        notified,
        to_notify: confirmed - notified,
      };
    });
  }

  return {
    async list(): Promise<{ items: FeatureNoticeSummary[] }> {
      return { items: await summaries() };
    },

    /** Mails the opening notice to each confirmed address not yet told, in its language; answers how many now. */
    async sendOpening(feature: PublicFeature): Promise<{ sent: number; summary: FeatureNoticeSummary }> {
      if (!isPublicFeatureBuilt(feature)) {
        throw AppError.invalidFields({
          feature: {
            ja: 'このサービスはまだ提供を開始していません',
            en: 'This service has not opened yet.',
          },
        });
      }
      let sent = 0;
      for (;;) {
        const mailed = await db.transaction(async (tx) => {
          const batch = await repo.claimUnnotified(tx, feature, BATCH);
          for (const notice of batch) {
            const at = now();
            const confirmedAt = notice.confirmedAt?.getTime() ?? 0;
            const unsubscribe = newToken();
            await repo.insertToken(tx, {
              tokenHash: hashToken(unsubscribe),
              noticeId: notice.id,
              purpose: 'unsubscribe',
            });
            const language = notice.language;
            const query = (extra: Record<string, string>) => new URLSearchParams({ ...extra, lang: language });
            await mailer.enqueue(tx, notice.email, language, {
              template: 'feature_notice_opened',
              params: {
                feature: PUBLIC_FEATURE_NAMES[feature][language],
                pageUrl: `${deps.publicUrl}${publicFeaturePath(feature)}?${query({})}`,
                unsubscribeUrl: `${deps.publicUrl}/feature-notices/unsubscribe?${query({ token: unsubscribe })}`,
              },
            });
            // Strictly after the confirmation, whatever the clock says: that is the mark of "told".
            await repo.updateNotice(tx, notice.id, { lastMailedAt: new Date(Math.max(at.getTime(), confirmedAt + 1)) });
          }
          return batch.length;
        });
        sent += mailed;
        if (mailed < BATCH) break;
      }
      const summary = (await summaries()).find((each) => each.feature === feature)!;
      return { sent, summary };
    },
  };
}

export type FeatureNoticesAdmin = ReturnType<typeof createFeatureNoticesAdmin>;
