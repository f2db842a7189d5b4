// The one way review and delivery change a release's status: along the transition table, recorded in its history.
import {
  AppError,
  canTransition,
  RELEASE_STATUS,
  type ReleaseActor,
  type ReleaseStatusName,
  releaseStatusName,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import * as repo from './distribution.repository.ts';

export async function moveRelease(
  tx: Executor,
  release: { id: number; status: number },
  to: ReleaseStatusName,
  actor: ReleaseActor,
  extra: { individualId?: number | null; reason?: string; takedownMode?: string | null; termEndsAt?: Date | null } = {},
) {
  const from = releaseStatusName(release.status) ?? 'creating';
  if (!canTransition(from, to, actor)) throw new AppError('SONG00003', { status: from, to });
  await repo.setReleaseStatus(tx, release.id, {
    status: RELEASE_STATUS[to],
    ...(extra.takedownMode !== undefined ? { takedownMode: extra.takedownMode } : {}),
    ...(extra.termEndsAt !== undefined ? { termEndsAt: extra.termEndsAt } : {}),
  });
  await repo.insertEvent(tx, {
    releaseId: release.id,
    fromStatus: release.status,
    toStatus: RELEASE_STATUS[to],
    actor,
    individualId: extra.individualId ?? null,
    reason: extra.reason ?? '',
  });
  release.status = RELEASE_STATUS[to];
}
