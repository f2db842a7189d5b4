// One simulated store's back office: ingests complete batches from its inbox (validate, read, check files and hashes,
// apply the store's rules), acknowledges each message in its outbox, and puts releases on sale or takes them down
// after the store's delays, never before the first day its deals allow a sale (the ERN's Deal ValidityPeriod). Work runs
// one task at a time per store; state survives a restart (store-catalogue.ts).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ErnParty, ErnSummary, ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import {
  type BatchManifestRelease,
  batchIdOfManifestName,
  batchManifestName,
  parseBatchManifest,
  releaseFilePath,
} from '@otodoke/protocols/store-drop/batch-manifest.ts';
import {
  acknowledgementFileName,
  buildAcknowledgement,
  buildSaleStatusNotice,
  type ErncFileStatus,
  saleStatusFileName,
} from '@otodoke/protocols/store-drop/store-notice.ts';
import { checkImmersiveEditions, type ImmersiveFormat, immersiveFilesOf } from './immersive-ingest.ts';
import { openStoreCatalogue, type PendingNotice, type StoreCatalogue } from './store-catalogue.ts';

export type StoreRules = {
  /**
   * Refuse sound recordings under these (ResourceNotMeetingSpecifications): the store's rule from the domain's
   * store list (storeAudioMinimums), the one the service checks before the user can choose the store.
   */
  readonly audioMinimums?: { readonly bitDepth: number; readonly sampleRateHz: number };
  /** The immersive formats the store takes (the domain's store list); an immersive edition in another is refused. */
  readonly immersiveFormats?: readonly ImmersiveFormat[];
  /** How long the store takes before it looks at a complete batch. */
  readonly ingestDelayMs?: number;
  /** From an accepted message to the OnSale notice. */
  readonly onSaleDelayMs?: number;
  /** From a takedown message to the TakenDown notice. */
  readonly takedownDelayMs?: number;
  /** Share (0-1) of file writes refused with an SFTP FAILURE and of ingests answered InternalError. */
  readonly failureRate?: number;
};

export type SimulatedStoreAccount = {
  readonly storeId: string;
  /** The store's DDEX party id (fictional for the simulator's stores). */
  readonly dpid: string;
  readonly name: string;
  readonly username: string;
  readonly password: string;
  readonly rules: StoreRules;
  /** The service the store takes deliveries from: messages from another sender are refused. */
  readonly service?: ErnParty;
};

export type SimulatedStoreOptions = {
  readonly account: SimulatedStoreAccount;
  /** The store's own folder: `files/` is what its SFTP account sees, `catalogue.json` what it remembers. */
  readonly storeDir: string;
  readonly validator: ErnValidator;
  readonly readErn: (xml: string) => ErnSummary;
  /** Multiplies every delay (0.01 makes three seconds 30 ms). */
  readonly timeScale: number;
  /** Decides the simulated ingest failures: a number in [0, 1). */
  readonly random: () => number;
  readonly onError?: (error: unknown) => void;
  /** The store's clock (tests move it on); the real time by default. */
  readonly now?: () => Date;
};

export type SimulatedStore = {
  readonly account: SimulatedStoreAccount;
  /** The folder shown to the store's SFTP account as `/`. */
  readonly filesDir: string;
  /** Ingests the batch once its manifest is there (no-op when already done or queued). */
  enqueueBatch(batchId: string): void;
  /** Queues every complete batch of the inbox not ingested yet, and re-arms the pending notices. */
  resume(): Promise<void>;
  catalogue: StoreCatalogue['entries'];
  writeOutbox(name: string, contents: string): Promise<void>;
  /** Resolves when the queued work is done (tests and close). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

type Refusal = { status: ErncFileStatus; reason: string };

const DEFAULT_TAKEDOWN_DELAY_MS = 1_000;
const DEFAULT_SERVICE_NAME = 'Otodoke';
/** The longest wait a Node timer takes (about 24.8 days); a later notice is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The first moment a release may be sold under its deals: the earliest deal start (a date counts from midnight in
 * Tokyo, where the store's days begin), or undefined when a deal has no start (on sale at once).
 */
export function saleStartOf(deals: ErnSummary['deals']): Date | undefined {
  let earliest: Date | undefined;
  for (const deal of deals) {
    const text = deal.startDate?.trim();
    if (!text) return undefined;
    const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+09:00` : text);
    if (Number.isNaN(at.getTime())) continue;
    if (!earliest || at < earliest) earliest = at;
  }
  return earliest;
}

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function messageIdIn(xml: string): string | undefined {
  return /<MessageId>\s*([^<\s]+)\s*<\/MessageId>/.exec(xml)?.[1];
}

export async function openSimulatedStore(options: SimulatedStoreOptions): Promise<SimulatedStore> {
  const { account, timeScale } = options;
  const clock = options.now ?? (() => new Date());
  const rules = account.rules;
  const storeParty: ErnParty = { dpid: account.dpid, name: account.name };
  const filesDir = path.join(options.storeDir, 'files');
  const inboxDir = path.join(filesDir, 'inbox');
  const outboxDir = path.join(filesDir, 'outbox');
  const scratchDir = path.join(options.storeDir, 'tmp');
  await Promise.all([inboxDir, outboxDir, scratchDir].map((dir) => mkdir(dir, { recursive: true })));
  const catalogue = await openStoreCatalogue(path.join(options.storeDir, 'catalogue.json'));
  const stopping = new AbortController();
  const queued = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let work: Promise<void> = Promise.resolve();

  function run(task: () => Promise<void>): void {
    work = work.then(async () => {
      if (stopping.signal.aborted) return;
      try {
        await task();
      } catch (error) {
        if (!stopping.signal.aborted) options.onError?.(error);
      }
    });
  }

  async function writeOutbox(name: string, contents: string): Promise<void> {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new Error(`outbox file name "${name}" is not a plain name`);
    const temporary = path.join(scratchDir, `${name}.${process.pid}.tmp`);
    await writeFile(temporary, contents);
    await rename(temporary, path.join(outboxDir, name));
  }

  // Sale notices ------------------------------------------------------------------------------------------------------

  function arm(notice: PendingNotice): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        // A notice due beyond the longest timer (a release dated weeks ahead) waits again.
        if (Date.parse(notice.dueAt) > clock().getTime()) arm(notice);
        else run(() => deliverNotice(notice));
      },
      Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(notice.dueAt) - clock().getTime())),
    );
    timers.add(timer);
  }

  /** Schedules a notice after the store's delay, and not before `notBefore` (the deals' start). */
  function schedule(notice: Omit<PendingNotice, 'dueAt'>, delayMs: number, notBefore?: Date): void {
    const afterDelay = clock().getTime() + delayMs * timeScale;
    const due = Math.max(afterDelay, notBefore?.getTime() ?? 0);
    const pending = { ...notice, dueAt: new Date(due).toISOString() };
    catalogue.addPendingNotice(pending);
    arm(pending);
  }

  async function deliverNotice(notice: PendingNotice): Promise<void> {
    if (!catalogue.pendingNotices().includes(notice)) return; // cancelled by a later message
    const now = clock();
    const release = catalogue.release(notice.icpn);
    if (release && notice.status === 'OnSale') {
      catalogue.putRelease({ ...release, status: 'on_sale', onSaleSince: now.toISOString(), takenDownAt: undefined });
    }
    if (release && notice.status === 'TakenDown') {
      catalogue.putRelease({ ...release, status: 'taken_down', takenDownAt: now.toISOString() });
    }
    const xml = buildSaleStatusNotice({ ...notice, store: storeParty, at: now });
    await writeOutbox(saleStatusFileName(notice.messageId, notice.status), xml);
    catalogue.removePendingNotice(notice);
    await catalogue.save();
  }

  // Ingest ------------------------------------------------------------------------------------------------------------

  async function checkFiles(
    batchDir: string,
    icpn: string,
    summary: ErnSummary,
    mayOmitFiles: boolean,
  ): Promise<Refusal | undefined> {
    for (const resource of summary.resources) {
      for (const file of resource.files) {
        let relative: string;
        try {
          relative = releaseFilePath(icpn, file.uri);
        } catch (error) {
          return { status: 'NewReleaseMessageInvalid', reason: (error as Error).message };
        }
        const real = path.join(batchDir, ...relative.split('/'));
        const stats = await stat(real).catch(() => undefined);
        if (!stats?.isFile()) {
          if (mayOmitFiles) continue;
          return { status: 'ResourceMissing', reason: `${file.uri} (${resource.reference}) is not in the batch` };
        }
        if (!file.md5) {
          return { status: 'SignatureOrHashSumWrongOrMissing', reason: `${file.uri} has no MD5 hash sum` };
        }
        if (stats.size === 0) return { status: 'ResourceCorrupt', reason: `${file.uri} is empty` };
        const actual = await md5Of(real);
        if (actual !== file.md5.toLowerCase()) {
          return { status: 'ResourceCorrupt', reason: `${file.uri}: MD5 is ${actual}, the message says ${file.md5}` };
        }
      }
    }
    return undefined;
  }

  function checkHiRes(summary: ErnSummary): Refusal | undefined {
    const least = rules.audioMinimums;
    if (!least) return undefined;
    for (const resource of summary.resources) {
      if (resource.kind !== 'SoundRecording') continue;
      const bits = resource.bitsPerSample ?? 0;
      const rate = resource.sampleRateHz ?? 0;
      if (bits < least.bitDepth || rate < least.sampleRateHz) {
        return {
          status: 'ResourceNotMeetingSpecifications',
          reason: `${account.name} takes hi-res audio only (${least.bitDepth}-bit, ${least.sampleRateHz / 1000} kHz or more); ${resource.isrc ?? resource.reference} is ${bits || '?'}-bit, ${rate ? rate / 1000 : '?'} kHz`,
        };
      }
    }
    return undefined;
  }

  /** Judges one message: a refusal, or the summary of an acceptable message. */
  async function judge(
    batchDir: string,
    entry: BatchManifestRelease,
    messageId: string,
    xml: string | undefined,
    problems: readonly string[],
  ): Promise<Refusal | { summary: ErnSummary }> {
    if (xml === undefined) return { status: 'ErnMissing', reason: `${entry.messageFile} is not in the batch` };
    if (rules.failureRate && options.random() < rules.failureRate) {
      return { status: 'InternalError', reason: 'Simulated ingestion failure: please deliver the release again' };
    }
    if (problems.length > 0) return { status: 'NewReleaseMessageInvalid', reason: problems.slice(0, 5).join('; ') };
    let summary: ErnSummary;
    try {
      summary = options.readErn(xml);
    } catch (error) {
      return { status: 'NewReleaseMessageInvalid', reason: `The message cannot be read: ${(error as Error).message}` };
    }
    const invalid = (reason: string): Refusal => ({ status: 'NewReleaseMessageInvalid', reason });
    if (summary.messageId !== messageId) {
      return invalid(`MessageId ${summary.messageId} is not ${messageId} of the manifest`);
    }
    if (summary.recipientDpid !== account.dpid) {
      return invalid(`The message is addressed to ${summary.recipientDpid}, not to ${account.name} (${account.dpid})`);
    }
    if (account.service?.dpid && summary.senderDpid !== account.service.dpid) {
      return invalid(`${account.name} takes no deliveries from ${summary.senderDpid}`);
    }
    const main = summary.releases.find((release) => release.isMain);
    if (main?.icpn !== entry.icpn) {
      return invalid(`The main release's ICPN is ${main?.icpn ?? 'missing'}, not ${entry.icpn}`);
    }
    const known = catalogue.release(entry.icpn);
    const isTakedown = summary.deals.length === 0;
    const mayOmitFiles = isTakedown || (known !== undefined && known.status !== 'taken_down');
    const fileProblem = await checkFiles(batchDir, entry.icpn, summary, mayOmitFiles);
    if (fileProblem) return fileProblem;
    if (!isTakedown) {
      const hiResProblem = checkHiRes(summary);
      if (hiResProblem) return hiResProblem;
      const immersiveProblem = await checkImmersiveEditions({
        storeName: account.name,
        accepts: rules.immersiveFormats ?? [],
        batchDir,
        icpn: entry.icpn,
        summary,
        held: known?.immersiveFiles ?? {},
      });
      if (immersiveProblem) return immersiveProblem;
    }
    return { summary };
  }

  function applyAccepted(messageId: string, icpn: string, summary: ErnSummary, service: ErnParty): void {
    const isrcs = summary.resources.flatMap((resource) => (resource.isrc ? [resource.isrc] : []));
    const known = catalogue.release(icpn);
    if (summary.deals.length === 0) {
      catalogue.cancelPendingNotices(icpn);
      if (known && (known.status === 'queued' || known.status === 'on_sale')) {
        catalogue.putRelease({ ...known, status: 'taking_down' });
      }
      const takedown = { service, icpn, isrcs: known?.isrcs ?? isrcs, messageId, status: 'TakenDown' } as const;
      schedule(takedown, rules.takedownDelayMs ?? DEFAULT_TAKEDOWN_DELAY_MS);
      return;
    }
    catalogue.cancelPendingNotices(icpn, 'TakenDown');
    const isOnSale = known?.status === 'on_sale' || (known?.status === 'taking_down' && Boolean(known.onSaleSince));
    const immersiveFiles = { ...known?.immersiveFiles, ...immersiveFilesOf(summary) };
    if (known && isOnSale) {
      catalogue.putRelease({ ...known, isrcs, messageId, status: 'on_sale', immersiveFiles });
      return;
    }
    // Not on sale yet: it goes on sale after the store's delay, and not before its deals start. An update of a release
    // still waiting replaces the waiting notice (the latest message's dates and id count).
    catalogue.cancelPendingNotices(icpn, 'OnSale');
    catalogue.putRelease({
      icpn,
      isrcs,
      messageId,
      status: 'queued',
      onSaleSince: known?.onSaleSince,
      takenDownAt: known?.takenDownAt,
      immersiveFiles,
    });
    const notice = { service, icpn, isrcs, messageId, status: 'OnSale' } as const;
    schedule(notice, rules.onSaleDelayMs ?? 0, saleStartOf(summary.deals));
  }

  async function ingestBatch(batchId: string): Promise<void> {
    if (catalogue.isBatchDone(batchId)) return;
    if (rules.ingestDelayMs) await sleep(rules.ingestDelayMs * timeScale, undefined, { signal: stopping.signal });
    const batchDir = path.join(inboxDir, batchId);
    const manifest = parseBatchManifest(await readFile(path.join(batchDir, batchManifestName(batchId)), 'utf8'));
    if (manifest.batchId !== batchId) throw new Error(`manifest of batch ${batchId} names batch ${manifest.batchId}`);
    const messages = await Promise.all(
      manifest.releases.map((entry) =>
        readFile(path.join(batchDir, ...entry.messageFile.split('/')), 'utf8').catch(() => undefined),
      ),
    );
    const present = manifest.releases.flatMap((entry, index) => {
      const xml = messages[index];
      return xml === undefined ? [] : [{ name: entry.messageFile, xml }];
    });
    const results = present.length > 0 ? await options.validator.validate(present) : [];
    for (const [index, entry] of manifest.releases.entries()) {
      const xml = messages[index];
      const messageId = entry.messageId || (xml && messageIdIn(xml)) || `${batchId}-${entry.icpn}`;
      const prior = catalogue.acknowledgement(messageId);
      if (prior && prior.status !== 'InternalError') continue; // already answered: one ACK per message
      const validation = results.find((result) => result.name === entry.messageFile);
      const problems = validation && !validation.isValid ? validation.problems.map((problem) => problem.message) : [];
      const verdict = await judge(batchDir, entry, messageId, xml, problems);
      const at = new Date();
      const status = 'summary' in verdict ? 'FileOK' : verdict.status;
      const sender = 'summary' in verdict ? verdict.summary.senderDpid : manifest.senderDpid;
      const service = account.service ?? { name: DEFAULT_SERVICE_NAME, dpid: sender };
      const ack = buildAcknowledgement({
        store: storeParty,
        service,
        messageId,
        acknowledgedFile: `${batchId}/${entry.messageFile}`,
        status,
        errorText: 'summary' in verdict ? undefined : verdict.reason,
        at,
      });
      await writeOutbox(acknowledgementFileName(messageId), ack);
      catalogue.recordAcknowledgement({ messageId, batchId, icpn: entry.icpn, status, at: at.toISOString() });
      if ('summary' in verdict) applyAccepted(messageId, entry.icpn, verdict.summary, service);
      await catalogue.save();
    }
    catalogue.markBatchDone(batchId);
    await catalogue.save();
  }

  function enqueueBatch(batchId: string): void {
    if (queued.has(batchId) || catalogue.isBatchDone(batchId)) return;
    queued.add(batchId);
    run(async () => {
      try {
        await ingestBatch(batchId);
      } finally {
        queued.delete(batchId);
      }
    });
  }

  async function resume(): Promise<void> {
    for (const notice of catalogue.pendingNotices()) arm(notice);
    const folders = (await readdir(inboxDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    for (const folder of folders.map((entry) => entry.name).sort()) {
      if (catalogue.isBatchDone(folder) || batchIdOfManifestName(`BatchComplete_${folder}.xml`) !== folder) continue;
      const manifest = await stat(path.join(inboxDir, folder, batchManifestName(folder))).catch(() => undefined);
      if (manifest?.isFile()) enqueueBatch(folder);
    }
  }

  return {
    account,
    filesDir,
    enqueueBatch,
    resume,
    catalogue: () => catalogue.entries(),
    writeOutbox,
    idle: async () => {
      let seen: Promise<void> | undefined;
      while (seen !== work) {
        seen = work;
        await work;
      }
    },
    close: async () => {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await work;
      await catalogue.save();
    },
  };
}
