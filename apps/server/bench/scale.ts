// `npm run bench` part `scale`: the signed-in reads against one API process and against two (the server's main.ts
// with `--role api`, real processes on one PostgreSQL database), each figure beside a Fastify hello measured in the
// same run. Two processes are loaded as a load balancer would spread the load: the connections split evenly between
// them (two autocannon processes of half the connections each; rates added, the worse p99 kept). PostgreSQL only
// (TEST_DATABASE_URL): a PGlite database belongs to one process.

import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { DEMO_SIGN_IN, seedDemoData } from '../src/demo/seed.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import {
  createPostgresDatabase,
  FetchClient,
  type ServiceProcess,
  startServiceProcess,
} from '../test/service-processes.ts';
import { record } from './figures.ts';
import { LOAD_SECONDS, type Loader, type LoadFigures, startLoader } from './load.ts';

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const READS = [
  { label: 'GET /api/v1/me signed in', url: '/api/v1/me' },
  { label: 'GET /api/v2/me/releases/summary', url: '/api/v2/me/releases/summary' },
] as const;

interface ScaleRow {
  label: string;
  processes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  vsFastify: number;
}

/** One load of `connections` split evenly over `baseUrls`, one autocannon process each, at the same time. */
async function loadSpread(
  loaders: Loader[],
  baseUrls: string[],
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<LoadFigures[]> {
  const share = Math.floor(CONNECTIONS / baseUrls.length);
  return Promise.all(
    baseUrls.map((base, i) => loaders[i]!.run({ url: `${base}${url}`, headers, connections: share, duration })),
  );
}

export async function measureScale(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nscale: skipped (set TEST_DATABASE_URL to a PostgreSQL server: two API processes need one database)');
    return;
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-scale-'));
  const database = await createPostgresDatabase(adminUrl, 'otodoke_bench_scale');
  const apis: ServiceProcess[] = [];
  const loaders = [startLoader(), startLoader()];
  const fastify = Fastify({ logger: false });
  try {
    const seeding = await openDatabase({ databaseUrl: database.url });
    await seedDemoData(seeding.db);
    await seeding.close();
    for (const name of ['api-a', 'api-b']) {
      apis.push(
        await startServiceProcess({
          name,
          role: 'api',
          databaseUrl: database.url,
          dataDir: path.join(workDir, name),
          // Request lines off in both processes: this process would otherwise read them on the cores it measures.
          env: { LOG_LEVEL: 'warn', STORAGE_DIR: path.join(workDir, 'files') },
        }),
      );
    }
    const browser = new FetchClient();
    const signedIn = await browser.request(apis[0]!.baseUrl, 'POST', '/api/v1/auth/signin', {
      email: DEMO_SIGN_IN.email,
      password: DEMO_SIGN_IN.password,
    });
    if (signedIn.status !== 200)
      throw new Error(`sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
    const me = await fetch(`${apis[1]!.baseUrl}/api/v1/me`, { headers: browser.headers() });
    const acid = me.headers.get('x-tcj-acid');
    await me.arrayBuffer();
    if (!acid) throw new Error('the second API process did not see the session made on the first');
    const headers = { ...browser.headers(), 'x-tcj-acid': acid, accept: 'application/json' };

    fastify.get('/', async () => ({ hello: 'world' }));
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const fastifyUrl = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
    const hello = async () => {
      await loadSpread(loaders, [fastifyUrl], '/', {}, WARMUP_SECONDS);
      const [figures] = await loadSpread(loaders, [fastifyUrl], '/', {}, LOAD_SECONDS);
      return figures!.requestsPerSecond;
    };

    const measured: Omit<ScaleRow, 'vsFastify'>[] = [];
    const before = await hello();
    for (const processes of [1, 2]) {
      const bases = apis.slice(0, processes).map((api) => api.baseUrl);
      for (const read of READS) {
        for (const base of bases) {
          const check = await fetch(`${base}${read.url}`, { headers });
          if (check.status !== 200) throw new Error(`${read.label} answered ${check.status}: ${await check.text()}`);
          await check.arrayBuffer();
        }
        if (WARMUP_SECONDS > 0) await loadSpread(loaders, bases, read.url, headers, WARMUP_SECONDS);
        const runs = await loadSpread(loaders, bases, read.url, headers, LOAD_SECONDS);
        measured.push({
          label: read.label,
          processes,
          requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
          p50: Math.max(...runs.map((run) => run.p50)),
          p99: Math.max(...runs.map((run) => run.p99)),
          errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
          non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
        });
      }
    }
    const after = await hello();
    const fastifyRate = (before + after) / 2;
    const rows: ScaleRow[] = measured.map((row) => ({ ...row, vsFastify: row.requestsPerSecond / fastifyRate }));

    console.log(
      `\nscale: API processes (main.ts --role api) on one PostgreSQL, ${CONNECTIONS} connections split evenly, ${LOAD_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up; ${os.cpus().length} cores for everything`,
    );
    console.log(`  Fastify hello (baseline, mean of a pass before and after): ${Math.round(fastifyRate)} req/s`);
    console.log(
      `  ${'target'.padEnd(34)} ${'APIs'.padStart(5)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(8)} ${'vs Fastify'.padStart(11)} ${'vs 1 API'.padStart(9)}`,
    );
    for (const row of rows) {
      const single = rows.find((other) => other.label === row.label && other.processes === 1)!;
      console.log(
        `  ${row.label.padEnd(34)} ${String(row.processes).padStart(5)} ${Math.round(row.requestsPerSecond).toLocaleString('en-US').padStart(9)} ${row.p50.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${String(row.errors).padStart(7)} ${String(row.non2xx).padStart(8)} ${`x${row.vsFastify.toFixed(3)}`.padStart(11)} ${`x${(row.requestsPerSecond / single.requestsPerSecond).toFixed(2)}`.padStart(9)}`,
      );
    }
    record('scale', 'http', {
      connections: CONNECTIONS,
      seconds: LOAD_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      cores: os.cpus().length,
      baselines: { fastifyRequestsPerSecond: fastifyRate },
      results: rows,
    });
  } finally {
    for (const loader of loaders) loader.close();
    await fastify.close();
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}
