// Delivery to stores: approved releases get a delivery per chosen store; a prepare job builds and validates one ERN
// message per store (a message that fails validation never leaves); send jobs upload each batch over SFTP (retried
// with backoff, resumed after a crash: a message's batch id never changes, the store ingests a message id once);
// the outbox poll applies the stores' acknowledgements and sale notices, and the release's status follows them.
import { createHash, randomBytes } from 'node:crypto';
import {
  APPROVED_STATUSES,
  AppError,
  canTransition,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  deliveryOutcome,
  findStore,
  isContentRefusal,
  isTakedownComplete,
  PAYMENT_ORDER_STATUS,
  RELEASE_STATUS,
  RELEASE_TERM_MONTHS,
  type ReleaseActor,
  type ReleaseStatusName,
  releaseStatusName,
  type TakedownMode,
} from '@otodoke/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildNewReleaseMessage } from '../../integrations/ddex/build-ern.ts';
import type { ErnParty, ErnValidator } from '../../integrations/ddex/ern-types.ts';
import {
  batchManifestName,
  buildBatchManifest,
  releaseFilePath,
  releaseMessagePath,
} from '../../integrations/store-delivery/batch-manifest.ts';
import type { StoreNotice, StoreTransport } from '../../integrations/store-delivery/store-delivery.ts';
import { parseStoreNotice } from '../../integrations/store-delivery/store-notice.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { paymentOrders, releases, uploads } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ReleasesService } from '../releases/index.ts';
import { STORE_ADD_STATUSES } from './distribution.presenter.ts';
import * as repo from './distribution.repository.ts';
import { type DeliveryFile, ernFromRelease, IncompleteReleaseError } from './ern-from-release.ts';
import { moveRelease } from './release-moves.ts';
import { notifyReleaseOwner } from './release-notices.ts';
import type { StoreDirectory } from './store-directory.ts';

export const DELIVERY_PREPARE_QUEUE = 'delivery-prepare';
export const DELIVERY_SEND_QUEUE = 'delivery-send';
/** The longest one preparation may run: an album's messages built and validated against the XSD. */
export const DELIVERY_PREPARE_MAX_SECONDS = 60 * 60;
/** The longest one send may run: a batch can carry a 20 GB concert video, hours over a slow link. */
export const DELIVERY_SEND_MAX_SECONDS = 6 * 60 * 60;
/** Tries of one batch before the delivery is given up (operators can send it again). */
export const MAX_SEND_ATTEMPTS = 6;

type ReleaseRow = typeof releases.$inferSelect;
type BuiltMessage =
  | { kind: 'error'; error: string }
  | { kind: 'built'; messageId: string; xml: string; files: DeliveryFile[]; icpn: string };

const statusOf = (code: number): ReleaseStatusName => releaseStatusName(code) ?? 'creating';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Not yet at a store, or at one: what a takedown must reach. */
const TAKEDOWN_REACHES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'delivered', 'on_sale'];

const batchIdFor = (at: Date, deliveryId: number) =>
  `${at
    .toISOString()
    .replaceAll(/[-:TZ.]/g, '')
    .slice(0, 17)}-${deliveryId}`;

export interface DeliveryDeps {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  transport: StoreTransport;
  directory: StoreDirectory;
  validator: ErnValidator;
  mailer: Mailer;
  releases: ReleasesService;
  sender: ErnParty;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}

export function createDeliveryService(deps: DeliveryDeps) {
  const { db, storage, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const notify = { mailer: deps.mailer, publicUrl: deps.publicUrl };

  async function enqueuePrepare(tx: Executor, releaseId: number) {
    await deps.jobs.send(DELIVERY_PREPARE_QUEUE, { release_id: releaseId }, { tx });
  }

  /** MD5 of each file, read once and kept with the upload (older uploads were checked before MD5 was recorded). */
  async function md5s(uploadIds: number[]): Promise<Map<number, string>> {
    if (uploadIds.length === 0) return new Map();
    const rows = await db
      .select({ id: uploads.id, md5: uploads.md5, storageKey: uploads.storageKey })
      .from(uploads)
      .where(inArray(uploads.id, uploadIds));
    const out = new Map<number, string>();
    for (const row of rows) {
      if (row.md5) {
        out.set(row.id, row.md5);
        continue;
      }
      if (!row.storageKey) continue;
      const hash = createHash('md5');
      for await (const chunk of storage.createReadStream(row.storageKey)) hash.update(chunk as Buffer);
      const md5 = hash.digest('hex');
      await db
        .update(uploads)
        .set({ md5 })
        .where(and(eq(uploads.id, row.id), isNull(uploads.md5)));
      out.set(row.id, md5);
    }
    return out;
  }

  async function hasPaidReleaseOrder(tx: Executor, releaseId: number) {
    const rows = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.releaseId, releaseId), eq(paymentOrders.status, PAYMENT_ORDER_STATUS.paid)))
      .limit(1);
    return rows.length > 0;
  }

  /** Moves the release along its deliveries' states, and tells the owner what changed. */
  async function followDeliveries(tx: Executor, releaseId: number, actor: ReleaseActor) {
    const release = await repo.lockRelease(tx, releaseId);
    if (!release) return;
    const deliveries = await repo.deliveriesOf(tx, releaseId);
    const statuses = deliveries.map((d) => d.status);
    const current = statusOf(release.status);
    if (current === 'takedown_processing') {
      if (!isTakedownComplete(statuses)) return;
      const mode = (release.takedownMode as ReleaseStatusName | null) ?? 'takedown_admin';
      await moveRelease(tx, release, mode, 'system');
      await notifyReleaseOwner(tx, notify, release, { kind: 'taken_down' });
      return;
    }
    const next = deliveryOutcome(current, statuses);
    if (!next) return;
    if (current === 'added_store_inqueue' && next !== 'distribution_processing') {
      await moveRelease(tx, release, 'distribution_processing', 'system');
    }
    const from = statusOf(release.status);
    if (next === from) return;
    // Stores added to a release on sale, or sent again, do not take it back out of its status.
    const by = canTransition(from, next, actor) ? actor : canTransition(from, next, 'system') ? 'system' : null;
    if (!by) return;
    const isFirstSale = next === 'distribution_onsale' && release.termEndsAt === null;
    let termEndsAt: Date | undefined;
    if (isFirstSale && (await hasPaidReleaseOrder(tx, release.id))) {
      termEndsAt = now();
      termEndsAt.setUTCMonth(termEndsAt.getUTCMonth() + RELEASE_TERM_MONTHS);
    }
    await moveRelease(tx, release, next, by, termEndsAt ? { termEndsAt } : {});
    const names = (wanted: readonly DeliveryStatus[]) =>
      deliveries.filter((d) => wanted.includes(d.status)).map((d) => findStore(d.storeId)?.name ?? d.storeId);
    if (next === 'distribution_onsale' && from !== 'distribution_onsale') {
      await notifyReleaseOwner(tx, notify, release, { kind: 'on_sale', storeNames: names(['on_sale']) });
    } else if (next === 'distribution_allfailure') {
      // Stores that refused were told one by one; this covers deliveries that could not be made at all.
      const unannounced = names(['failed']);
      if (unannounced.length > 0) {
        await notifyReleaseOwner(tx, notify, release, { kind: 'delivery_refused', storeNames: unannounced });
      }
    }
  }

  /** One store's message: built from the release as stored, written to storage with the list of its files. */
  async function buildMessage(
    release: ReleaseRow,
    view: NonNullable<Awaited<ReturnType<ReleasesService['loadView']>>>,
    delivery: repo.DeliveryRow,
    hashes: Map<number, string>,
    accountName: string,
    at: Date = now(),
  ): Promise<BuiltMessage> {
    const contact = deps.directory.find(delivery.storeId);
    if (!contact) return { kind: 'error', error: `no delivery endpoint is configured for store ${delivery.storeId}` };
    const messageId = `OTD-${release.id}-${delivery.id}-${randomBytes(4).toString('hex')}`;
    try {
      const { input, files } = ernFromRelease(view, {
        messageId,
        threadId: `OTD-${release.id}-${delivery.storeId}`,
        sender: deps.sender,
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
  async function unchangedContentRefusals(releaseId: number): Promise<string[]> {
    const refused = (await repo.deliveriesOf(db, releaseId)).filter(
      (d) => d.status === 'refused' && d.action !== 'takedown',
    );
    const latest = await repo.latestMessages(
      db,
      refused.map((d) => d.id),
    );
    const candidates = refused.filter((d) => isContentRefusal(latest.get(d.id)?.ackStatus));
    if (candidates.length === 0) return [];
    const release = await repo.findRelease(db, releaseId);
    const account = release && (await repo.findAccount(db, release.accountId));
    const view = release && (await deps.releases.loadView(db, release.accountId, release.id));
    if (!release || !account || !view) return [];
    const hashes = await md5s(
      [view.artwork?.id, ...view.songs.map((s) => s.file?.id)].filter((id): id is number => id !== undefined),
    );
    const withoutHeader = (xml: string) => xml.replace(/<MessageHeader>[\s\S]*?<\/MessageHeader>/, '');
    const unchanged: string[] = [];
    for (const delivery of candidates) {
      const message = latest.get(delivery.id)!;
      const sent = message.storageKey ? await readText(storage, message.storageKey).catch(() => null) : null;
      const current = await buildMessage(
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

  return {
    unchangedContentRefusals,

    /** Called by review in its transaction: an approved release is queued for every chosen store. */
    async queueApproved(tx: Executor, release: ReleaseRow) {
      const status = statusOf(release.status);
      if (!(APPROVED_STATUSES as readonly string[]).includes(status)) return;
      await moveRelease(tx, release, 'added_store_inqueue', 'system');
      await repo.insertDeliveries(tx, release, release.storeIds);
      await enqueuePrepare(tx, release.id);
    },

    /** The prepare job: messages for every delivery waiting for one, validated together, then one send job each. */
    async prepare(releaseId: number) {
      const release = await repo.findRelease(db, releaseId);
      if (!release) return;
      const account = await repo.findAccount(db, release.accountId);
      const view = await deps.releases.loadView(db, release.accountId, release.id);
      if (!account || !view) return;
      const hashes = await md5s(
        [view.artwork?.id, ...view.songs.map((s) => s.file?.id)].filter((id): id is number => id !== undefined),
      );
      const waiting = (await repo.deliveriesOf(db, releaseId)).filter(
        (d) => d.status === 'queued' || d.status === 'takedown_queued',
      );
      const built: Array<{ delivery: repo.DeliveryRow; result: BuiltMessage }> = [];
      for (const delivery of waiting) {
        built.push({ delivery, result: await buildMessage(release, view, delivery, hashes, account.name) });
      }
      const messages = built.flatMap(({ result }) =>
        result.kind === 'built' ? [{ name: result.messageId, xml: result.xml }] : [],
      );
      const verdicts = new Map((await deps.validator.validate(messages)).map((v) => [v.name, v]));
      for (const { result } of built) {
        if (result.kind !== 'built' || !verdicts.get(result.messageId)?.isValid) continue;
        await storage.put(`deliveries/${release.id}/${result.messageId}.xml`, result.xml);
        // A new delivery carries the files; an update or a takedown only the message (the store has the files).
        const delivery = built.find((b) => b.result === result)!.delivery;
        const files = delivery.action === 'new' ? result.files : [];
        await storage.put(
          `deliveries/${release.id}/${result.messageId}.files.json`,
          JSON.stringify({ icpn: result.icpn, files }),
        );
      }
      await db.transaction(async (tx) => {
        await repo.lockRelease(tx, releaseId);
        for (const { delivery, result } of built) {
          const locked = await repo.lockDelivery(tx, delivery.id);
          if (!locked || (locked.status !== 'queued' && locked.status !== 'takedown_queued')) continue;
          if (result.kind !== 'built') {
            await repo.updateDelivery(tx, delivery.id, { status: 'failed', lastError: result.error });
            logger.warn({ releaseId, storeId: delivery.storeId, reason: result.error }, 'delivery cannot be built');
            continue;
          }
          const verdict = verdicts.get(result.messageId);
          const isValid = verdict?.isValid === true;
          const at = now();
          await repo.insertMessage(tx, {
            deliveryId: delivery.id,
            messageId: result.messageId,
            action: locked.action,
            batchId: batchIdFor(at, delivery.id),
            status: isValid ? 'built' : 'invalid',
            storageKey: isValid ? `deliveries/${release.id}/${result.messageId}.xml` : null,
            problems: [...(verdict?.problems ?? [])],
          });
          if (!isValid) {
            const reason = (verdict?.problems ?? []).map((p) => p.message).join('; ');
            await repo.updateDelivery(tx, delivery.id, {
              status: 'failed',
              messageId: result.messageId,
              lastError: `the DDEX message failed validation: ${reason}`,
            });
            logger.error(
              { releaseId, storeId: delivery.storeId, problems: verdict?.problems },
              'ERN failed validation',
            );
            continue;
          }
          await repo.updateDelivery(tx, delivery.id, {
            status: 'sending',
            messageId: result.messageId,
            attempts: 0,
            lastError: null,
          });
          await deps.jobs.send(
            DELIVERY_SEND_QUEUE,
            { delivery_id: delivery.id },
            { tx, singletonKey: `send-${result.messageId}` },
          );
        }
        await followDeliveries(tx, releaseId, 'system');
      });
    },

    /** The send job: one batch to one store. Throws to be retried; gives up after MAX_SEND_ATTEMPTS. */
    async send(deliveryId: number) {
      const delivery = await repo.findDelivery(db, deliveryId);
      if (delivery?.status !== 'sending' || !delivery.messageId) return;
      const message = await repo.findMessage(db, delivery.messageId);
      const contact = deps.directory.find(delivery.storeId);
      if (!message?.storageKey || !contact) return;
      const attempt = delivery.attempts + 1;
      await repo.updateDelivery(db, delivery.id, { attempts: attempt });
      try {
        const listing = JSON.parse(
          await readText(storage, `deliveries/${delivery.releaseId}/${message.messageId}.files.json`),
        ) as { icpn: string; files: DeliveryFile[] };
        const xml = await readText(storage, message.storageKey);
        const files = [
          ...listing.files.map((file) => ({
            path: releaseFilePath(listing.icpn, file.path),
            size: file.size,
            open: () => storage.createReadStream(file.storageKey),
          })),
          {
            path: releaseMessagePath(listing.icpn),
            size: Buffer.byteLength(xml),
            open: () => storage.createReadStream(message.storageKey!),
          },
        ];
        const manifest = buildBatchManifest({
          batchId: message.batchId,
          createdAt: message.createdAt.toISOString(),
          senderDpid: deps.sender.dpid,
          recipientDpid: contact.party.dpid,
          releases: [
            { icpn: listing.icpn, messageId: message.messageId, messageFile: releaseMessagePath(listing.icpn) },
          ],
        });
        const { bytesSent } = await deps.transport.sendBatch(contact.endpoint, {
          batchId: message.batchId,
          files,
          manifest: { name: batchManifestName(message.batchId), contents: manifest },
        });
        await db.transaction(async (tx) => {
          await repo.lockRelease(tx, delivery.releaseId);
          const locked = await repo.lockDelivery(tx, delivery.id);
          if (locked?.status !== 'sending' || locked.messageId !== message.messageId) return;
          const at = now();
          await repo.updateMessage(tx, message.id, { status: 'sent', sentAt: at, bytesSent });
          await repo.updateDelivery(tx, delivery.id, {
            status: locked.action === 'takedown' ? 'takedown_sent' : 'sent',
            sentAt: at,
            lastError: null,
          });
          await followDeliveries(tx, delivery.releaseId, 'system');
        });
        logger.info({ storeId: delivery.storeId, messageId: message.messageId, bytesSent }, 'batch delivered');
      } catch (error) {
        const reason = messageOf(error);
        if (attempt < MAX_SEND_ATTEMPTS) {
          await repo.updateDelivery(db, delivery.id, { lastError: reason });
          logger.warn({ storeId: delivery.storeId, attempt, reason }, 'delivery failed; it will be retried');
          throw error;
        }
        await db.transaction(async (tx) => {
          await repo.lockRelease(tx, delivery.releaseId);
          await repo.updateDelivery(tx, delivery.id, { status: 'failed', lastError: reason });
          await followDeliveries(tx, delivery.releaseId, 'system');
        });
        logger.error({ storeId: delivery.storeId, attempt, reason }, 'delivery given up');
      }
    },

    /** Reads a store's outbox, applies what it says, and clears what was applied. */
    async poll(storeId: string) {
      const contact = deps.directory.find(storeId);
      if (!contact) return 0;
      const files = await deps.transport.readOutbox(contact.endpoint, 200);
      const done: string[] = [];
      for (const file of files) {
        const notice = parseStoreNotice(file);
        if (!notice) continue; // sales reports and other files are for other features
        const isOurs = await db.transaction((tx) => applyNotice(tx, notice));
        if (isOurs) done.push(file.name);
      }
      if (done.length > 0) await deps.transport.removeFromOutbox(contact.endpoint, done);
      return done.length;
    },

    /** Polls every store that still owes an answer. */
    async pollAll() {
      let applied = 0;
      for (const storeId of await repo.storesAwaitingAnswers(db)) {
        try {
          applied += await this.poll(storeId);
        } catch (error) {
          logger.warn({ storeId, reason: messageOf(error) }, 'store outbox could not be read');
        }
      }
      return applied;
    },

    /** Takes a release down from every store: by the owner's request or an operator's decision. */
    async takedown(
      releaseId: number,
      by: { actor: 'user' | 'admin' | 'system'; individualId: number | null; mode: TakedownMode | ReleaseStatusName },
      reason: string,
      accountId?: number,
    ) {
      await db.transaction(async (tx) => {
        const release = await repo.lockRelease(tx, releaseId);
        if (!release || (accountId !== undefined && release.accountId !== accountId)) throw new AppError('NOT_FOUND');
        if (release.status === RELEASE_STATUS.deleted_by_user) throw new AppError('NOT_FOUND');
        const from = statusOf(release.status);
        if (!canTransition(from, 'takedown_processing', by.actor)) throw new AppError('SONG00003', { status: from });
        await moveRelease(tx, release, 'takedown_processing', by.actor, {
          individualId: by.individualId,
          reason,
          takedownMode: by.mode,
        });
        let reaches = 0;
        for (const delivery of await repo.deliveriesOf(tx, releaseId, true)) {
          if (!TAKEDOWN_REACHES.includes(delivery.status)) continue;
          reaches += 1;
          await repo.updateDelivery(tx, delivery.id, {
            status: 'takedown_queued',
            action: 'takedown',
            attempts: 0,
            lastError: null,
          });
        }
        if (by.actor !== 'system') {
          await notifyReleaseOwner(tx, notify, release, {
            kind: 'takedown_started',
            byUser: by.actor === 'user',
            reason,
          });
        }
        if (reaches > 0) await enqueuePrepare(tx, releaseId);
        else await followDeliveries(tx, releaseId, 'system');
      });
    },

    /** Stores added to a release that is delivered or on sale. */
    async addStores(accountId: number, releaseId: number, storeIds: readonly string[], available: Set<string>) {
      await db.transaction(async (tx) => {
        const release = await repo.lockRelease(tx, releaseId);
        if (!release || release.accountId !== accountId || release.status === RELEASE_STATUS.deleted_by_user)
          throw new AppError('NOT_FOUND');
        if (!STORE_ADD_STATUSES.includes(statusOf(release.status))) {
          throw new AppError('SONG00003', { status: statusOf(release.status) });
        }
        const wanted = [...new Set(storeIds)];
        const refused = wanted.filter((id) => release.storeIds.includes(id) || !available.has(id));
        if (refused.length > 0) throw new AppError('DIST00001', { store_ids: refused });
        await tx
          .update(releases)
          .set({ storeIds: [...release.storeIds, ...wanted], updatedAt: now() })
          .where(eq(releases.id, release.id));
        await repo.insertDeliveries(tx, release, wanted);
        await enqueuePrepare(tx, release.id);
      });
    },

    /**
     * Corrected metadata of a release that is out: the stores that have it get the full message again (an update, in
     * ERN 4 the same NewReleaseMessage with the same identifiers), without the files they already hold.
     */
    async queueUpdate(tx: Executor, releaseId: number) {
      let queued = 0;
      for (const delivery of await repo.deliveriesOf(tx, releaseId, true)) {
        if (delivery.status !== 'on_sale' && delivery.status !== 'delivered') continue;
        await repo.updateDelivery(tx, delivery.id, {
          status: 'queued',
          action: 'update',
          attempts: 0,
          lastError: null,
        });
        queued += 1;
      }
      if (queued > 0) await enqueuePrepare(tx, releaseId);
      return queued;
    },

    /**
     * Operators send again to the stores that refused the release or could not be reached; when a store refused the
     * release's content and nothing has changed since, only once the operator confirms (DIST00002 otherwise).
     */
    async redeliver(releaseId: number, operatorId: number, options: { confirm?: boolean } = {}) {
      if (!options.confirm) {
        const unchanged = await unchangedContentRefusals(releaseId);
        if (unchanged.length > 0) {
          throw new AppError('DIST00002', {
            store_ids: unchanged,
            store_names: unchanged.map((id) => findStore(id)?.name ?? id),
          });
        }
      }
      await db.transaction(async (tx) => {
        const release = await repo.lockRelease(tx, releaseId);
        if (!release) throw new AppError('NOT_FOUND');
        const again = (await repo.deliveriesOf(tx, releaseId, true)).filter(
          (d) => (d.status === 'refused' || d.status === 'failed') && d.action !== 'takedown',
        );
        if (again.length === 0) throw new AppError('SONG00003', { status: statusOf(release.status) });
        for (const delivery of again) {
          await repo.updateDelivery(tx, delivery.id, { status: 'queued', action: 'new', attempts: 0, lastError: null });
        }
        const from = statusOf(release.status);
        if (from === 'distribution_allfailure' || from === 'distribution_partsuccess') {
          await moveRelease(
            tx,
            release,
            'added_store_inqueue',
            from === 'distribution_allfailure' ? 'admin' : 'system',
            {
              individualId: operatorId,
            },
          );
        }
        await enqueuePrepare(tx, releaseId);
      });
    },
  };

  /** Applies one notice; false when the message is not this service's (left in the outbox). */
  async function applyNotice(tx: Executor, notice: StoreNotice): Promise<boolean> {
    const found = await repo.findMessage(tx, notice.messageId);
    if (!found) return false;
    const owner = await repo.findDelivery(tx, found.deliveryId);
    if (!owner) return true;
    // Locks in one order everywhere (release, delivery, message), so a takedown and a notice never deadlock.
    await repo.lockRelease(tx, owner.releaseId);
    const delivery = await repo.lockDelivery(tx, owner.id);
    const message = await repo.lockMessage(tx, notice.messageId);
    if (!delivery || !message) return true;
    const at = new Date(notice.at);
    const isCurrent = delivery.messageId === message.messageId;
    if (notice.kind === 'ack') {
      if (message.answeredAt) return true; // a repeated acknowledgement changes nothing
      await repo.updateMessage(tx, message.id, {
        status: notice.isAccepted ? 'accepted' : 'refused',
        ackStatus: notice.status,
        ackReason: notice.reason,
        answeredAt: at,
      });
      if (!isCurrent) return true;
      if (!notice.isAccepted) {
        await repo.updateDelivery(tx, delivery.id, {
          status: delivery.action === 'takedown' ? 'failed' : 'refused',
          answeredAt: at,
          lastError: `${notice.status}: ${notice.reason}`,
        });
        if (delivery.action !== 'takedown') {
          const release = await repo.findRelease(tx, delivery.releaseId);
          if (release) {
            await notifyReleaseOwner(tx, notify, release, {
              kind: 'delivery_refused',
              storeNames: [findStore(delivery.storeId)?.name ?? delivery.storeId],
            });
          }
        }
      } else if (delivery.action !== 'takedown') {
        await repo.updateDelivery(tx, delivery.id, {
          status: delivery.onSaleAt ? 'on_sale' : 'delivered',
          answeredAt: at,
        });
      } else {
        await repo.updateDelivery(tx, delivery.id, { answeredAt: at });
      }
    } else if (notice.kind === 'on_sale') {
      if (!isCurrent || delivery.action === 'takedown' || delivery.status === 'on_sale') return true;
      if (!(DELIVERY_STATUSES as readonly string[]).includes(delivery.status)) return true;
      await repo.updateDelivery(tx, delivery.id, { status: 'on_sale', onSaleAt: delivery.onSaleAt ?? at });
    } else {
      if (delivery.status === 'taken_down') return true;
      await repo.updateDelivery(tx, delivery.id, { status: 'taken_down', takenDownAt: at });
    }
    await followDeliveries(tx, delivery.releaseId, 'store');
    return true;
  }
}

async function readText(storage: Storage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
