// `npm start`: the whole service in one command. Builds the web app when it has no build or its sources are newer than
// the build (else it is served as built), starts each simulator the configuration uses as a process of its own, waits
// until each answers on its port, then starts the API (with its workers) told to reach them there (SIMULATORS=separate).
// Every child's lines carry its name; Ctrl-C (or SIGTERM) stops them all, API first; a child that dies stops the rest.
// Node >= 24 runs the TypeScript entries as they are (type stripping): no tsx, no compiler in any child.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const port = (name, fallback) => Number(env[name] || fallback);
const dataDir = path.resolve(env.DATA_DIR || './data');

/** The newest modification time under `target` (a file or a folder), skipping dependencies and builds. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/** What the web build is made of: the app and the workspace packages it imports. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-prerender.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contract/src',
];

function buildWebIfStale() {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...WEB_SOURCES.map((source) => newest(path.join(ROOT, source))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? 'web app: sources changed since the build, building' : 'web app: no build yet, building');
  // A production build whatever this process was started with (a NODE_ENV of test or development would make Vite
  // bundle React's development build into the page).
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The simulators the configuration uses (the same switches and ports as apps/server/src/platform/config.ts). */
function simulators() {
  const apiUrl = `http://127.0.0.1:${port('PORT', 3000)}`;
  const list = [];
  if (!(env.GOOGLE_OIDC_ISSUER && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)) {
    list.push({
      name: 'google',
      entry: 'apps/simulators/src/google-signin/cli.ts',
      port: port('GOOGLE_SIMULATOR_PORT', 3010),
    });
  }
  if (env.PAYMENT_GATEWAY !== 'stripe') {
    list.push({
      name: 'payments',
      entry: 'apps/simulators/src/payment-gateway/cli.ts',
      port: port('PAYMENT_SIMULATOR_PORT', 3020),
      env: { PAYMENT_WEBHOOK_URL: `${apiUrl}/api/v1/payments/webhook` },
    });
  }
  if (env.STORE_DELIVERY !== 'real') {
    const storePort = port('STORE_SIMULATOR_PORT', 3030);
    list.push({
      name: 'stores',
      entry: 'apps/simulators/src/stores/cli.ts',
      // The same folder the in-process simulator used: deliveries and reports survive restarts as before.
      args: ['--port', String(storePort), '--root', path.join(dataDir, 'store-sim'), '--brief'],
      port: storePort,
    });
  }
  if (env.STORE_CATALOG !== 'real') {
    list.push({
      name: 'catalog',
      entry: 'apps/simulators/src/store-catalog/cli.ts',
      port: port('STORE_CATALOG_SIMULATOR_PORT', 3040),
    });
  }
  return list;
}

/**
 * V8 settings of the API process, for memory (API_NODE_FLAGS replaces them; measured with `BENCH_ONLY=rss npm run
 * bench`): PGlite's WebAssembly build of PostgreSQL runs on V8's baseline compiler only (the optimizing one holds about
 * 100 MB more code and scratch memory for it), and a 2 MB young generation (the default grows to 32 MB per semi-space
 * while the modules load, and V8 keeps what it grew).
 */
const API_NODE_FLAGS = '--liftoff-only --max-semi-space-size=2';

const children = new Map();
let stopping = false;
let stopped = null;
const width = 9;

function pipeLines(stream, name, out) {
  const label = `${name.padEnd(width)}| `;
  createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`));
}

function start({ name, entry, args = [], env: extra = {}, nodeFlags = [], runsToEnd = false }) {
  // Own process group: Ctrl-C reaches this launcher only, which stops each child once, in order.
  const child = spawn(process.execPath, [...nodeFlags, entry, ...args], {
    cwd: ROOT,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  pipeLines(child.stdout, name, process.stdout);
  pipeLines(child.stderr, name, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.set(name, { child, exited });
  exited.then(({ code, signal }) => {
    children.delete(name);
    if (stopping || (runsToEnd && code === 0)) return;
    console.error(
      `\n${name} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}): stopping Otodoke`,
    );
    void stopAll(1);
  });
  return { child, exited };
}

/** Resolves once something accepts connections on the port; rejects when the child exits first or after a minute. */
function answers(name, portNumber, exited) {
  const deadline = Date.now() + 60_000;
  return new Promise((resolve, reject) => {
    let done = false;
    exited.then(() => {
      done = true;
      reject(new Error(`${name} exited before answering on port ${portNumber}`));
    });
    const attempt = () => {
      if (done) return;
      const socket = net.connect({ host: '127.0.0.1', port: portNumber });
      socket.once('connect', () => {
        socket.destroy();
        done = true;
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) {
          done = true;
          reject(new Error(`${name} did not answer on port ${portNumber} within a minute`));
        } else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * The API (or the seed) first, as it may still be talking to the simulators, then the simulators; each gets SIGTERM
 * once. Every caller awaits the same stop, which ends the process: nothing after `await stopAll()` runs.
 */
function stopAll(exitCode) {
  stopping = true;
  stopped ??= (async () => {
    const first = ['api', 'seed'].filter((name) => children.has(name));
    for (const name of [...first, ...[...children.keys()].filter((n) => !first.includes(n))]) {
      const entry = children.get(name);
      if (!entry) continue;
      entry.child.kill('SIGTERM');
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), 15_000);
      await entry.exited;
      clearTimeout(timer);
    }
    process.exit(exitCode);
  })();
  return stopped;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

buildWebIfStale();
const startedAt = Date.now();
try {
  const running = simulators().map((sim) => ({ sim, ...start(sim) }));
  await Promise.all(running.map(({ sim, exited }) => answers(sim.name, sim.port, exited)));
} catch (error) {
  console.error(`\n${error.message}: stopping Otodoke`);
  await stopAll(1);
}
console.log(`simulators answering after ${Date.now() - startedAt} ms`);
const api = {
  entry: 'apps/server/src/main.ts',
  nodeFlags: (env.API_NODE_FLAGS ?? API_NODE_FLAGS).split(' ').filter(Boolean),
  env: {
    SIMULATORS: 'separate',
    // 32 MB of PostgreSQL shared buffers (its default: 128 MB) hold the demo's hot data; the OS caches the files.
    PGLITE_SHARED_BUFFERS: env.PGLITE_SHARED_BUFFERS || '32MB',
    // The API's lines come through a pipe here: keep them readable on a terminal as when it ran in front.
    ...(process.stdout.isTTY && !env.LOG_PRETTY ? { LOG_PRETTY: '1' } : {}),
  },
};
// A new PGlite database: the demo seed runs first in a process of its own (main.ts --seed-only, the same start with
// the seed, then a clean stop), so the API process starts on seeded data without what only the seed held in memory.
const isNewDatabase =
  !env.DATABASE_URL &&
  env.SEED_DEMO !== 'never' &&
  env.NODE_ENV !== 'production' &&
  !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
if (isNewDatabase) {
  console.log('new database: seeding the demo data first (a minute or two)');
  const seed = start({ ...api, name: 'seed', args: ['--seed-only'], runsToEnd: true });
  const { code } = await seed.exited;
  if (code !== 0 || stopping) await stopAll(1);
}
start({ ...api, name: 'api', args: process.argv.slice(2) });
