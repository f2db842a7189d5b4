// A worker process killed (SIGKILL) in the middle of a bulk registration: the job must not stay running for pg-boss's
// fifteen-minute time limit. Real processes (the server's main.ts with --role worker) on a database on disk (PGlite),
// or on PostgreSQL when TEST_DATABASE_URL is set; another worker started afterwards finishes the batch in a minute.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BULK_CSV_COLUMN_KEYS, formatCsv } from '@otodoke/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_UPLOAD_QUEUE } from '../src/features/bulk-upload/index.ts';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { artists, bulkUploadBatches, releases } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService } from './harness.ts';
import { createPostgresDatabase } from './throwaway-database.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
/** Enough releases that registering them takes far longer than the kill takes to land. */
const RELEASES = 20;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

type Target = { dataDir: string } | { databaseUrl: string };

let workDir: string;
let target: Target;
let dropDatabase = async () => {};
const children = new Set<ChildProcess>();

/** A fresh database both this test and the worker processes open: a PGlite directory, or a new PostgreSQL one. */
async function createTarget(): Promise<Target> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { dataDir: path.join(workDir, 'data') };
  const created = await createPostgresDatabase(adminUrl, 'otodoke_crash');
  dropDatabase = created.drop;
  return { databaseUrl: created.url };
}

interface Worker {
  process: ChildProcess;
  /** Resolves with the first log line whose message is `message`. */
  logged(message: string, timeoutMs: number): Promise<Record<string, unknown>>;
}

/** The server's own entry point as a background worker process, logging JSON lines on stdout. */
function startWorker(name: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--role', 'worker'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'never',
      ...('dataDir' in target ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.databaseUrl }),
      STORAGE_DIR: path.join(workDir, `files-${name}`),
      WEB_DIST_DIR: '/nonexistent-web-dist',
      GOOGLE_SIMULATOR_PORT: '0',
      PAYMENT_SIMULATOR_PORT: '0',
      STORE_CATALOG_SIMULATOR_PORT: '0',
      STORE_SIMULATOR_PORT: '0',
      SALES_REPORT_INTERVAL_MS: '0',
    },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const lines: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  let rest = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      lines.push(JSON.parse(part) as Record<string, unknown>);
      for (const wake of waiting) wake();
    }
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr += chunk;
  });
  return {
    process: child,
    logged(message, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((each) => each.msg === message);
          if (!line) return;
          finish();
          resolve(line);
        };
        const finish = () => {
          clearTimeout(timer);
          waiting.delete(check);
          child.off('exit', exited);
        };
        const exited = () => {
          finish();
          reject(new Error(`worker ${name} exited before logging "${message}": ${stderr.slice(-2000)}`));
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`worker ${name} did not log "${message}" within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        child.once('exit', exited);
        check();
      });
    },
  };
}

async function stopWorker(worker: Worker, signal: NodeJS.Signals): Promise<void> {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return;
  const exited = once(worker.process, 'exit');
  worker.process.kill(signal);
  await exited;
}

/** Opens the database for a look, and closes it again (a PGlite directory is one process's at a time). */
async function withDatabase<T>(look: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await look(database);
  } finally {
    await database.close();
  }
}

async function batchState(database: Database, batchId: number) {
  const [batch] = await database.db.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, batchId));
  const { rows } = await database.sql.query(`select state from pgboss.job where name = $1 and data->>'batch_id' = $2`, [
    BULK_UPLOAD_QUEUE,
    String(batchId),
  ]);
  const [registered] = await database.db.select({ n: count() }).from(releases).where(eq(releases.accountId, LABEL));
  return { status: batch?.status, jobStates: rows.map((row) => row.state), releases: Number(registered?.n ?? 0) };
}

/** A batch of RELEASES singles, checked and reserved through the API, its registration job queued and not taken. */
async function reserveBatch(): Promise<number> {
  const service = await startTestService({ seed: true, database: target });
  try {
    const demo = service.client('ja');
    await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
    demo.acid = LABEL;
    await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: '朝焼けバンド', nameEn: 'Asayake Band' });
    const rows = Array.from({ length: RELEASES }, (_, index) => {
      const row: Partial<Record<(typeof BULK_CSV_COLUMN_KEYS)[number], string>> = {
        release_key: `R${index + 1}`,
        release_type: 'single',
        release_title: `夜明け ${index + 1}`,
        main_artists: '朝焼けバンド',
        song_title: `夜明け ${index + 1}`,
      };
      return BULK_CSV_COLUMN_KEYS.map((key) => row[key] ?? '');
    });
    const csv = Buffer.from(formatCsv([[...BULK_CSV_COLUMN_KEYS], ...rows]), 'utf8');
    const upload = await uploadFile(demo, 'csv', csv, 'singles.csv');
    expect(upload.status).toBe('accepted');
    const checked = await demo.post<{ id: number; status: string }>('/api/v2/me/bulk-upload', {
      csv_upload_id: upload.id,
    });
    expect(checked.body.status, JSON.stringify(checked.body)).toBe('ready');
    // From here on no worker of this process takes the job: the worker processes below do.
    await service.restart({ runWorkers: false });
    const sameBrowser = service.client('ja');
    for (const [name, value] of demo.cookies) sameBrowser.cookies.set(name, value);
    sameBrowser.csrfToken = demo.csrfToken;
    sameBrowser.acid = LABEL;
    const reserved = await sameBrowser.post<{ status: string }>(`/api/v2/me/bulk-upload/${checked.body.id}/reserve`);
    expect(reserved.body.status, JSON.stringify(reserved.body)).toBe('doing');
    return checked.body.id;
  } finally {
    await service.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-crash-'));
  target = await createTarget();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await dropDatabase();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a worker killed during a bulk registration', () => {
  it('leaves the batch to the next worker, which finishes it within a minute', async () => {
    const batchId = await reserveBatch();

    const first = startWorker('first');
    await first.logged('bulk upload registration started', 30_000);
    await stopWorker(first, 'SIGKILL');
    const killedAt = Date.now();

    // Killed mid-job: the job is still claimed by the dead worker and nothing was registered.
    const afterKill = await withDatabase((database) => batchState(database, batchId));
    expect(afterKill).toEqual({ status: 'doing', jobStates: ['active'], releases: 0 });

    const second = startWorker('second');
    const deadline = killedAt + 60_000;
    const done = await second.logged('bulk upload registered', Math.max(0, deadline - Date.now()));
    expect(done).toMatchObject({ batchId, releases: RELEASES });
    await stopWorker(second, 'SIGTERM');

    const finished = await withDatabase((database) => batchState(database, batchId));
    expect(finished).toEqual({ status: 'success', jobStates: ['completed'], releases: RELEASES });
  }, 90_000);
});
