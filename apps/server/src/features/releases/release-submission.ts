// Submission through the status machine: the owner submits (every rule checked, missing ISRCs and the UPC assigned),
// withdraws from a payment, deletes; and the service's automatic checks on a submitted release.
import {
  AppError,
  canTransition,
  canUserDelete,
  type ReleaseType,
  releaseMetadataCheckMessage,
  releaseStatusName,
  submitTarget,
  validationMessageInBoth,
  withdrawTarget,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { assignIsrc, assignUpc } from './identifiers.ts';
import { moveRelease } from './lifecycle.ts';
import { evaluate } from './release-evaluation.ts';
import type { ReleasesContext } from './release-types.ts';
import { loadView, present, requireRelease, statusOf } from './release-view.ts';
import { requireTerms } from './release-writer.ts';
import * as repo from './releases.repository.ts';

/** The release as it now stands, read again after a move. */
async function presentFresh(
  tx: Executor,
  ctx: ReleasesContext,
  account: ActingAccount,
  id: number,
  language: Language,
) {
  const fresh = (await repo.findRelease(tx, account.row.id, id))!;
  return present(tx, ctx.now(), await loadView(tx, ctx.artistCredits, account.row.id, fresh), account, language);
}

export async function submitRelease(ctx: ReleasesContext, account: ActingAccount, id: number, language: Language) {
  return ctx.db.transaction(async (tx) => {
    const release = await requireRelease(tx, account, id, true);
    const status = statusOf(release);
    // A first submission is paid per release unless a plan covers it; a corrected one was paid already.
    const needsPayment = status === 'creating' && !account.row.plan.startsWith('unlimited');
    const target = submitTarget(status, needsPayment);
    if (!target || !canTransition(status, target, 'user')) throw new AppError('SONG00003', { status });
    const type = release.type as ReleaseType;
    await requireTerms(tx, account, type);
    const view = await loadView(tx, ctx.artistCredits, account.row.id, release);
    const { fields, reasons } = await evaluate(tx, ctx.now(), view, account);
    const blocking = reasons.filter((r) => r.severity === 'error');
    if (fields.length > 0 || blocking.length > 0) {
      const fieldMap: Record<string, string> = {};
      for (const f of fields) fieldMap[f.path] ??= f.message[language];
      throw new AppError('SONG00002', {
        fields: fieldMap,
        reasons: blocking.map((r) => ({ ...r, message: releaseMetadataCheckMessage(r.reason, language) })),
      });
    }
    const at = ctx.now();
    const prefix = account.row.isrcPrefix ?? ctx.identifiers.isrcPrefix;
    for (const { song } of view.songs) {
      if (!song.isrc)
        await repo.updateSong(tx, song.id, { isrc: await assignIsrc(tx, prefix, at), isrcAssigned: true });
    }
    const upc = release.upc ? null : await assignUpc(tx, ctx.identifiers.upcPrefixes, release.id);
    try {
      if (upc) await repo.updateRelease(tx, release.id, { upc, upcAssigned: true });
      await moveRelease(tx, release, target, { actor: 'user', submittedAt: at, record: false });
    } catch (error) {
      // Another release took the typed UPC between the check and now.
      if (isUniqueViolation(error)) {
        throw new AppError('SONG00002', {
          fields: { upc: validationMessageInBoth('upcTaken')[language] },
          reasons: [],
        });
      }
      throw error;
    }
    return presentFresh(tx, ctx, account, release.id, language);
  });
}

/** The user cancels the payment a submitted release waits for, to change it again; the assigned codes stay. */
export async function withdrawRelease(ctx: ReleasesContext, account: ActingAccount, id: number, language: Language) {
  return ctx.db.transaction(async (tx) => {
    const release = await requireRelease(tx, account, id, true);
    const status = statusOf(release);
    const before = status === 'payment_failure' ? await ctx.paymentOrders.lastStatusBefore(tx, release.id) : null;
    const target = withdrawTarget(status, before === null ? null : releaseStatusName(before));
    if (!target || !canTransition(status, target, 'user')) throw new AppError('SONG00003', { status });
    await moveRelease(tx, release, target, {
      actor: 'user',
      record: false,
      ...(target === 'creating' ? { submittedAt: null } : {}),
    });
    return presentFresh(tx, ctx, account, release.id, language);
  });
}

export async function removeRelease(ctx: ReleasesContext, account: ActingAccount, id: number) {
  await ctx.db.transaction(async (tx) => {
    const release = await requireRelease(tx, account, id, true);
    const status = statusOf(release);
    if (!canUserDelete(status)) throw new AppError('SONG00003', { status });
    await moveRelease(tx, release, 'deleted_by_user', { actor: 'user', record: false });
  });
}

/**
 * The automatic checks after a submission or payment (the service, not a person): the rules a submission meets,
 * on the release as stored. Problems in both languages; none means it may go to review.
 */
export async function automaticCheck(ctx: ReleasesContext, tx: Executor, account: ActingAccount, releaseId: number) {
  const release = await repo.findRelease(tx, account.row.id, releaseId, true);
  if (!release) return null;
  const view = await loadView(tx, ctx.artistCredits, account.row.id, release);
  const { fields, reasons } = await evaluate(tx, ctx.now(), view, account, { isSubmitted: true });
  const problems = [
    ...fields,
    ...reasons
      .filter((r) => r.severity === 'error')
      .map((r) => ({
        path: r.path,
        message: {
          ja: releaseMetadataCheckMessage(r.reason, 'ja'),
          en: releaseMetadataCheckMessage(r.reason, 'en'),
        },
      })),
  ];
  return { release, problems };
}
