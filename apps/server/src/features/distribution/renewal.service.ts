// Renewal of pay-per-release releases: a paid year of distribution from the day the release first went on sale; the
// renewal opens 60 days before the end (editable: pay or cancel), is fixed 7 days before (uneditable), is reminded by
// mail 30 and 7 days before; at the end a paid renewal adds a year, an unpaid one gets 14 days of grace, then the
// release is taken down. See docs/decisions/0009-review-and-delivery.md.
import {
  AppError,
  RELEASE_STATUS,
  RELEASE_TERM_MONTHS,
  RENEWAL_FIXED_DAYS_BEFORE,
  RENEWAL_GRACE_DAYS,
  RENEWAL_OPENS_DAYS_BEFORE,
  RENEWAL_REMINDER_DAYS,
  RENEWAL_SETTLES,
  type ReleaseStatusName,
  releaseStatusName,
} from '@otodoke/domain';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { immersiveRenewalsDue } from '../immersive-audio/index.ts';
import { lockRelease, type ReleaseRow, releasesWithTermEndingBy } from '../releases/index.ts';
import type { DeliveryService } from './delivery.service.ts';
import * as repo from './distribution.repository.ts';
import { moveReleaseAndTell } from './release-moves.ts';
import { notifyReleaseOwner } from './release-notices.ts';

const DAY_MS = 86_400_000;
const statusOf = (code: number): ReleaseStatusName => releaseStatusName(code) ?? 'creating';
const codes = (names: readonly ReleaseStatusName[]) => names.map((n) => RELEASE_STATUS[n]);

const OPEN_UNSETTLED: readonly ReleaseStatusName[] = ['renewal_editable_unsettled', 'renewal_uneditable_unsettled'];
const SETTLED: readonly ReleaseStatusName[] = ['renewal_editable_settled', 'renewal_uneditable_settled'];

const formatDay = (at: Date) => {
  const jst = new Date(at.getTime() + 9 * 3_600_000);
  return `${jst.getUTCFullYear()}/${String(jst.getUTCMonth() + 1).padStart(2, '0')}/${String(jst.getUTCDate()).padStart(2, '0')}`;
};

const addTerm = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + RELEASE_TERM_MONTHS);
  return next;
};

export function createRenewalService(deps: {
  db: Db;
  mailer: Mailer;
  delivery: DeliveryService;
  events: Pick<Events, 'publish'>;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const notify = { mailer: deps.mailer, publicUrl: deps.publicUrl };

  /** Runs `step` on each release in `statuses` whose term ends by `until`, each in its own transaction. */
  async function each(
    statuses: readonly ReleaseStatusName[],
    until: Date,
    step: (tx: Executor, release: ReleaseRow) => Promise<void>,
  ) {
    const due = await releasesWithTermEndingBy(db, codes(statuses), until, 200);
    for (const candidate of due) {
      await db.transaction(async (tx) => {
        const release = await lockRelease(tx, candidate.id);
        // Another worker may have moved it meanwhile.
        if (!release || release.status !== candidate.status || !release.termEndsAt) return;
        await step(tx, release);
      });
    }
    return due.length;
  }

  async function extend(tx: Executor, release: ReleaseRow) {
    const termEndsAt = addTerm(release.termEndsAt!);
    await moveReleaseAndTell(deps.events, tx, release, 'renewal_payment_success', { actor: 'system' });
    await moveReleaseAndTell(deps.events, tx, release, 'distribution_onsale', { actor: 'system', termEndsAt });
    await notifyReleaseOwner(tx, notify, release, { kind: 'renewed', termEnds: formatDay(termEndsAt) });
  }

  return {
    /** The renewal round: opening, reminders, fixing, the end of terms and of grace periods. Idempotent. */
    async sweep() {
      const at = now();
      const inDays = (days: number) => new Date(at.getTime() + days * DAY_MS);
      let changed = 0;
      changed += await each(['distribution_onsale'], inDays(RENEWAL_OPENS_DAYS_BEFORE), async (tx, release) => {
        await moveReleaseAndTell(deps.events, tx, release, 'renewal_editable_unsettled', { actor: 'system' });
        // Its immersive editions followed (release.moved): those that owe their own fee are named once, now.
        const due = await immersiveRenewalsDue(tx, release.id);
        if (due.length > 0) {
          await notifyReleaseOwner(tx, notify, release, {
            kind: 'immersive_renewal_due',
            songTitles: due,
            termEnds: formatDay(release.termEndsAt!),
          });
        }
      });
      for (const days of RENEWAL_REMINDER_DAYS) {
        await each(OPEN_UNSETTLED, inDays(days), async (tx, release) => {
          if (release.termEndsAt!.getTime() <= at.getTime()) return;
          if (!(await repo.claimRenewalNotice(tx, release.id, release.termEndsAt!, days))) return;
          await notifyReleaseOwner(tx, notify, release, {
            kind: 'renewal_reminder',
            days,
            termEnds: formatDay(release.termEndsAt!),
          });
        });
      }
      changed += await each(
        ['renewal_editable_unsettled', 'renewal_editable_settled'],
        inDays(RENEWAL_FIXED_DAYS_BEFORE),
        (tx, release) =>
          moveReleaseAndTell(
            deps.events,
            tx,
            release,
            statusOf(release.status) === 'renewal_editable_settled'
              ? 'renewal_uneditable_settled'
              : 'renewal_uneditable_unsettled',
            { actor: 'system' },
          ),
      );
      changed += await each(SETTLED, at, extend);
      changed += await each(OPEN_UNSETTLED, at, async (tx, release) => {
        await moveReleaseAndTell(deps.events, tx, release, 'renewal_payment_failure', { actor: 'system' });
        const graceEnds = new Date(release.termEndsAt!.getTime() + RENEWAL_GRACE_DAYS * DAY_MS);
        await notifyReleaseOwner(tx, notify, release, { kind: 'renewal_unpaid', graceEnds: formatDay(graceEnds) });
      });
      const graceStart = new Date(at.getTime() - RENEWAL_GRACE_DAYS * DAY_MS);
      for (const release of await releasesWithTermEndingBy(db, codes(['renewal_payment_failure']), graceStart, 200)) {
        await deps.delivery.takedown(
          release.id,
          { actor: 'system', individualId: null, mode: 'takedown_expire_nopayment' },
          'renewal fee unpaid',
        );
        await db.transaction((tx) => notifyReleaseOwner(tx, notify, release, { kind: 'term_ended_unpaid' }));
        changed += 1;
      }
      for (const release of await releasesWithTermEndingBy(db, codes(['renewal_canceled']), at, 200)) {
        await deps.delivery.takedown(
          release.id,
          { actor: 'system', individualId: null, mode: 'takedown_expire_user' },
          'renewal cancelled',
        );
        changed += 1;
      }
      return changed;
    },

    /** The renewal fee was paid (billing's `payment.settled`, in the paid transaction). */
    async paid(tx: Executor, releaseId: number) {
      const release = await lockRelease(tx, releaseId);
      if (!release) return;
      const next = RENEWAL_SETTLES[statusOf(release.status)];
      if (!next) return;
      if (next === 'renewal_payment_success') {
        await extend(tx, release);
        return;
      }
      await moveReleaseAndTell(deps.events, tx, release, next, { actor: 'system' });
    },

    /** The owner decides not to renew: the release is taken down when its term ends. */
    async cancel(accountId: number, individualId: number, releaseId: number) {
      await db.transaction(async (tx) => {
        const release = await lockRelease(tx, releaseId);
        if (!release || release.accountId !== accountId) throw new AppError('NOT_FOUND');
        const status = statusOf(release.status);
        // A paid renewal is not taken back (refunds are not offered); a fixed one is already promised to the stores.
        if (status !== 'renewal_editable_unsettled') throw new AppError('SONG00003', { status });
        await moveReleaseAndTell(deps.events, tx, release, 'renewal_canceled', { actor: 'user', individualId });
      });
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
