// What the owner of a release does with its distribution: see each store's state and the history, ask for a
// takedown, add stores to a release that is out.
import { AppError, RELEASE_STATUS, releaseStatusName } from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import {
  correctReleaseTitles,
  findRelease,
  lockRelease,
  type ReleasesService,
  recordReleaseNote,
  songIdsOfRelease,
} from '../releases/index.ts';
import type { DeliveryService } from './delivery.service.ts';
import { CORRECTABLE_STATUSES, presentDistribution } from './distribution.presenter.ts';
import * as repo from './distribution.repository.ts';
import type { RenewalService } from './renewal.service.ts';

export function createOwnerService(deps: {
  db: Db;
  releases: ReleasesService;
  delivery: DeliveryService;
  renewal: RenewalService;
}) {
  const { db } = deps;

  async function ownRelease(account: ActingAccount, releaseId: number) {
    const release = await findRelease(db, releaseId);
    if (!release || release.accountId !== account.row.id || release.status === RELEASE_STATUS.deleted_by_user)
      throw new AppError('NOT_FOUND');
    return release;
  }

  /** Stores of the release's media that can take it (the same judgement as at registration). */
  async function availableStores(account: ActingAccount, releaseId: number, language: Language) {
    const presented = await deps.releases.presentFor(account, releaseId, language);
    return new Set(presented.store_options.filter((s) => s.available).map((s) => s.id));
  }

  async function distribution(account: ActingAccount, releaseId: number, language: Language) {
    const release = await ownRelease(account, releaseId);
    const presented = await presentDistribution(db, release, language);
    const available = await availableStores(account, releaseId, language);
    return { ...presented, addable_stores: presented.addable_stores.filter((s) => available.has(s.id)) };
  }

  return {
    distribution,

    async requestTakedown(
      account: ActingAccount,
      individualId: number,
      releaseId: number,
      reason: string,
      language: Language,
    ) {
      await ownRelease(account, releaseId);
      await deps.delivery.takedown(
        releaseId,
        { actor: 'user', individualId, mode: 'takedown_usercontact' },
        reason,
        account.row.id,
      );
      return distribution(account, releaseId, language);
    },

    async correctMetadata(
      account: ActingAccount,
      individualId: number,
      releaseId: number,
      input: { title: string; version: string; songs: Array<{ id: number; title: string; version: string }> },
      language: Language,
    ) {
      await ownRelease(account, releaseId);
      await db.transaction(async (tx) => {
        const release = await lockRelease(tx, releaseId);
        if (!release) throw new AppError('NOT_FOUND');
        const status = releaseStatusName(release.status) ?? 'creating';
        const deliveries = await repo.deliveriesOf(tx, releaseId);
        const isOut = deliveries.some((d) => d.status === 'on_sale' || d.status === 'delivered');
        if (!CORRECTABLE_STATUSES.includes(status) || !isOut) throw new AppError('SONG00003', { status });
        const ownSongs = new Set(await songIdsOfRelease(tx, releaseId));
        if (input.songs.some((song) => !ownSongs.has(song.id))) throw new AppError('NOT_FOUND');
        await correctReleaseTitles(tx, releaseId, input);
        await recordReleaseNote(tx, release, {
          actor: 'user',
          individualId,
          reason: 'metadata corrected / メタデータを修正',
        });
        await deps.delivery.queueUpdate(tx, releaseId);
      });
      return distribution(account, releaseId, language);
    },

    async cancelRenewal(account: ActingAccount, individualId: number, releaseId: number, language: Language) {
      await ownRelease(account, releaseId);
      await deps.renewal.cancel(account.row.id, individualId, releaseId);
      return distribution(account, releaseId, language);
    },

    async addStores(account: ActingAccount, releaseId: number, storeIds: string[], language: Language) {
      await ownRelease(account, releaseId);
      await deps.delivery.addStores(
        account.row.id,
        releaseId,
        storeIds,
        await availableStores(account, releaseId, language),
      );
      return distribution(account, releaseId, language);
    },
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
