// `npm run bench`: figures as ratios to baselines measured in the same run, plus the landing page weight; every figure
// is also written as JSON (`BENCH_OUT`, default `bench-results/<date>.json` at the repository root).
// Parts (`BENCH_ONLY=load,requests`): load (concurrent HTTP against node:http and Fastify hellos), requests (sequential
// fastify.inject against GET /healthz), upload, delivery, import-latency (requests while a large report is imported), revenue,
// scale (one and two API processes on PostgreSQL, when TEST_DATABASE_URL is set),
// landing (entry JS, LCP and CLS of / in Chromium on a throttled phone profile),
// mastering (analyse + three effect previews, and a whole master, of a 4-minute mix against a plain ffmpeg re-encode).
// Not by default: rss (`npm start` as processes: resident memory of the API and each simulator, first start and restart),
// guide-search (10,000 guide articles saved, then search through the API against ILIKE).
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { writeWav } from '../src/features/uploads/sample-media.ts';
import { mediaToolsFromEnv } from '../src/integrations/media-probe/media-tools.ts';
import { startTestService, type TestService } from '../test/harness.ts';
import type { TestClient } from '../test/test-client.ts';
import { tusMetadata } from '../test/uploads-helper.ts';
import { measureDeliveryThroughput } from './delivery.ts';
import { figures, record } from './figures.ts';
import { measureGuideSearch } from './guide-search.ts';
import { measureImportLatency } from './import-latency.ts';
import { measureLanding } from './landing.ts';
import { LOAD_SECONDS, measureLoad } from './load.ts';
import { measureMastering } from './mastering.ts';
import { measureRevenue } from './revenue.ts';
import { measureStartMemory } from './rss.ts';
import { measureScale } from './scale.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
/** `BENCH_ONLY=delivery` (or `load,requests`): run some of the parts. */
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'load,requests,upload,delivery,import-latency,revenue,scale,landing,mastering').split(','),
);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

async function timeRequests(label: string, run: () => Promise<unknown>): Promise<{ label: string; ms: number }> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) await run();
  return { label, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/**
 * gzip bytes of the JS and CSS index.html loads: on the landing page, what comes before its first paint (the boot); the
 * app it loads once painted is in the `landing` part's figures.
 */
export function landingPageWeight(distDir: string): { js: number; css: number; files: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="(?:stylesheet|modulepreload)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(refs)].filter((ref) => ref.endsWith('.js') || ref.endsWith('.css'));
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(distDir, file.replace(/^\//, '')))).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files };
}

const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Upload throughput: one file sent through the real HTTP tus endpoint of a listening server in 8 MB PATCH requests
 * (read from disk chunk by chunk, as a browser does), against fs.copyFile of the same file as the baseline.
 */
async function measureUploadThroughput(service: TestService, member: TestClient) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-'));
  try {
    // A real MP4 of the size the issue names (noise keeps the encoder from shrinking it); a WAV of the same size
    // where ffmpeg is missing. The transfer does not look at the bytes; the checks job runs after it, untimed.
    const video = path.join(dir, 'master.mp4');
    const audio = path.join(dir, 'master.wav');
    let source = video;
    let kind: 'video' | 'audio' = 'video';
    try {
      const ffmpegPath = (await mediaToolsFromEnv()).ffmpeg.path;
      if (!ffmpegPath) throw new Error('no ffmpeg');
      await promisify(execFile)(
        ffmpegPath,
        [
          '-v',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          'testsrc2=size=1920x1080:rate=30',
          '-f',
          'lavfi',
          '-i',
          'sine=frequency=440:sample_rate=48000',
          '-vf',
          'noise=alls=60:allf=t',
          '-c:v',
          'mpeg4',
          '-b:v',
          '120M',
          '-maxrate',
          '120M',
          '-bufsize',
          '60M',
          '-c:a',
          'aac',
          '-t',
          '120',
          '-fs',
          `${UPLOAD_MB}M`,
          video,
        ],
        { timeout: 300_000 },
      );
    } catch {
      source = audio;
      kind = 'audio';
      // 44.1 kHz / 16-bit stereo is 176,400 bytes a second.
      await writeWav(audio, {
        seconds: (UPLOAD_MB * 1024 * 1024) / 176_400,
        sampleRate: 44_100,
        bitDepth: 16,
        channels: 2,
      });
    }
    const size = (await stat(source)).size;
    const megabytes = size / (1024 * 1024);

    const copyStart = process.hrtime.bigint();
    await copyFile(source, path.join(dir, `copy-${path.basename(source)}`));
    const copyMs = Number(process.hrtime.bigint() - copyStart) / 1e6;

    const address = service.baseUrl();
    const announced = await member.post<{ id: number }>('/api/v2/me/uploads', {
      kind,
      filename: path.basename(source),
      size_bytes: size,
    });
    if (announced.status !== 201) throw new Error(`createUpload answered ${announced.status}: ${announced.text}`);
    const headers = {
      cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': member.csrfToken ?? '',
      'tus-resumable': '1.0.0',
    };
    const uploadStart = process.hrtime.bigint();
    const created = await fetch(`${address}/api/v2/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(size),
        'upload-metadata': tusMetadata({ upload_id: String(announced.body.id), filename: path.basename(source) }),
      },
    });
    if (created.status !== 201) throw new Error(`tus POST answered ${created.status}: ${await created.text()}`);
    const url = `${address}${created.headers.get('location')}`;
    const file = await open(source, 'r');
    try {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      let offset = 0;
      while (offset < size) {
        const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, offset);
        const patched = await fetch(url, {
          method: 'PATCH',
          headers: {
            ...headers,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: buffer.subarray(0, bytesRead),
        });
        if (patched.status !== 204) throw new Error(`PATCH answered ${patched.status}: ${await patched.text()}`);
        offset = Number(patched.headers.get('upload-offset'));
      }
    } finally {
      await file.close();
    }
    const uploadMs = Number(process.hrtime.bigint() - uploadStart) / 1e6;
    await service.app.jobs.drain('upload-check', 120_000);

    const copyRate = megabytes / (copyMs / 1000);
    const uploadRate = megabytes / (uploadMs / 1000);
    record('upload', 'throughput', { bytes: size, kind, copyMiBPerSecond: copyRate, uploadMiBPerSecond: uploadRate });
    console.log(
      `
upload throughput: ${(size / 1e6).toFixed(0)} MB (${megabytes.toFixed(0)} MiB) ${kind === 'video' ? 'MP4 video' : 'WAV (no ffmpeg)'}, tus over HTTP on 127.0.0.1 in ${CHUNK_BYTES / 1024 / 1024} MB PATCHes`,
    );
    console.log(`  ${'fs.copyFile (baseline)'.padEnd(34)} ${copyRate.toFixed(0).padStart(8)} MiB/s   x1.00`);
    console.log(
      `  ${'tus upload /api/v2/uploads'.padEnd(34)} ${uploadRate.toFixed(0).padStart(8)} MiB/s   x${(uploadRate / copyRate).toFixed(2)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);

/**
 * A card payment end to end: the order written under the account lock, the charge at the gateway simulator over
 * loopback HTTP, the credits added in the paid transaction (the webhook arrives afterwards and changes nothing).
 */
async function measureCheckout(member: TestClient) {
  member.acid = 1;
  const setup = await member.post<{ url: string }>('/api/v1/me/card/setup', {});
  const form = await fetch(setup.body.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4242424242424242',
      card_expiry: '12/34',
      card_cvc: '123',
      card_name: 'BENCH',
    }),
    redirect: 'manual',
  });
  const sessionId = new URL(form.headers.get('location') ?? '').searchParams.get('session_id');
  await member.post('/api/v1/me/card/complete', { session_id: sessionId });
  let serial = 0;
  const pay = async () => {
    const answer = await member.post<{ status: string }>('/api/v1/plans/payment', {
      purchase: { kind: 'mastering_credit', quantity: 1 },
      method: 'card',
      idempotency_key: `bench-checkout-${++serial}`,
    });
    if (answer.body.status !== 'paid') throw new Error(`checkout answered ${answer.status}: ${answer.text}`);
  };
  for (let i = 0; i < 5; i++) await pay();
  const start = process.hrtime.bigint();
  for (let i = 0; i < CHECKOUTS; i++) await pay();
  return Number(process.hrtime.bigint() - start) / 1e6 / CHECKOUTS;
}

async function main() {
  const startedAt = new Date();
  // `npm start` in processes of its own, before this process holds a core (not in the default parts: it seeds twice).
  if (ONLY.has('rss')) await measureStartMemory();
  const service: TestService = await startTestService({ seed: true });
  const database = service.database.kind;
  try {
    const anonymous = service.client('ja');
    const member = service.client('ja');
    await member.post('/api/v1/auth/signin', { email: 'demo@otodoke.test', password: 'otodoke-demo' });
    if (ONLY.has('load')) record('load', 'http', await measureLoad(service, member));
    if (ONLY.has('requests')) await measureRequests(member, anonymous);
    if (ONLY.has('upload')) await measureUploadThroughput(service, member);
    if (ONLY.has('delivery')) await measureDeliveryThroughput(service);
    if (ONLY.has('import-latency')) await measureImportLatency(service, member);
    if (ONLY.has('revenue')) await measureRevenue(service, member);
    if (ONLY.has('guide-search')) await measureGuideSearch(service);
  } finally {
    await service.close();
  }
  // Its own API processes on PostgreSQL, once the in-process service no longer holds a core.
  if (ONLY.has('scale')) await measureScale();
  // ffmpeg processes only, once the in-process service no longer holds a core.
  if (ONLY.has('mastering')) await measureMastering();
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  try {
    const weight = landingPageWeight(dist);
    console.log(
      `\nlanding page / before its first paint (gzip): JS ${(weight.js / 1024).toFixed(1)} KiB + CSS ${(weight.css / 1024).toFixed(1)} KiB = ${((weight.js + weight.css) / 1024).toFixed(1)} KiB`,
    );
    console.log(`  files: ${weight.files.join(', ')}`);
    record('landing', 'gzipBytes', weight);
  } catch {
    console.log('\nlanding page weight: web app not built (npm run build)');
  }
  if (ONLY.has('landing')) {
    const landing = await measureLanding();
    if (landing) record('landing', 'paint', landing);
  }
  await writeFigures(startedAt, database);
}

/** The run's figures as JSON, with what a later run needs to compare: the commit, the machine, the settings. */
async function writeFigures(startedAt: Date, database: string) {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return null;
    }
  };
  const status = git('status', '--porcelain');
  const out = process.env.BENCH_OUT
    ? // npm runs the script in apps/server; a relative path is meant from where `npm run bench` was typed.
      path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_OUT)
    : path.join(REPO_ROOT, 'bench-results', `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD'),
    uncommittedChanges: status === null ? null : status !== '',
    node: process.version,
    machine: { platform: process.platform, arch: process.arch, cpus: os.cpus().length, cpu: os.cpus()[0]?.model },
    database,
    settings: { parts: [...ONLY], loadSeconds: LOAD_SECONDS, iterations: ITERATIONS },
    figures,
  };
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nfigures written to ${out}`);
}

async function measureRequests(member: TestClient, anonymous: TestClient) {
  const results = [
    await timeRequests('GET /healthz (baseline)', () => anonymous.get('/healthz')),
    await timeRequests('GET /api/v1/me signed out', () => anonymous.get('/api/v1/me')),
    await timeRequests('GET /api/v1/me signed in', () => member.get('/api/v1/me')),
    await timeRequests('GET /api/v1/me/team signed in', () => member.get('/api/v1/me/team')),
    await timeRequests('GET /api/v2/me/plans/summary', () => member.get('/api/v2/me/plans/summary')),
    await timeRequests('POST /api/v1/plans/calculate_amount', () =>
      member.post('/api/v1/plans/calculate_amount', { purchase: { kind: 'artist_capacity', quantity: 1 } }),
    ),
  ];
  const baseline = results[0]!.ms;
  console.log(`\nrequests: ${ITERATIONS} sequential each, in-process (fastify.inject)`);
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(34)} ${(r.ms / ITERATIONS).toFixed(3).padStart(8)} ms/req   x${(r.ms / baseline).toFixed(2)}`,
    );
  }
  const checkoutMs = await measureCheckout(member);
  const perBaseline = baseline / ITERATIONS;
  record(
    'requests',
    'sequential',
    results.map((r) => ({ label: r.label, msPerRequest: r.ms / ITERATIONS, vsHealthz: r.ms / baseline })),
  );
  record('requests', 'checkout', { label: 'card checkout, gateway simulator', msPerRequest: checkoutMs });
  console.log(
    `  ${'card checkout, gateway simulator'.padEnd(34)} ${checkoutMs.toFixed(3).padStart(8)} ms/req   x${(checkoutMs / perBaseline).toFixed(2)}   (${CHECKOUTS} sequential)`,
  );
}

await main();
