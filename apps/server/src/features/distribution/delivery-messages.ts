// One store's ERN message built from the release as stored (with its files' MD5s and its immersive editions), and
// whether a refused one changed.
import { randomBytes } from 'node:crypto';
import { isContentRefusal } from '@otodoke/domain';
import { buildNewReleaseMessage } from '@otodoke/protocols/ddex/build-ern.ts';
import { type DeliverableImmersive, findDeliverableImmersive } from '../immersive-audio/index.ts';
import { findRelease, type ReleaseRow, type ReleasesService } from '../releases/index.ts';
import { uploadMd5s } from '../uploads/index.ts';
import { type DeliveryCtx, readText } from './delivery-context.ts';
import * as repo from './distribution.repository.ts';
import { type DeliveryFile, ernFromRelease, IncompleteReleaseError } from './ern-from-release.ts';

export type BuiltMessage =
  | { kind: 'error'; error: string }
  | { kind: 'built'; messageId: string; xml: string; files: DeliveryFile[]; icpn: string };

export type ReleaseView = NonNullable<Awaited<ReturnType<ReleasesService['loadView']>>>;

/** What every store's message of a release is built from besides the release: its files' MD5s, its immersive editions. */
export type ReleaseFiles = { hashes: Map<number, string>; immersive: DeliverableImmersive[] };

/** The MD5s of a release's artwork, song and immersive files, and its deliverable immersive editions. */
export async function releaseFileHashes(ctx: DeliveryCtx, view: ReleaseView): Promise<ReleaseFiles> {
  const immersive = await findDeliverableImmersive(ctx.db, view.release.id);
  const hashes = await uploadMd5s(
    ctx.db,
    ctx.storage,
    [
      view.artwork?.id,
      ...view.songs.map((s) => s.file?.id),
      ...immersive.filter((entry) => !entry.md5).map((entry) => entry.uploadId),
    ].filter((id): id is number => id !== undefined),
  );
  return { hashes, immersive };
}

/** One store's message: built from the release as stored, written to storage with the list of its files. */
export async function buildMessage(
  ctx: DeliveryCtx,
  release: ReleaseRow,
  view: ReleaseView,
  delivery: repo.DeliveryRow,
  { hashes, immersive }: ReleaseFiles,
  accountName: string,
  at: Date = ctx.now(),
): Promise<BuiltMessage> {
  const contact = ctx.directory.find(delivery.storeId);
  if (!contact) return { kind: 'error', error: `no delivery endpoint is configured for store ${delivery.storeId}` };
  const messageId = `OTD-${release.id}-${delivery.id}-${randomBytes(4).toString('hex')}`;
  try {
    const { input, files } = ernFromRelease(view, {
      messageId,
      threadId: `OTD-${release.id}-${delivery.storeId}`,
      sender: ctx.sender,
      recipient: contact.party,
      storeId: delivery.storeId,
      isTakedown: delivery.action === 'takedown',
      labelFallback: accountName,
      md5Of: (id) => {
        const md5 = hashes.get(id);
        if (!md5) throw new IncompleteReleaseError(`file ${id} could not be read`);
        return md5;
      },
      now: at,
      onSaleSince: delivery.onSaleAt,
      immersive,
    });
    return { kind: 'built', messageId, xml: buildNewReleaseMessage(input), files, icpn: input.release.icpn };
  } catch (error) {
    if (error instanceof IncompleteReleaseError) return { kind: 'error', error: error.message };
    throw error;
  }
}

/**
 * Stores that refused the release for its content (a DDEX status such as ResourceNotMeetingSpecifications) while
 * the release is still what they refused: the message built from the release as it is now is the refused one but
 * for its header (message id, time). Sent again, such a release meets the same refusal.
 */
export async function unchangedContentRefusals(ctx: DeliveryCtx, releaseId: number): Promise<string[]> {
  const { db } = ctx;
  const refused = (await repo.deliveriesOf(db, releaseId)).filter(
    (d) => d.status === 'refused' && d.action !== 'takedown',
  );
  const latest = await repo.latestMessages(
    db,
    refused.map((d) => d.id),
  );
  const candidates = refused.filter((d) => isContentRefusal(latest.get(d.id)?.ackStatus));
  if (candidates.length === 0) return [];
  const release = await findRelease(db, releaseId);
  const account = release && (await repo.findAccount(db, release.accountId));
  const view = release && (await ctx.releases.loadView(db, release.accountId, release.id));
  if (!release || !account || !view) return [];
  const hashes = await releaseFileHashes(ctx, view);
  const withoutHeader = (xml: string) => xml.replace(/<MessageHeader>[\s\S]*?<\/MessageHeader>/, '');
  const unchanged: string[] = [];
  for (const delivery of candidates) {
    const message = latest.get(delivery.id)!;
    const sent = message.storageKey ? await readText(ctx.storage, message.storageKey).catch(() => null) : null;
    const current = await buildMessage(
      ctx,
      release,
      view,
      { ...delivery, action: message.action },
      hashes,
      account.name,
      message.createdAt,
    );
    // A refused message that cannot be read back counts as unchanged: the operator is asked rather than not.
    if (sent === null || (current.kind === 'built' && withoutHeader(current.xml) === withoutHeader(sent))) {
      unchanged.push(delivery.storeId);
    }
  }
  return unchanged;
}
