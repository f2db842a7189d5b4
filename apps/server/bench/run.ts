// `npm run bench`: figures as ratios to a baseline measured in the same process, plus the landing page weight.
// Baseline: GET /healthz (routing and hooks only). Each case: the same number of sequential requests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestService, type TestService } from '../test/harness.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);

async function timeRequests(label: string, run: () => Promise<unknown>): Promise<{ label: string; ms: number }> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) await run();
  return { label, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/** gzip bytes of the JS and CSS the landing page loads before any lazy chunk. */
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

async function main() {
  const service: TestService = await startTestService({ seed: true });
  try {
    const anonymous = service.client('ja');
    const member = service.client('ja');
    await member.post('/api/v1/auth/signin', { email: 'demo@otodoke.test', password: 'otodoke-demo' });
    const results = [
      await timeRequests('GET /healthz (baseline)', () => anonymous.get('/healthz')),
      await timeRequests('GET /api/v1/me signed out', () => anonymous.get('/api/v1/me')),
      await timeRequests('GET /api/v1/me signed in', () => member.get('/api/v1/me')),
      await timeRequests('GET /api/v1/me/team signed in', () => member.get('/api/v1/me/team')),
    ];
    const baseline = results[0]!.ms;
    console.log(`\nrequests: ${ITERATIONS} sequential each, in-process (fastify.inject), PGlite in memory`);
    for (const r of results) {
      console.log(
        `  ${r.label.padEnd(34)} ${(r.ms / ITERATIONS).toFixed(3).padStart(8)} ms/req   x${(r.ms / baseline).toFixed(2)}`,
      );
    }
  } finally {
    await service.close();
  }
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  try {
    const weight = landingPageWeight(dist);
    console.log(
      `\nlanding page / (gzip): JS ${(weight.js / 1024).toFixed(1)} KiB + CSS ${(weight.css / 1024).toFixed(1)} KiB = ${((weight.js + weight.css) / 1024).toFixed(1)} KiB`,
    );
    console.log(`  files: ${weight.files.join(', ')}`);
  } catch {
    console.log('\nlanding page weight: web app not built (npm run build)');
  }
}

await main();
