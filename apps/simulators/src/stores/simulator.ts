// Store simulator: ONE process hosting many stores behind one SSH server on loopback. Each store has its own SFTP
// account and folder (`/inbox` for batches, `/outbox` for its answers), ingests complete batches like a store would
// (sftp-server.ts for the wire, store-ingest.ts for the back office, store-catalogue.ts for what it remembers) and
// keeps its state under a root folder, so a restart over the same folder carries on. Each store also writes its daily
// (or monthly) sales reports, DDEX DSR files, in `/outbox/reports` (sales-reports.ts). Run alone with
// `npm run store-sim`.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findStore, type IsoDate, STORES, storeAudioMinimums, todayInTokyo, yesterday } from '@otodoke/domain';
import type { ErnSummary, ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import type { ProtocolLog } from '@otodoke/protocols/log.ts';
import { batchIdOfManifestName } from '@otodoke/protocols/store-drop/batch-manifest.ts';
import { hostKeyFingerprint } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { StoreEndpoint } from '@otodoke/protocols/store-drop/store-delivery.ts';
import ssh2 from 'ssh2';
import { openSalesReportOutbox, type SalesReportOutbox } from './sales-report-outbox.ts';
import { createSeededRandom } from './seeded-random.ts';
import { startSftpServer } from './sftp-server.ts';
import type { CatalogueEntry } from './store-catalogue.ts';
import {
  openSimulatedStore,
  type SimulatedStore,
  type SimulatedStoreAccount,
  type StoreRules,
} from './store-ingest.ts';

export type { CatalogueEntry } from './store-catalogue.ts';
export type { SimulatedStoreAccount, StoreRules } from './store-ingest.ts';
export { createSeededRandom };

export type StoreSimulatorOptions = {
  readonly stores: readonly SimulatedStoreAccount[];
  /** Checks messages against the ERN schema and the identifiers (validate-ern.ts). */
  readonly validator: ErnValidator;
  /** Reads a message (read-ern.ts). */
  readonly readErn: (xml: string) => ErnSummary;
  /** Where the stores keep their folders, state and the host key; a temporary folder (removed on close) by default. */
  readonly rootDir?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly host?: '127.0.0.1';
  /** Multiplies every store delay: 0.01 turns three seconds into 30 ms. Default 1. */
  readonly timeScale?: number;
  /** Seeds the simulated failures of flaky stores and the listeners of the sales reports, so a run repeats exactly. */
  readonly seed?: number | string;
  /**
   * Makes the stores write their sales reports on their own: at start and then every `intervalMs`, each store reports
   * through yesterday (in Tokyo), so a running simulator has each day's report the next day.
   */
  readonly salesReports?: { readonly intervalMs: number };
  /** The stores' clock: when deals start and what "yesterday" is (tests move it on); the real time by default. */
  readonly now?: () => Date;
  readonly log?: ProtocolLog;
};

export type StoreSimulator = {
  readonly host: string;
  readonly port: number;
  readonly rootDir: string;
  /** `SHA256:...` of the host key, as OpenSSH prints it: pin it in the transport's `hostKeys`. */
  readonly hostKeyFingerprint: string;
  readonly stores: readonly SimulatedStoreAccount[];
  endpointFor(storeId: string): StoreEndpoint;
  /** What the store has (or had) on sale. */
  catalogue(storeId: string): CatalogueEntry[];
  /** Leaves a file in the store's outbox. */
  writeOutbox(storeId: string, name: string, contents: string): Promise<void>;
  /**
   * Every store writes its sales reports (DDEX DSR, in `/outbox/reports`) for the periods ending after the last day it
   * reported (the first time: from the day it first put something on sale) through `through`; the last day reported
   * is kept with the store's state, so a restart carries on and no day is written twice. Resolves with the number of
   * files written.
   */
  produceSalesReports(through: IsoDate): Promise<number>;
  /** Resolves when every store has finished the work queued so far (pending sale notices excepted). */
  idle(): Promise<void>;
  /**
   * Holds the stores' back office: complete batches are received but ingested only when the hold ends (the delivery
   * benchmark times the transfer alone, as a store's ingest runs on its own machines).
   */
  holdIngest(isHeld: boolean): void;
  close(): Promise<void>;
};

const STORE_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const HOST_KEY_FILE = 'ssh_host_ed25519_key';

/**
 * The defaults of every simulated store, then the stores that behave differently. What a store takes (hi-res only and
 * so on) is not listed here: it comes from the domain's store list, which the service checks before a user chooses.
 */
const DEFAULT_RULES: StoreRules = { onSaleDelayMs: 3_000, takedownDelayMs: 1_000 };
const SPECIAL_RULES: Readonly<Record<string, StoreRules>> = {
  deezer: { ingestDelayMs: 5_000 },
  tidal: { failureRate: 0.3 },
};

function digestHex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The store's rules on what it takes, from the domain's store list (the service checks the same before submit). */
export function contentRules(storeId: string): StoreRules {
  const store = findStore(storeId);
  const audioMinimums = storeAudioMinimums(store);
  return {
    ...(audioMinimums ? { audioMinimums } : {}),
    ...(store?.immersive ? { immersiveFormats: store.immersive } : {}),
  };
}

/**
 * A simulated account for each store id: a fictional DPID, username = store id and a password derived from the id
 * (this is a local simulator; the CLI prints them), with the default rules: on sale after 3 s, the hi-res stores of the
 * domain's list (`qobuz`, `mora_hires`, `e_onkyo`) take hi-res only, `deezer` is slow (5 s before ingesting), `tidal`
 * fails now and then.
 */
export function defaultSimulatedStores(storeIds: readonly string[], serviceDpid: string): SimulatedStoreAccount[] {
  return storeIds.map((storeId) => {
    const digits = (BigInt(`0x${digestHex(`dpid:${storeId}`).slice(0, 15)}`) % 1_000_000_000n).toString();
    return {
      storeId,
      // PADPIDA99 and 9 digits: fictional DPIDs of the simulator's stores (real ones start with their year of issue).
      dpid: `PADPIDA99${digits.padStart(9, '0')}`,
      name: STORES.find((store) => store.id === storeId)?.name ?? storeId,
      username: storeId,
      password: `sim-${digestHex(`otodoke store simulator password:${storeId}`).slice(0, 20)}`,
      rules: { ...DEFAULT_RULES, ...contentRules(storeId), ...SPECIAL_RULES[storeId] },
      service: { dpid: serviceDpid, name: 'Otodoke' },
    };
  });
}

/** The host key kept in the root folder, so the fingerprint survives restarts; made on first start. */
async function loadHostKey(rootDir: string): Promise<string> {
  const file = path.join(rootDir, HOST_KEY_FILE);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const privateKey = newHostKey();
  await writeFile(file, privateKey, { mode: 0o600 });
  return privateKey;
}

/**
 * A new ed25519 host key that ssh2 itself can read back: about one key in 256 comes out of its generator with the
 * public key's leading zero byte stripped, and its server then refuses it as malformed (mscdex/ssh2 #1390, #1513).
 */
export function newHostKey(): string {
  for (let attempt = 0; attempt < 32; attempt++) {
    const { private: privateKey, public: publicKey } = ssh2.utils.generateKeyPairSync('ed25519');
    const isReadable =
      !(ssh2.utils.parseKey(privateKey) instanceof Error) && !(ssh2.utils.parseKey(publicKey) instanceof Error);
    if (isReadable) return privateKey;
  }
  throw new Error('no readable ed25519 host key in 32 attempts');
}

/**
 * A store simulator another process started over `rootDir` and `port` (npm start's launcher): its stores' endpoints
 * and the fingerprint of the host key it keeps there, without starting one. The key file is written before the
 * simulator listens, so once its port answers this can be read.
 */
export async function reachStoreSimulator(options: {
  readonly stores: readonly SimulatedStoreAccount[];
  readonly rootDir: string;
  readonly port: number;
  readonly host?: '127.0.0.1';
}): Promise<Pick<StoreSimulator, 'host' | 'port' | 'rootDir' | 'hostKeyFingerprint' | 'stores' | 'endpointFor'>> {
  const host = options.host ?? '127.0.0.1';
  const hostKey = await readFile(path.join(options.rootDir, HOST_KEY_FILE), 'utf8').catch((error: unknown) => {
    throw new Error(`no store simulator has started over ${options.rootDir}: ${(error as Error).message}`);
  });
  const byId = new Map(options.stores.map((account) => [account.storeId, account]));
  return {
    host,
    port: options.port,
    rootDir: options.rootDir,
    hostKeyFingerprint: hostKeyFingerprint(publicKeyBlob(hostKey)),
    stores: options.stores,
    endpointFor: (storeId) => {
      const account = byId.get(storeId);
      if (!account) throw new Error(`the store simulator has no store "${storeId}"`);
      return endpointOf(account, host, options.port);
    },
  };
}

function endpointOf(account: SimulatedStoreAccount, host: string, port: number): StoreEndpoint {
  return {
    storeId: account.storeId,
    host,
    port,
    username: account.username,
    password: account.password,
    inboxPath: '/inbox',
    outboxPath: '/outbox',
  };
}

function publicKeyBlob(privateKey: string): Buffer {
  const parsed = ssh2.utils.parseKey(privateKey);
  if (parsed instanceof Error) throw new Error(`the simulator's host key cannot be read: ${parsed.message}`);
  return parsed.getPublicSSH();
}

export async function startStoreSimulator(options: StoreSimulatorOptions): Promise<StoreSimulator> {
  const isTemporaryRoot = options.rootDir === undefined;
  const rootDir = options.rootDir ?? (await mkdtemp(path.join(tmpdir(), 'otodoke-store-sim-')));
  await mkdir(rootDir, { recursive: true });
  const seed = String(options.seed ?? 1);
  const log = options.log;
  const seenIds = new Set<string>();
  const seenUsers = new Set<string>();
  for (const account of options.stores) {
    if (!STORE_ID_PATTERN.test(account.storeId)) throw new Error(`store id "${account.storeId}" is not a folder name`);
    if (seenIds.has(account.storeId)) throw new Error(`store ${account.storeId} is listed twice`);
    if (seenUsers.has(account.username)) throw new Error(`username ${account.username} is used by two stores`);
    seenIds.add(account.storeId);
    seenUsers.add(account.username);
  }

  const stores = new Map<string, SimulatedStore>();
  const reportOutboxes = new Map<string, SalesReportOutbox>();
  const transferRandom = new Map<string, () => number>();
  for (const account of options.stores) {
    const storeDir = path.join(rootDir, 'stores', account.storeId);
    const store = await openSimulatedStore({
      account,
      storeDir,
      validator: options.validator,
      readErn: options.readErn,
      timeScale: options.timeScale ?? 1,
      random: createSeededRandom(`${seed}:${account.storeId}:ingest`),
      ...(options.now ? { now: options.now } : {}),
      onError: (error) =>
        log?.warn({ storeId: account.storeId, error: (error as Error).message }, 'store simulator: ingest failed'),
    });
    stores.set(account.storeId, store);
    reportOutboxes.set(account.storeId, await openSalesReportOutbox({ account, storeDir, seed }));
    transferRandom.set(account.storeId, createSeededRandom(`${seed}:${account.storeId}:transfer`));
  }
  const byUsername = new Map([...stores.values()].map((store) => [store.account.username, store]));
  let held: Array<{ store: SimulatedStore; batchId: string }> | null = null;

  const hostKey = await loadHostKey(rootDir);
  const server = await startSftpServer({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    hostKey,
    accounts: [...stores.values()].map((store) => ({
      username: store.account.username,
      password: store.account.password,
      rootDir: store.filesDir,
    })),
    shouldFailWrite: (username) => {
      const store = byUsername.get(username);
      const rate = store?.account.rules.failureRate ?? 0;
      return rate > 0 && (transferRandom.get(store?.account.storeId ?? '')?.() ?? 1) < rate;
    },
    onFileWritten: (username, virtualPath) => {
      const [, top, batchId, name, ...rest] = virtualPath.split('/');
      if (top !== 'inbox' || !batchId || !name || rest.length > 0) return;
      const store = byUsername.get(username);
      if (!store || batchIdOfManifestName(name) !== batchId) return;
      if (held) held.push({ store, batchId });
      else store.enqueueBatch(batchId);
    },
  });
  for (const store of stores.values()) await store.resume();
  log?.info({ host: server.host, port: server.port, stores: stores.size, rootDir }, 'store simulator started');

  function storeOf(storeId: string): SimulatedStore {
    const store = stores.get(storeId);
    if (!store) throw new Error(`the store simulator has no store "${storeId}"`);
    return store;
  }

  /** One round of reports at a time: the timer's and a caller's never overlap. */
  let reporting: Promise<number> = Promise.resolve(0);
  function produceSalesReports(through: IsoDate): Promise<number> {
    reporting = reporting
      .catch(() => 0)
      .then(async () => {
        let files = 0;
        const failures: unknown[] = [];
        // A store that fails does not hold the others back; it tries again from where it was next round.
        for (const [storeId, outbox] of reportOutboxes) {
          files += await outbox.produce(through, storeOf(storeId).catalogue()).catch((error: unknown) => {
            failures.push(error);
            return 0;
          });
        }
        if (failures.length > 0) throw failures[0];
        return files;
      });
    return reporting;
  }

  let reportTimer: NodeJS.Timeout | undefined;
  if (options.salesReports) {
    const reportYesterday = () => {
      const through = yesterday(todayInTokyo(options.now?.() ?? new Date()));
      produceSalesReports(through).then(
        (files) => {
          if (files > 0) log?.info({ through, files }, 'store simulator: sales reports written');
        },
        (error: unknown) => log?.warn({ error: (error as Error).message }, 'store simulator: sales reports failed'),
      );
    };
    reportYesterday();
    reportTimer = setInterval(reportYesterday, options.salesReports.intervalMs);
    reportTimer.unref();
  }

  return {
    host: server.host,
    port: server.port,
    rootDir,
    hostKeyFingerprint: hostKeyFingerprint(publicKeyBlob(hostKey)),
    stores: options.stores,
    endpointFor: (storeId) => endpointOf(storeOf(storeId).account, server.host, server.port),
    catalogue: (storeId) => storeOf(storeId).catalogue(),
    writeOutbox: (storeId, name, contents) => storeOf(storeId).writeOutbox(name, contents),
    produceSalesReports,
    idle: async () => {
      await Promise.all([...stores.values()].map((store) => store.idle()));
    },
    holdIngest: (isHeld) => {
      if (isHeld) {
        held ??= [];
        return;
      }
      const waiting = held ?? [];
      held = null;
      for (const { store, batchId } of waiting) store.enqueueBatch(batchId);
    },
    close: async () => {
      clearInterval(reportTimer);
      await reporting.catch(() => 0);
      await server.close();
      await Promise.all([...stores.values()].map((store) => store.close()));
      if (isTemporaryRoot) await rm(rootDir, { recursive: true, force: true });
    },
  };
}
