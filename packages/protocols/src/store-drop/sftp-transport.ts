// The real store transport: DDEX batches over SFTP with ssh2-sftp-client, one reused connection per store, resumable
// uploads, the manifest written last under a temporary name and renamed, and optional host key pinning.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import type { ProtocolLog } from '../log.ts';
import { assertBatchId, batchManifestName } from './batch-manifest.ts';
import type { DeliveryBatch, OutboxFile, ReportFile, StoreEndpoint, StoreTransport } from './store-delivery.ts';

export type TransportLog = ProtocolLog;

export type SftpTransportOptions = {
  /** Pinned host keys by store id: `SHA256:<base64>` as OpenSSH prints it (the `SHA256:` prefix is optional). */
  readonly hostKeys?: Readonly<Record<string, string>>;
  readonly log?: TransportLog;
  /** How long the SSH handshake and authentication may take (default 20 s). */
  readonly readyTimeoutMs?: number;
};

type PooledConnection = {
  readonly client: SftpClient;
  /** Host, port, user and a hash of the credentials: a changed endpoint gets a new connection. */
  readonly signature: string;
  /** Cleared by the client's error, end and close events. */
  readonly liveness: { isAlive: boolean };
};

const SILENT_LOG: TransportLog = { debug: () => {}, info: () => {}, warn: () => {} };

/** OpenSSH's fingerprint of a host key blob: `SHA256:` and the unpadded base64 of its SHA-256. */
export function hostKeyFingerprint(keyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

function normaliseFingerprint(fingerprint: string): string {
  return `SHA256:${fingerprint
    .trim()
    .replace(/^SHA256:/i, '')
    .replace(/=+$/, '')}`;
}

function describe(endpoint: StoreEndpoint): string {
  return `store ${endpoint.storeId} (${endpoint.username}@${endpoint.host}:${endpoint.port})`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'ENOENT' || code === 2;
}

/** A batch file's path must stay inside the batch folder. */
function assertRelativePath(path: string): void {
  const normalised = posix.normalize(path);
  if (!path || posix.isAbsolute(path) || normalised !== path || normalised.split('/').includes('..')) {
    throw new Error(`batch file path "${path}" must be relative, normalised and stay inside the batch folder`);
  }
}

/** Outbox and report file names are plain names: no folder, nothing that climbs out. */
function assertPlainFileName(name: string, what: string): void {
  if (!name || name.includes('/') || name.includes('\\') || name.includes('\0') || name === '.' || name === '..') {
    throw new Error(`${what} "${name}" must be a plain file name`);
  }
}

/** Where a store keeps its sales reports: the `reports` folder of its outbox. */
const reportsFolderOf = (endpoint: StoreEndpoint): string => posix.join(endpoint.outboxPath, 'reports');

export function createSftpTransport(options: SftpTransportOptions = {}): StoreTransport {
  const log = options.log ?? SILENT_LOG;
  const pool = new Map<string, Promise<PooledConnection>>();
  /** One operation at a time per store: ssh2-sftp-client keeps per-client event state. */
  const queues = new Map<string, Promise<unknown>>();
  let isClosed = false;

  async function connect(endpoint: StoreEndpoint, signature: string): Promise<PooledConnection> {
    const expected = options.hostKeys?.[endpoint.storeId];
    let hostKeyProblem: string | undefined;
    const liveness = { isAlive: true };
    const markDead = (event: string) => (error?: unknown) => {
      if (liveness.isAlive) {
        log.debug(
          { storeId: endpoint.storeId, event, error: error ? messageOf(error) : undefined },
          'sftp connection lost',
        );
      }
      liveness.isAlive = false;
    };
    // The library's own callbacks print to the console; ours stay quiet and the listeners below track the socket.
    const client = new SftpClient(`store:${endpoint.storeId}`, { error: () => {}, end: () => {}, close: () => {} });
    for (const event of ['error', 'end', 'close']) client.on(event, markDead(event));
    try {
      await client.connect({
        host: endpoint.host,
        port: endpoint.port,
        username: endpoint.username,
        password: endpoint.password,
        privateKey: endpoint.privateKey,
        readyTimeout: options.readyTimeoutMs ?? 20_000,
        // A store that stops answering is noticed within a minute instead of holding the job forever.
        keepaliveInterval: 15_000,
        keepaliveCountMax: 4,
        hostVerifier: (key: Buffer) => {
          if (!expected) return true;
          const actual = hostKeyFingerprint(key);
          if (actual === normaliseFingerprint(expected)) return true;
          hostKeyProblem = `${describe(endpoint)} presented host key ${actual}, not the pinned ${normaliseFingerprint(expected)}; refusing to connect`;
          return false;
        },
      });
    } catch (error) {
      liveness.isAlive = false;
      await client.end().catch(() => undefined);
      throw new Error(hostKeyProblem ?? `SFTP connection to ${describe(endpoint)} failed: ${messageOf(error)}`);
    }
    // SFTP is many small requests and answers: Nagle's algorithm would hold each one back.
    (client as unknown as { client: Client }).client.setNoDelay(true);
    log.debug({ storeId: endpoint.storeId, host: endpoint.host, port: endpoint.port }, 'sftp connected');
    return { client, signature, liveness };
  }

  function drop(storeId: string, pending: Promise<PooledConnection>): void {
    if (pool.get(storeId) === pending) pool.delete(storeId);
    void pending.then((connection) => connection.client.end()).catch(() => undefined);
  }

  /** The store's pooled connection, opened (again) when there is none, it died, or the endpoint changed. */
  async function acquire(endpoint: StoreEndpoint): Promise<{ connection: PooledConnection; isReused: boolean }> {
    if (isClosed) throw new Error('the SFTP transport is closed');
    const credentials = createHash('sha256').update(`${endpoint.password ?? ''}\0${endpoint.privateKey ?? ''}`);
    const signature = `${endpoint.host}:${endpoint.port}:${endpoint.username}:${credentials.digest('hex')}`;
    const pending = pool.get(endpoint.storeId);
    if (pending) {
      const connection = await pending.catch(() => undefined);
      if (connection?.liveness.isAlive && connection.signature === signature) return { connection, isReused: true };
      drop(endpoint.storeId, pending);
    }
    const fresh = connect(endpoint, signature);
    pool.set(endpoint.storeId, fresh);
    fresh.catch(() => drop(endpoint.storeId, fresh));
    return { connection: await fresh, isReused: false };
  }

  /** Runs `work` on the store's connection, once more on a new one if a reused connection turns out dead. */
  async function withClient<T>(endpoint: StoreEndpoint, action: string, work: (client: SftpClient) => Promise<T>) {
    const previous = queues.get(endpoint.storeId) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(async (): Promise<T> => {
        for (let attempt = 1; ; attempt += 1) {
          const { connection, isReused } = await acquire(endpoint);
          try {
            return await work(connection.client);
          } catch (error) {
            const isConnectionLost = !connection.liveness.isAlive;
            if (isConnectionLost) void connection.client.end().catch(() => undefined);
            if (isConnectionLost && isReused && attempt === 1) {
              log.info({ storeId: endpoint.storeId, action }, 'sftp connection was stale; reconnecting');
              continue;
            }
            throw new Error(`${action} for ${describe(endpoint)} failed: ${messageOf(error)}`);
          }
        }
      });
    queues.set(endpoint.storeId, run);
    void run
      .finally(() => {
        if (queues.get(endpoint.storeId) === run) queues.delete(endpoint.storeId);
      })
      .catch(() => undefined);
    return run;
  }

  async function sizeOf(client: SftpClient, path: string): Promise<number | undefined> {
    try {
      const stats = await client.stat(path);
      return stats.isFile ? stats.size : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /**
   * ssh2-sftp-client can report an upload done when the server refused a write (its stream closes before the error
   * arrives), so every upload is checked by size before it counts.
   */
  async function assertUploaded(client: SftpClient, path: string, size: number): Promise<void> {
    const written = await sizeOf(client, path);
    if (written !== size) {
      throw new Error(`upload of ${path} is incomplete: the store has ${written ?? 'no'} of ${size} bytes`);
    }
  }

  async function sendBatch(endpoint: StoreEndpoint, batch: DeliveryBatch): Promise<{ bytesSent: number }> {
    assertBatchId(batch.batchId);
    for (const file of batch.files) assertRelativePath(file.path);
    if (batch.manifest.name !== batchManifestName(batch.batchId)) {
      throw new Error(`the manifest of batch ${batch.batchId} must be named ${batchManifestName(batch.batchId)}`);
    }
    const manifestBytes = Buffer.from(batch.manifest.contents, 'utf8');
    return withClient(endpoint, `sending batch ${batch.batchId}`, async (client) => {
      const folder = posix.join(endpoint.inboxPath, batch.batchId);
      const manifestPath = posix.join(folder, batch.manifest.name);
      if ((await sizeOf(client, manifestPath)) === manifestBytes.length) {
        log.info({ storeId: endpoint.storeId, batchId: batch.batchId }, 'batch already complete at the store');
        return { bytesSent: 0 };
      }
      const folders = new Set([folder, ...batch.files.map((file) => posix.dirname(posix.join(folder, file.path)))]);
      for (const path of [...folders].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))) {
        if ((await client.exists(path)) !== 'd') await client.mkdir(path, true);
      }
      let bytesSent = 0;
      let skipped = 0;
      for (const file of batch.files) {
        const path = posix.join(folder, file.path);
        if ((await sizeOf(client, path)) === file.size) {
          skipped += 1;
          continue;
        }
        const stream = file.open();
        try {
          await client.put(stream, path);
        } finally {
          stream.destroy();
        }
        await assertUploaded(client, path, file.size);
        bytesSent += file.size;
      }
      // Whole or absent: the store never sees half a manifest.
      const partPath = `${manifestPath}.part`;
      await client.put(manifestBytes, partPath);
      await assertUploaded(client, partPath, manifestBytes.length);
      if ((await client.exists(manifestPath)) !== false) await client.delete(manifestPath, true);
      await client.rename(partPath, manifestPath);
      bytesSent += manifestBytes.length;
      log.info(
        { storeId: endpoint.storeId, batchId: batch.batchId, files: batch.files.length, skipped, bytesSent },
        'batch delivered',
      );
      return { bytesSent };
    });
  }

  async function readOutbox(endpoint: StoreEndpoint, limit = 100): Promise<OutboxFile[]> {
    return withClient(endpoint, 'reading the outbox', async (client) => {
      const entries = (await client.list(endpoint.outboxPath))
        .filter((entry) => entry.type === '-' && !entry.name.startsWith('.'))
        .sort((a, b) => a.modifyTime - b.modifyTime || a.name.localeCompare(b.name))
        .slice(0, Math.max(0, limit));
      const files: OutboxFile[] = [];
      for (const entry of entries) {
        try {
          const contents = await client.get(posix.join(endpoint.outboxPath, entry.name));
          if (!Buffer.isBuffer(contents)) throw new Error(`reading ${entry.name} gave no bytes`);
          files.push({ name: entry.name, contents: contents.toString('utf8') });
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
      return files;
    });
  }

  async function removeFromOutbox(endpoint: StoreEndpoint, names: readonly string[]): Promise<void> {
    for (const name of names) assertPlainFileName(name, 'outbox file name');
    if (names.length === 0) return;
    await withClient(endpoint, 'removing outbox files', async (client) => {
      for (const name of names) await client.delete(posix.join(endpoint.outboxPath, name), true);
    });
  }

  async function listReports(endpoint: StoreEndpoint): Promise<ReportFile[]> {
    return withClient(endpoint, 'listing the sales reports', async (client) => {
      let entries: Awaited<ReturnType<SftpClient['list']>>;
      try {
        entries = await client.list(reportsFolderOf(endpoint));
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.type === '-' && !entry.name.startsWith('.'))
        .sort((a, b) => a.modifyTime - b.modifyTime || a.name.localeCompare(b.name))
        .map((entry) => ({ name: entry.name, size: entry.size, modifiedMs: entry.modifyTime }));
    });
  }

  async function downloadReport(
    endpoint: StoreEndpoint,
    name: string,
    destination: Writable,
  ): Promise<{ bytes: number }> {
    assertPlainFileName(name, 'report file name');
    const path = posix.join(reportsFolderOf(endpoint), name);
    let hasStarted = false;
    return withClient(endpoint, `downloading report ${name}`, async (client) => {
      // A retry on a fresh connection may not reuse a destination that has been written to.
      if (hasStarted) throw new Error('the connection was lost during the download');
      const size = await sizeOf(client, path);
      if (size === undefined) throw new Error(`the store has no report ${name}`);
      hasStarted = true;
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const delivered = pipeline(counter, destination);
      try {
        // ssh2-sftp-client pipes its read stream into ours and ends it; `delivered` waits for the destination.
        await client.get(path, counter);
      } catch (error) {
        counter.destroy(error as Error);
        await delivered.catch(() => undefined);
        throw error;
      }
      await delivered;
      if (bytes !== size) throw new Error(`download of ${name} is incomplete: ${bytes} of ${size} bytes`);
      return { bytes };
    });
  }

  async function removeReport(endpoint: StoreEndpoint, name: string): Promise<void> {
    assertPlainFileName(name, 'report file name');
    await withClient(endpoint, `removing report ${name}`, async (client) => {
      await client.delete(posix.join(reportsFolderOf(endpoint), name), true);
    });
  }

  async function close(): Promise<void> {
    isClosed = true;
    const pending = [...pool.values()];
    pool.clear();
    await Promise.all(pending.map((connection) => connection.then((open) => open.client.end()).catch(() => undefined)));
  }

  return { sendBatch, readOutbox, removeFromOutbox, listReports, downloadReport, removeReport, close };
}
