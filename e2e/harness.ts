// Starts the real service (`tsx apps/server/src/main.ts`, its simulators inside it; `npm start` runs the same entry
// with them as processes of their own) on free ports, and a headless Debian Chromium driven by playwright-core.
// Each service gets a data directory of its own: under Vitest a copy of the demo seeded once for the whole run
// (e2e/template-setup.ts, seedTemplate below), else (a fresh service, `npm run screenshots`) an empty one that the
// service seeds as it starts.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the seeded demo of this run waits to be copied (set by e2e/template-setup.ts for the test workers). */
export const TEMPLATE_ENV = 'OTODOKE_E2E_TEMPLATE_DIR';

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

interface Ports {
  port: number;
  googlePort: number;
  paymentsPort: number;
  storesPort: number;
}

async function freePorts(): Promise<Ports> {
  return {
    port: await freePort(),
    googlePort: await freePort(),
    paymentsPort: await freePort(),
    storesPort: await freePort(),
  };
}

/** The payment gateway simulator's customers, cards and payments, kept with the data (snapshot.ts of the simulator). */
function paymentStateFile(dataDir: string): string {
  return path.join(dataDir, 'payment-sim', 'state.json');
}

/** The service's environment on these ports over this data directory. */
function serviceEnv(ports: Ports, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(ports.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${ports.port}`,
    DATA_DIR: dataDir,
    GOOGLE_SIMULATOR_PORT: String(ports.googlePort),
    PAYMENT_SIMULATOR_PORT: String(ports.paymentsPort),
    STORE_SIMULATOR_PORT: String(ports.storesPort),
    STORE_CATALOG_SIMULATOR_PORT: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    ...extra,
  };
}

function startServer(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: ROOT,
    env,
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
  return { child, output: () => output };
}

export interface RunningService {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port chosen free was taken by another test file before the server bound it. */
class PortTakenError extends Error {}

/**
 * The seeded demo, made once for a run: `main.ts --seed-only` (the same start and seed as a service's first start,
 * every part of it awaited, then a clean stop: PGlite closed, so its files are whole) into `<dir>/data`, and the ports
 * it was seeded on in `<dir>/ports.json`. What the data directory then holds: the PGlite database (`pglite/`), the
 * stored files (`files/`: generated audio, video, artwork, masters, sales reports), the store simulator's stores
 * (`store-sim/`: its host key, each store's received deliveries, catalogue and sales report outbox) and the payment
 * gateway simulator's state (`payment-sim/state.json`: the label's customer and saved card, the seeded payments and
 * vouchers), which otherwise lives only in the seeding process's memory. Stored data names the service's address
 * (links in the seeded mails, the gateway's voucher pages): each copy is started on the same ports (one journey file
 * runs at a time), or seeds afresh when one of them is taken.
 */
export async function seedTemplate(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'otodoke-e2e-template-'));
    const dataDir = path.join(dir, 'data');
    const ports = await freePorts();
    const { child, output } = startServer(
      ['--seed-only'],
      serviceEnv(ports, dataDir, { PAYMENT_SIMULATOR_STATE_FILE: paymentStateFile(dataDir) }),
    );
    // The whole seed on a busy two-core machine: about two minutes, longer while other tests run.
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    clearTimeout(timer);
    if (code === 0 && output().includes('demo data was just seeded')) {
      writeFileSync(path.join(dir, 'ports.json'), JSON.stringify(ports));
      return dir;
    }
    rmSync(dir, { recursive: true, force: true });
    if (!output().includes('EADDRINUSE') || attempt >= 3) {
      throw new Error(`the demo could not be seeded (exit code ${code}):\n${output()}`);
    }
  }
}

/** Settings a journey may give that change nothing in what the seed writes (the clock only while its file is empty). */
function seedsAsTemplate(env: Record<string, string>): boolean {
  return Object.entries(env).every(([name, value]) => {
    if (name === 'LOG_LEVEL') return true;
    if (name !== 'CLOCK_FILE') return false;
    try {
      return readFileSync(value, 'utf8').trim() === '';
    } catch {
      return true;
    }
  });
}

/**
 * `env`: settings added to the server's environment (e.g. CLOCK_FILE for a journey across a month end). `fresh`: an
 * empty data directory the service seeds itself as it starts (also whenever there is no seeded copy to start from, or
 * `env` changes what the seed would write). Test files may run in parallel: a free port found here may be taken by
 * another before the server binds it, so that start is tried again on other ports.
 */
export async function startService(
  options: { env?: Record<string, string>; fresh?: boolean } = {},
): Promise<RunningService> {
  const env = options.env ?? {};
  const template = process.env[TEMPLATE_ENV];
  if (template && !options.fresh && seedsAsTemplate(env)) {
    const ports = JSON.parse(readFileSync(path.join(template, 'ports.json'), 'utf8')) as Ports;
    try {
      return await startServiceOnce({ env, ports, template });
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error;
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServiceOnce({ env, ports: await freePorts(), template: null });
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}

async function startServiceOnce(options: {
  env: Record<string, string>;
  ports: Ports;
  /** The seeded demo to copy, or null for an empty data directory. */
  template: string | null;
}): Promise<RunningService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'otodoke-e2e-'));
  const extra: Record<string, string> = {};
  if (options.template) {
    // Copy-on-write where the file system can; a plain copy (about a second for its 400 MB) elsewhere.
    await cp(path.join(options.template, 'data'), dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
    extra.PAYMENT_SIMULATOR_STATE_FILE = paymentStateFile(dataDir);
  }
  const baseUrl = `http://localhost:${options.ports.port}`;
  const { child, output } = startServer([], serviceEnv(options.ports, dataDir, { ...extra, ...options.env }));
  // A start takes 15–30 s on a quiet two-core machine (a few seconds on seeded data); parallel test files (and a busy
  // machine) make it longer.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      const Failure = output().includes('EADDRINUSE') ? PortTakenError : Error;
      throw new Failure(`server exited early:\n${output()}`);
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
    throw new Error(`server did not become ready:\n${output()}`);
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
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
