// Distribution's moves of a release's status, each told to the capabilities that follow the release (`release.moved`,
// in the move's transaction): immersive editions follow its renewal and takedown.
import { type ReleaseStatusName, releaseStatusName } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import { moveRelease, type ReleaseMove } from '../releases/index.ts';

export async function moveReleaseAndTell(
  events: Pick<Events, 'publish'>,
  tx: Executor,
  release: { id: number; status: number; accountId: number },
  to: ReleaseStatusName,
  move: ReleaseMove,
): Promise<void> {
  const from = releaseStatusName(release.status) ?? 'creating';
  await moveRelease(tx, release, to, move);
  await events.publish(tx, 'release.moved', { release_id: release.id, account_id: release.accountId, from, to });
}
