// The service as real processes (the server's main.ts under tsx, `--role api|worker`) on one PostgreSQL database,
// for the scale-out test and benchmark: a fresh database, free ports, start-up awaited from the banner, JSON log lines
// collected, and a browser-like fetch client that keeps cookies and the CSRF token whichever process it talks to.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

export { createPostgresDatabase } from './throwaway-database.ts';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServiceProcess {
  name: string;
  process: ChildProcess;
  /** Where an API process listens (empty for a worker). */
  baseUrl: string;
  /** Its JSON log lines so far. */
  lines: Record<string, unknown>[];
  /** Resolves with the first log line whose message is `message` (already written or still to come). */
  logged(message: string, timeoutMs: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * Starts `main.ts --role <role>` on the database and resolves once its banner says it runs. Every process gets its
 * own simulators (ports chosen by the system) and data directory; `env` adds or overrides variables (STORAGE_DIR:
 * the files every process must see, SMTP_URL, LOG_LEVEL...).
 */
export async function startServiceProcess(options: {
  name: string;
  role: 'api' | 'worker' | 'all';
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<ServiceProcess> {
  const port = options.role === 'worker' ? 0 : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--role', options.role], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'never',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      GOOGLE_SIMULATOR_PORT: '0',
      PAYMENT_SIMULATOR_PORT: '0',
      STORE_CATALOG_SIMULATOR_PORT: '0',
      STORE_SIMULATOR_PORT: '0',
      SALES_REPORT_INTERVAL_MS: '0',
      ...options.env,
    },
  });
  const lines: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  let rest = '';
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (part.startsWith('{')) lines.push(JSON.parse(part) as Record<string, unknown>);
      else output = `${output}${part}\n`.slice(-4000);
    }
    for (const wake of waiting) wake();
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    output = `${output}${chunk}`.slice(-4000);
  });

  const waitFor = (found: () => Record<string, unknown> | undefined, what: string, timeoutMs: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const line = found();
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
        reject(new Error(`${options.name} exited before ${what}:\n${output}`));
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`${options.name}: no ${what} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      waiting.add(check);
      child.once('exit', exited);
      check();
    });

  await waitFor(
    () => (output.includes('Otodoke is running') ? {} : undefined),
    'start-up banner',
    options.startTimeoutMs ?? 60_000,
  );
  return {
    name: options.name,
    process: child,
    baseUrl: options.role === 'worker' ? '' : `http://127.0.0.1:${port}`,
    lines,
    logged: (message, timeoutMs) =>
      waitFor(() => lines.find((line) => line.msg === message), `log line "${message}"`, timeoutMs),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface FetchResponse<T> {
  status: number;
  body: T;
}

/** A browser over real HTTP: one cookie jar and CSRF token, sent to whichever process `baseUrl` names. */
export class FetchClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  acid: number | null = null;

  headers(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'accept-language': 'en',
      ...(this.acid ? { 'x-tcj-acid': String(this.acid) } : {}),
    };
  }

  async request<T = Record<string, unknown>>(
    baseUrl: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<FetchResponse<T>> {
    if (method !== 'GET' && this.csrfToken === null) await this.request(baseUrl, 'GET', '/api/v1/me');
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...this.headers(),
        ...(method !== 'GET' && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const cleared = value.join('=') === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (cleared) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const csrf = response.headers.get('x-csrf-token');
    if (csrf) this.csrfToken = csrf;
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return { status: response.status, body: (isJson ? JSON.parse(text) : {}) as T };
  }
}
