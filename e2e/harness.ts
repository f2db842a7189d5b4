// Starts the real service (`tsx apps/server/src/main.ts`, its simulators inside it; `npm start` runs the same entry
// with them as processes of their own) on a free port with a fresh PGlite data directory, and a headless Debian
// Chromium driven by playwright-core.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningService {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port chosen free was taken by another test file before the server bound it. */
class PortTakenError extends Error {}

/**
 * `env`: settings added to the server's environment (e.g. CLOCK_FILE for a journey across a month end). Test files run
 * in parallel: a free port found here may be taken by another before the server binds it, so that start is tried
 * again on other ports.
 */
export async function startService(options: { env?: Record<string, string> } = {}): Promise<RunningService> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServiceOnce(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}

async function startServiceOnce(options: { env?: Record<string, string> }): Promise<RunningService> {
  const [port, googlePort, paymentsPort, storesPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'otodoke-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      GOOGLE_SIMULATOR_PORT: String(googlePort),
      PAYMENT_SIMULATOR_PORT: String(paymentsPort),
      STORE_SIMULATOR_PORT: String(storesPort),
      STORE_CATALOG_SIMULATOR_PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test worker that ends without its afterAll (a crash, a timeout) takes its server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // A start takes 15–30 s on a quiet two-core machine; parallel test files (and a busy machine) make it longer.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      const Failure = output.includes('EADDRINUSE') ? PortTakenError : Error;
      throw new Failure(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    // Not left running: an orphaned server takes the machine's cores from every test after it.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server did not become ready:\n${output}`);
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
}

/** Signs in through the creators sign-in form and waits for the dashboard (or the operators' page). */
export async function signInAs(page: Page, baseUrl: string, email: string, password: string, lang: 'ja' | 'en') {
  await page.goto(`${baseUrl}/creators?action=signin&lang=${lang}`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/(dashboard|admin)/);
}

/** The newest mail to `to` in the developer mailbox, as the person would read it there. */
export async function latestMail(page: Page, baseUrl: string, to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const article = page.locator('article', { hasText: subject }).first();
    if ((await article.count()) > 0) return ((await article.textContent()) ?? '').trim();
    await page.waitForTimeout(300);
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export function linkIn(text: string, pattern: RegExp): string {
  const found = text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!found) throw new Error(`no link matching ${pattern} in ${text}`);
  return found;
}

export function codeIn(text: string): string {
  const found = /^\s*(\d{6})\s*$/m.exec(text);
  if (!found) throw new Error(`no code in ${text}`);
  return found[1]!;
}
