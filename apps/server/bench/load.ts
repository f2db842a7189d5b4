// `npm run bench` part `load`: the service under concurrent load over real HTTP on loopback (autocannon, in a child
// process), against two baselines started in this process and measured in the same run: a bare `node:http` hello
// server and a Fastify hello route. Each figure is also given as a ratio to both, so the machine's noise cancels.
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import type { TestService } from '../test/harness.ts';
import type { TestClient } from '../test/test-client.ts';

/** Seconds of load for each target (`BENCH_SECONDS`, short in CI), after a warm-up of `BENCH_WARMUP_SECONDS`. */
export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** What one autocannon run measured (latencies in ms). */
export interface LoadFigures {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  seconds: number;
}

export interface LoadResult extends LoadFigures {
  label: string;
  method: 'GET';
  url: string;
  /** Requests per second divided by the Fastify hello's and the node:http hello's of the same run. */
  vsFastify: number;
  vsNodeHttp: number;
}

/**
 * The signed-in reads the dashboard makes on every page (paths from packages/contract), with the issue's goal for
 * them: a share of the Fastify hello rate (25 % on PostgreSQL, 10 % on PGlite) and p99 under 25 ms, without errors.
 */
const SIGNED_IN_READS = [
  { label: 'GET /api/v1/me signed in', url: '/api/v1/me' },
  { label: 'GET /api/v2/me/releases/summary', url: '/api/v2/me/releases/summary' },
  { label: 'GET /api/v1/me/releases', url: '/api/v1/me/releases' },
  { label: 'GET /api/v2/me/plans/summary', url: '/api/v2/me/plans/summary' },
] as const;
const GOAL_P99_MS = 25;

export interface Loader {
  run(options: Record<string, unknown>): Promise<LoadFigures>;
  /** Ends the run under way early: it answers with what it measured so far. */
  stop(): void;
  close(): void;
}

export function startLoader(): Loader {
  // A plain ES module: no TypeScript loader needed, so the child starts fast and carries nothing of this process.
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'load-client.mjs'), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run(options) {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (message: { ok: true; result: LoadFigures } | { ok: false; error: string }) => {
          child.off('exit', onExit);
          if (message.ok) resolve(message.result);
          else reject(new Error(`autocannon failed: ${message.error}`));
        });
        child.send(options);
      });
    },
    stop() {
      child.send({ stop: true });
    },
    close() {
      child.kill();
    },
  };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The two baselines: the least work an HTTP answer costs in Node, and in the framework the service is built on. */
async function startBaselines() {
  const body = JSON.stringify({ hello: 'world' });
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  const fastify = Fastify({ logger: false });
  fastify.get('/', async () => ({ hello: 'world' }));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const fastifyUrl = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
  return {
    nodeHttpUrl: await listen(bare),
    fastifyUrl,
    async close() {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
      await fastify.close();
    },
  };
}

/** The headers the dashboard sends on a read: the session cookie and the account (no CSRF token on a GET). */
export async function signedInHeaders(member: TestClient): Promise<Record<string, string>> {
  const me = await member.get('/api/v1/me');
  const acid = me.headers['x-tcj-acid'];
  if (me.status !== 200 || typeof acid !== 'string') {
    throw new Error(`GET /api/v1/me did not answer a signed-in member with an account (${me.status}): ${me.text}`);
  }
  return {
    cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-tcj-acid': acid,
    'accept-language': member.language,
    'user-agent': member.userAgent,
    accept: 'application/json',
  };
}

export async function measureLoad(service: TestService, member: TestClient) {
  const headers = await signedInHeaders(member);
  const baselines = await startBaselines();
  const loader = startLoader();
  const base = service.baseUrl();
  // The baselines are loaded first and again last (in mirror order), and the ratios use the mean of the two passes:
  // a machine that slows down or speeds up during the run moves both sides of a ratio.
  const nodeHttpTarget = { label: 'node:http hello (baseline)', url: `${baselines.nodeHttpUrl}/`, headers: {} };
  const fastifyTarget = { label: 'Fastify hello (baseline)', url: `${baselines.fastifyUrl}/`, headers: {} };
  const targets = [
    nodeHttpTarget,
    fastifyTarget,
    { label: 'GET /healthz', url: `${base}/healthz`, headers: {} },
    ...SIGNED_IN_READS.map((read) => ({ label: read.label, url: `${base}${read.url}`, headers })),
    { ...fastifyTarget, label: 'Fastify hello (baseline, again)' },
    { ...nodeHttpTarget, label: 'node:http hello (baseline, again)' },
  ];
  const measured: (LoadFigures & { label: string; url: string })[] = [];
  try {
    for (const target of targets) {
      // Each target answers once as expected before it is loaded, so a refused session is never measured as speed.
      const check = await fetch(target.url, { headers: target.headers });
      if (check.status !== 200) {
        throw new Error(`${target.label} answered ${check.status} before the load: ${await check.text()}`);
      }
      await check.arrayBuffer();
      const options = { url: target.url, headers: target.headers, connections: CONNECTIONS };
      if (WARMUP_SECONDS > 0) await loader.run({ ...options, duration: WARMUP_SECONDS });
      const figures = await loader.run({ ...options, duration: LOAD_SECONDS });
      measured.push({ label: target.label, url: target.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''), ...figures });
    }
  } finally {
    loader.close();
    await baselines.close();
  }
  const nodeHttp = (measured[0]!.requestsPerSecond + measured.at(-1)!.requestsPerSecond) / 2;
  const fastify = (measured[1]!.requestsPerSecond + measured.at(-2)!.requestsPerSecond) / 2;
  const results: LoadResult[] = measured.map((figures) => ({
    ...figures,
    method: 'GET',
    vsFastify: figures.requestsPerSecond / fastify,
    vsNodeHttp: figures.requestsPerSecond / nodeHttp,
  }));

  const kind = service.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const share = service.database.kind === 'postgres' ? 0.25 : 0.1;
  console.log(
    `\nload: autocannon in a child process, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, HTTP on 127.0.0.1, ${kind}`,
  );
  console.log(
    `  ratios to the mean of both passes of each baseline: Fastify hello ${Math.round(fastify).toLocaleString('en-US')} req/s, node:http hello ${Math.round(nodeHttp).toLocaleString('en-US')} req/s`,
  );
  console.log(
    `  ${'target'.padEnd(34)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(8)} ${'vs Fastify'.padStart(11)} ${'vs node:http'.padStart(13)}`,
  );
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(34)} ${Math.round(r.requestsPerSecond).toLocaleString('en-US').padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors + r.timeouts).padStart(7)} ${String(r.non2xx).padStart(8)} ${`x${r.vsFastify.toFixed(3)}`.padStart(11)} ${`x${r.vsNodeHttp.toFixed(3)}`.padStart(13)}`,
    );
  }
  const goal = results
    .filter((r) => SIGNED_IN_READS.some((read) => read.label === r.label))
    .map((r) => ({
      label: r.label,
      met: r.vsFastify >= share && r.p99 < GOAL_P99_MS && r.errors + r.timeouts + r.non2xx === 0,
    }));
  const missed = goal.filter((g) => !g.met).map((g) => g.label);
  console.log(
    `  goal for the signed-in reads (${kind}: at least x${share.toFixed(2)} of Fastify hello, p99 under ${GOAL_P99_MS} ms, no errors): ${missed.length === 0 ? 'met' : `not met by ${missed.length} of ${goal.length} (${missed.join(', ')})`}`,
  );
  return {
    database: service.database.kind,
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    baselines: { fastifyRequestsPerSecond: fastify, nodeHttpRequestsPerSecond: nodeHttp },
    goal: { shareOfFastify: share, p99Ms: GOAL_P99_MS, met: missed.length === 0, missed },
    results,
  };
}
