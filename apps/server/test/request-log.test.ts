// The request log: one line per request, written in the background, with no token, cookie or sensitive field.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asyncDestination,
  createLogger,
  flushLogger,
  type LogDestination,
  type Logger,
} from '../src/platform/logger.ts';
import { startTestService, type TestService } from './harness.ts';

interface Line {
  msg: string;
  level: number;
  reqId?: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  individualId?: number;
  accountId?: number;
  [key: string]: unknown;
}

let service: TestService;
let logger: Logger;
let dir: string;
let file: string;
/** Lines written since the last flush, and lines a flush has written out. */
const held: string[] = [];
const flushed: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-request-log-'));
  file = path.join(dir, 'app.log');
  // The destination the server uses (written in the background), to a file the test reads; the lines each flush
  // has written out are noted.
  const target = asyncDestination(file);
  const destination: LogDestination = {
    write(line) {
      held.push(line);
      return target.write(line);
    },
    flush(callback) {
      target.flush!((error) => {
        flushed.push(...held.splice(0));
        callback?.(error);
      });
    },
    flushSync: () => target.flushSync!(),
  };
  logger = createLogger('info', destination);
  service = await startTestService({ seed: true, logger, runWorkers: false });
});
afterAll(async () => {
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

async function written(): Promise<{ text: string; lines: Line[] }> {
  await flushLogger(logger);
  const text = await readFile(file, 'utf8');
  return {
    text,
    lines: text
      .trimEnd()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line),
  };
}

/** The lines about requests to this exact (logged, redacted) URL. */
function requestLines(lines: Line[], url: string): Line[] {
  return lines.filter((line) => line.req?.url === url);
}

describe('request log', () => {
  it('writes one line per request, at completion, with method, URL, status, time and request id', async () => {
    const client = service.client('en');
    const answer = await client.get('/api/v1/me?probe=one-line');
    const { lines } = await written();
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    const mine = requestLines(lines, '/api/v1/me?probe=one-line');
    expect(mine).toHaveLength(1);
    const line = mine[0]!;
    expect(line.msg).toBe('request completed');
    expect(line.level).toBe(30);
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/v1/me?probe=one-line' });
    expect(line.res).toEqual({ statusCode: answer.status });
    expect(line.responseTime).toBeGreaterThan(0);
    expect(line.reqId).toBe(line.req!.id);
    expect(line.individualId).toBeUndefined();
  });

  it('keeps tokens of the URL out of the line', async () => {
    const client = service.client('en');
    await client.get('/creators?action=welcome&token=mail-link-secret-42');
    await client.get('/api/v2/uploads/upload-capability-77');
    const { text, lines } = await written();
    expect(requestLines(lines, '/creators?action=welcome&token=[redacted]')).toHaveLength(1);
    expect(requestLines(lines, '/api/v2/uploads/[redacted]')).toHaveLength(1);
    expect(text).not.toMatch(/mail-link-secret-42|upload-capability-77/);
  });

  it('names who acted, and never writes the password, the address, the cookies or the CSRF token', async () => {
    const client = service.client('ja');
    const signIn = await client.post('/api/v1/auth/signin', { email: 'demo@otodoke.test', password: 'otodoke-demo' });
    expect(signIn.status).toBe(200);
    const me = await client.get<{ individual_id?: number }>('/api/v1/me?probe=signed-in');
    expect(me.status).toBe(200);
    const { text, lines } = await written();
    const [signInLine] = requestLines(lines, '/api/v1/auth/signin');
    expect(signInLine).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    const [meLine] = requestLines(lines, '/api/v1/me?probe=signed-in');
    expect(meLine!.individualId).toEqual(expect.any(Number));
    expect(meLine!.accountId).toEqual(expect.any(Number));
    expect(meLine!.accountId).toBe(Number(me.headers['x-tcj-acid']));
    const session = client.cookies.get('otodoke_sid');
    expect(session).toBeTruthy();
    expect(text).not.toContain(session!);
    expect(text).not.toContain(String(me.headers['x-csrf-token']));
    expect(text).not.toMatch(/otodoke-demo|demo@otodoke\.test|otodoke_sid/);
  });

  it('writes no line for a route logged at warn (the health check)', async () => {
    await service.client('en').get('/healthz');
    const { lines } = await written();
    expect(requestLines(lines, '/healthz')).toHaveLength(0);
  });

  it('loses no line when the app closes', async () => {
    const client = service.client('en');
    const count = 40;
    for (let i = 0; i < count; i++) await client.get(`/api/v1/me?probe=close-${i}`);
    // Closing the app writes out what the background destination still holds (no flush by the test here).
    await service.restart({ runWorkers: false });
    const urls = (lines: string[]) => lines.map((line) => (JSON.parse(line) as Line).req?.url);
    const expected = Array.from({ length: count }, (_, i) => `/api/v1/me?probe=close-${i}`);
    expect(urls(flushed)).toEqual(expect.arrayContaining(expected));
    expect(urls((await readFile(file, 'utf8')).trimEnd().split('\n'))).toEqual(expect.arrayContaining(expected));
  });
});
