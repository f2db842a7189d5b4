// What every part of delivery to stores shares: its dependencies, queues and limits, and small helpers.
import { type ReleaseStatusName, releaseStatusName } from '@otodoke/domain';
import type { ErnParty, ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import type { StoreDirectory } from '../../integrations/store-delivery/store-directory.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ReleasesService } from '../releases/index.ts';

export const DELIVERY_PREPARE_QUEUE = 'delivery-prepare';
export const DELIVERY_SEND_QUEUE = 'delivery-send';
/** The longest one preparation may run: an album's messages built and validated against the XSD. */
export const DELIVERY_PREPARE_MAX_SECONDS = 60 * 60;
/** The longest one send may run: a batch can carry a 20 GB concert video, hours over a slow link. */
export const DELIVERY_SEND_MAX_SECONDS = 6 * 60 * 60;
/** Tries of one batch before the delivery is given up (operators can send it again). */
export const MAX_SEND_ATTEMPTS = 6;

export interface DeliveryDeps {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  transport: StoreTransport;
  directory: StoreDirectory;
  validator: ErnValidator;
  mailer: Mailer;
  /** Where a release going on sale is published (`release.on_sale`); the owner's notice follows after the commit. */
  events: Pick<Events, 'publish'>;
  releases: ReleasesService;
  sender: ErnParty;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}

/** The dependencies as the delivery functions take them: the clock settled and the owner's mail settings at hand. */
export interface DeliveryCtx extends DeliveryDeps {
  now: () => Date;
  notify: { mailer: Mailer; publicUrl: string };
}

export function deliveryContext(deps: DeliveryDeps): DeliveryCtx {
  return { ...deps, now: deps.now ?? (() => new Date()), notify: { mailer: deps.mailer, publicUrl: deps.publicUrl } };
}

export const statusOf = (code: number): ReleaseStatusName => releaseStatusName(code) ?? 'creating';
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Queues the prepare job of a release, in the caller's transaction. */
export async function enqueuePrepare(ctx: DeliveryCtx, tx: Executor, releaseId: number) {
  await ctx.jobs.send(DELIVERY_PREPARE_QUEUE, { release_id: releaseId }, { tx });
}

export async function readText(storage: Storage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
