// The automatic checks after submission and the operators' review: the queue, a release under review, decisions
// (each recorded with who and when, and told to the owner by mail and message), and queueing approved releases.
import {
  APPROVED_STATUSES,
  AppError,
  findStore,
  formatValidationMessage,
  isContentRefusal,
  isInReviewQueue,
  isReasonRequired,
  RELEASE_STATUS,
  RELEASE_STATUS_LABELS,
  REVIEW_QUEUE_STATUSES,
  type ReleaseStatusName,
  type ReleaseType,
  type ReviewDecision,
  type ReviewQueueStatus,
  releaseStatusName,
  reviewDecisionsFor,
  reviewTarget,
} from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Language } from '../../platform/http/context.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findAccountAsManager } from '../accounts/index.ts';
import { findRelease, lockRelease, moveRelease, type ReleasesService, releasesInStatuses } from '../releases/index.ts';
import type { DeliveryService } from './delivery.service.ts';
import { presentDistribution } from './distribution.presenter.ts';
import * as repo from './distribution.repository.ts';
import { notifyReleaseOwner } from './release-notices.ts';

const PATH_STATUSES: Record<'all' | 'main' | 'vocaloid' | 'store', readonly ReviewQueueStatus[]> = {
  all: REVIEW_QUEUE_STATUSES,
  main: ['creating_cdc_done', 'refine_cdc_done', 'review_flagged'],
  vocaloid: ['vocaloid_review_waiting', 'vocaloid_review_flagged'],
  store: ['store_review_waiting', 'store_review_flagged'],
};

const statusOf = (code: number): ReleaseStatusName => releaseStatusName(code) ?? 'creating';

export function createReviewService(deps: {
  db: Db;
  mailer: Mailer;
  releases: ReleasesService;
  delivery: DeliveryService;
  publicUrl: string;
  logger: Logger;
}) {
  const { db } = deps;
  const notify = { mailer: deps.mailer, publicUrl: deps.publicUrl };

  async function detail(releaseId: number, language: Language) {
    const release = await findRelease(db, releaseId);
    if (!release || release.status === RELEASE_STATUS.deleted_by_user) throw new AppError('NOT_FOUND');
    const account = (await findAccountAsManager(db, release.accountId))!;
    const status = statusOf(release.status);
    return {
      account: { id: account.row.id, name: account.row.name },
      release: await deps.releases.presentFor(account, release.id, language),
      decisions: isInReviewQueue(status) ? reviewDecisionsFor(status) : [],
      distribution: await presentDistribution(db, release, language),
    };
  }

  return {
    detail,

    async queue(
      query: { path: 'all' | 'main' | 'vocaloid' | 'store'; q: string; page: number; limit: number },
      language: Language,
    ) {
      const statuses = PATH_STATUSES[query.path].map((s) => RELEASE_STATUS[s]);
      const { rows, total } = await repo.reviewQueue(db, {
        statuses,
        q: query.q,
        page: query.page,
        limit: query.limit,
      });
      const names = await repo.mainArtistNames(
        db,
        rows.map((r) => r.release.id),
      );
      return {
        items: rows.map(({ release, accountName, songCount }) => {
          const status = statusOf(release.status) as ReviewQueueStatus;
          return {
            release_id: release.id,
            account_id: release.accountId,
            account_name: accountName,
            title: release.title,
            type: release.type as ReleaseType,
            status,
            status_label: RELEASE_STATUS_LABELS[status][language],
            artist_names: names
              .filter((n) => n.releaseId === release.id)
              .map((n) => (language === 'en' && n.nameEn ? n.nameEn : n.nameJa)),
            song_count: songCount,
            submitted_at: release.submittedAt?.toISOString() ?? null,
            decisions: reviewDecisionsFor(status),
          };
        }),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** An operator's decision. Sending back and rejecting need a reason the owner reads. */
    async decide(
      operatorId: number,
      releaseId: number,
      input: { decision: ReviewDecision; reason: string },
      language: Language,
    ) {
      if (isReasonRequired(input.decision) && input.reason.trim() === '') {
        const required = {
          ja: formatValidationMessage('required', 'ja'),
          en: formatValidationMessage('required', 'en'),
        };
        throw new AppError('VALIDATION_FAILED', { fields: { reason: required } });
      }
      await db.transaction(async (tx) => {
        const release = await lockRelease(tx, releaseId);
        if (!release || release.status === RELEASE_STATUS.deleted_by_user) throw new AppError('NOT_FOUND');
        const from = statusOf(release.status);
        const to = isInReviewQueue(from) ? reviewTarget(from, input.decision) : undefined;
        if (!to) throw new AppError('SONG00003', { status: from });
        await moveRelease(tx, release, to, { actor: 'admin', individualId: operatorId, reason: input.reason.trim() });
        const owner = { ...release, status: RELEASE_STATUS[to] };
        switch (input.decision) {
          case 'approve':
            await notifyReleaseOwner(tx, notify, release, { kind: 'approved' });
            if ((APPROVED_STATUSES as readonly string[]).includes(to)) await deps.delivery.queueApproved(tx, owner);
            break;
          case 'flag':
            await notifyReleaseOwner(tx, notify, release, { kind: 'flagged' });
            break;
          case 'sendback':
            await notifyReleaseOwner(tx, notify, release, { kind: 'sent_back', reason: input.reason.trim() });
            break;
          case 'reject':
            await notifyReleaseOwner(tx, notify, release, { kind: 'rejected', reason: input.reason.trim() });
            break;
          case 'to_vocaloid_review':
            await notifyReleaseOwner(tx, notify, release, { kind: 'extra_review', path: 'vocaloid' });
            break;
          case 'to_store_review':
            await notifyReleaseOwner(tx, notify, release, { kind: 'extra_review', path: 'store' });
            break;
        }
      });
      return detail(releaseId, language);
    },

    /** Deliveries that did not go through, newest first, with the reason in words. */
    async deliveryProblems(page: number) {
      const limit = 20;
      const { rows, total } = await repo.deliveryProblems(db, page, limit);
      const latest = await repo.latestMessages(
        db,
        rows.map((r) => r.delivery.id),
      );
      const codeOf = (d: (typeof rows)[number]['delivery']) =>
        d.status === 'refused' ? (latest.get(d.id)?.ackStatus ?? null) : null;
      // Releases a store refused for their content: which of those stores still face the very content they refused.
      const unchanged = new Map<number, Set<string>>();
      for (const { delivery: d } of rows) {
        if (unchanged.has(d.releaseId) || !isContentRefusal(codeOf(d))) continue;
        unchanged.set(d.releaseId, new Set(await deps.delivery.unchangedContentRefusals(d.releaseId)));
      }
      return {
        items: rows.map(({ delivery: d, title, accountName }) => {
          const message = latest.get(d.id);
          const problems = (message?.problems ?? []).map((p) => p.message).join('; ');
          return {
            release_id: d.releaseId,
            account_name: accountName,
            title,
            store_id: d.storeId,
            store_name: findStore(d.storeId)?.name ?? d.storeId,
            status: d.status,
            message_id: d.messageId,
            attempts: d.attempts,
            reason: d.lastError ?? ([message?.ackStatus, message?.ackReason].filter(Boolean).join(': ') || problems),
            reason_code: codeOf(d),
            refused_unchanged: unchanged.get(d.releaseId)?.has(d.storeId) ?? false,
            updated_at: d.updatedAt.toISOString(),
          };
        }),
        total,
        page,
        limit,
      };
    },

    /**
     * The automatic checks of submitted (or paid) releases: the rulebook once more on what is stored. A release that
     * passes waits for an operator; one that does not is sent back with the problems in words.
     */
    async runAutomaticChecks(limit = 50) {
      const waiting = await releasesInStatuses(
        db,
        [RELEASE_STATUS.creating_complete, RELEASE_STATUS.refine_complete],
        limit,
      );
      for (const candidate of waiting) {
        await db.transaction(async (tx) => {
          const account = await findAccountAsManager(tx, candidate.accountId);
          if (!account) return;
          const checked = await deps.releases.automaticCheck(tx, account, candidate.id);
          if (!checked) return;
          const from = statusOf(checked.release.status);
          if (from !== 'creating_complete' && from !== 'refine_complete') return;
          if (checked.problems.length === 0) {
            await moveRelease(
              tx,
              checked.release,
              from === 'creating_complete' ? 'creating_cdc_done' : 'refine_cdc_done',
              { actor: 'system' },
            );
            return;
          }
          const reason = {
            ja: checked.problems.map((p) => `・${p.message.ja}`).join('\n'),
            en: checked.problems.map((p) => `- ${p.message.en}`).join('\n'),
          };
          await moveRelease(tx, checked.release, 'review_sendback', { actor: 'system', reason: reason.en });
          await notifyReleaseOwner(tx, notify, checked.release, {
            kind: 'sent_back',
            reason: `${reason.ja}\n\n${reason.en}`,
          });
          deps.logger.info(
            { releaseId: candidate.id, problems: checked.problems.length },
            'automatic checks sent back',
          );
        });
      }
      return waiting.length;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
