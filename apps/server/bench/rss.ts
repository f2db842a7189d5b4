// Bench part `rss` (`BENCH_ONLY=rss npm run bench`): the memory of `npm start` as a user runs it. Starts the launcher
// (scripts/start.mjs) over an empty data folder on free ports, waits for its banner (the demo seed done), lets it
// settle, signs in once, and reads each child's resident memory (VmRSS, and VmHWM, its peak) from /proc; then stops it
// and starts it again over the same folder (a restart: no seed). Linux only (/proc). Reports; never fails on figures.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { record } from './figures.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SETTLE_MS = Number(process.env.BENCH_RSS_SETTLE_MS ?? 10_000);

type ProcessMemory = { name: string; pid: number; rssMiB: number; peakMiB: number };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0);
}

/** The launcher's children by the entry they run: api, or the simulator's folder name. */
function childrenOf(pid: number): ProcessMemory[] {
  const ids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return ids.map((id) => {
    const child = Number(id);
    const command = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ');
    const name = command.includes('apps/server/src/main.ts')
      ? 'api'
      : (/simulators\/src\/([^/]+)\//.exec(command)?.[1] ?? command);
    return {
      name,
      pid: child,
      rssMiB: statusKiB(child, 'VmRSS') / 1024,
      peakMiB: statusKiB(child, 'VmHWM') / 1024,
    };
  });
}

async function signIn(baseUrl: string): Promise<void> {
  const first = await fetch(`${baseUrl}/api/v1/me`);
  const csrf = first.headers.get('x-csrf-token') ?? '';
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const answer = await fetch(`${baseUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
    body: JSON.stringify({ email: 'demo@otodoke.test', password: 'otodoke-demo' }),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
}

/** One `npm start` until its banner: how long that took and what each process holds once settled. */
async function startOnce(env: NodeJS.ProcessEnv, baseUrl: string) {
  const started = process.hrtime.bigint();
  const launcher: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no banner within 10 minutes')), 600_000);
      const onData = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        if (output.includes('Otodoke is running')) {
          clearTimeout(timer);
          resolve();
        }
      };
      launcher.stdout?.on('data', onData);
      launcher.stderr?.on('data', onData);
      void exited.then(() => reject(new Error(`npm start stopped before its banner:\n${output.slice(-3000)}`)));
    });
    const bannerMs = Number(process.hrtime.bigint() - started) / 1e6;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await signIn(baseUrl);
    return { bannerMs, processes: childrenOf(launcher.pid!) };
  } finally {
    launcher.kill('SIGTERM');
    await exited;
  }
}

export async function measureStartMemory(): Promise<void> {
  if (process.platform !== 'linux') {
    console.log('\nrss: skipped (reads /proc, Linux only)');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-rss-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    GOOGLE_SIMULATOR_PORT: String(await freePort()),
    PAYMENT_SIMULATOR_PORT: String(await freePort()),
    STORE_SIMULATOR_PORT: String(await freePort()),
    STORE_CATALOG_SIMULATOR_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: '0',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO']) delete env[name];
  try {
    const seeded = await startOnce(env, `http://127.0.0.1:${port}`);
    const restarted = await startOnce(env, `http://127.0.0.1:${port}`);
    console.log(`\nrss: npm start (PGlite, simulators as processes), resident MiB once settled (peak)`);
    for (const [label, run] of [
      ['first start, demo seeded', seeded],
      ['restart', restarted],
    ] as const) {
      console.log(`  ${label}: banner after ${(run.bannerMs / 1000).toFixed(1)} s`);
      for (const p of run.processes) {
        console.log(`    ${p.name.padEnd(16)} ${p.rssMiB.toFixed(0).padStart(6)} MiB   (peak ${p.peakMiB.toFixed(0)})`);
      }
    }
    record('rss', 'npmStart', { seeded, restarted });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
