#!/usr/bin/env node
// `npm test`: unit and API suites on PGlite, the API suite again on PostgreSQL when TEST_DATABASE_URL is set, and
// the browser journeys in Chromium when /usr/bin/chromium exists (required when E2E_REQUIRED=1).
// TEST_PARTS=pglite,postgres,browser (default: all three) runs some of them: CI runs the PGlite part on a bare machine
// (.ci/bare-machine) and the other two with the system's tools.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SSHD = process.env.SSHD_PATH ?? '/usr/sbin/sshd';
const PARTS = new Set((process.env.TEST_PARTS ?? 'pglite,postgres,browser').split(',').map((part) => part.trim()));
for (const part of PARTS) {
  if (!['pglite', 'postgres', 'browser'].includes(part)) {
    process.stderr.write(`TEST_PARTS: unknown part "${part}" (use pglite, postgres, browser)\n`);
    process.exit(2);
  }
}
const reports = mkdtempSync(path.join(tmpdir(), 'otodoke-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;
/** What this machine lacks and so did not run, said once at the end (above the totals). */
const skippedParts = [];

/** A command that answers `--version`-like `args` (a tool the tests use when present). */
function hasCommand(command, args = ['-v']) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error;
}

/** Whether the ffmpeg the tests resolve first (FFMPEG_PATH, else the system's) can run the mastering engine. */
function ffmpegCanMaster() {
  const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
  const filters = spawnSync(ffmpeg, ['-hide_banner', '-filters'], { encoding: 'utf8' });
  const limiter = spawnSync(ffmpeg, ['-hide_banner', '-h', 'filter=alimiter'], { encoding: 'utf8' });
  if (filters.error || limiter.error) return false;
  return /^ \S+ asoftclip /m.test(filters.stdout) && /^\s+latency\s/m.test(limiter.stdout);
}

function run(label, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests ?? 0;
    totals.failed += summary.numFailedTests ?? 0;
    totals.skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  }
  if (result.status !== 0) failedRuns += 1;
}

if (PARTS.has('pglite')) {
  run(
    'unit and API tests (PGlite)',
    ['--project', 'domain', '--project', 'outside', '--project', 'server', '--project', 'web'],
    {
      TEST_DATABASE_URL: '',
    },
  );
}

if (!PARTS.has('postgres')) {
  // Left out on purpose (TEST_PARTS): not a lack of this machine.
} else if (process.env.TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', ['--project', 'server']);
} else {
  skippedParts.push('API tests on PostgreSQL: set TEST_DATABASE_URL to a server to run them');
}

if (!PARTS.has('browser')) {
  // Left out on purpose (TEST_PARTS).
} else if (existsSync(CHROMIUM)) {
  process.stdout.write('\n=== building the web app for the browser journeys ===\n');
  const build = spawnSync('npm', ['run', 'build', '-w', '@otodoke/web'], { stdio: 'inherit' });
  if (build.status !== 0) failedRuns += 1;
  else run('browser journeys (Chromium)', ['--project', 'e2e'], { CHROMIUM_PATH: CHROMIUM, TEST_DATABASE_URL: '' });
} else if (process.env.E2E_REQUIRED === '1') {
  process.stdout.write(`\nFAILED: browser journeys are required but ${CHROMIUM} is missing\n`);
  failedRuns += 1;
} else {
  skippedParts.push(`browser journeys: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
}

if (PARTS.has('pglite') && !hasCommand('pdftotext')) {
  skippedParts.push(
    'reading receipt PDFs as text: no pdftotext (apt-get install poppler-utils); only the PDF header was checked',
  );
}
if (PARTS.has('pglite') && !ffmpegCanMaster()) {
  skippedParts.push(
    'mastering (engine, API and jobs): this ffmpeg lacks asoftclip and alimiter latency; ffmpeg 5 or later is needed (apt-get install ffmpeg), the npm-bundled one is older',
  );
}
if (PARTS.has('pglite') && !existsSync(SSHD)) {
  skippedParts.push(`the SFTP client against a real OpenSSH server: no ${SSHD} (apt-get install openssh-server)`);
}
if (skippedParts.length > 0) {
  process.stdout.write(`\nNot run on this machine:\n${skippedParts.map((part) => `  - ${part}\n`).join('')}`);
}

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
