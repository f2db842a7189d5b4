// Where visits come from (via, referer cookies) and client error logs (HTML stripped, sensitive fields masked).
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, visits } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

let service: TestService;

interface StoredLog {
  level: string;
  individualId: number | null;
  data: {
    message: string;
    url: string;
    details?: Record<string, unknown>;
    state?: Record<string, unknown>;
  };
}

async function latestLog(): Promise<StoredLog> {
  const [row] = await service.database.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
  return row as StoredLog;
}

async function logCount(): Promise<number> {
  const [row] = await service.database.db.select({ n: count() }).from(clientLogs);
  return Number(row!.n);
}

/** Sends a body exactly as given, the way a broken or hostile client would. */
async function postRawLog(client: TestClient, payload: string, contentType = 'application/json') {
  await client.get('/api/v1/me');
  const response = await service.app.http.inject({
    method: 'POST',
    url: '/api/logging',
    payload,
    headers: {
      'content-type': contentType,
      'accept-language': client.language,
      'x-csrf-token': client.csrfToken!,
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

function via(client: TestClient, query: string, referer?: string) {
  return client.request<{ via_history: string[] }>('GET', `/api/v1/via${query}`, undefined, referer ? { referer } : {});
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
});
afterAll(async () => {
  await service?.close();
});

describe('visit source', () => {
  it('remembers the via history and the first referer in cookies', async () => {
    const browser = service.client('ja');
    const first = await via(browser, '?via=tw&page_via=top', 'https://t.co/abc');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ via_history: ['tw'] });
    expect(browser.cookies.get('via_history')).toBe('tw');
    expect(browser.cookies.get('referer')).toBe('https://t.co/abc');

    const second = await via(browser, '?via=ig', 'https://www.instagram.com/');
    expect(second.body).toEqual({ via_history: ['tw', 'ig'] });
    expect(browser.cookies.get('referer')).toBe('https://t.co/abc'); // the first referer is kept

    expect((await via(browser, '?via=ig')).body).toEqual({ via_history: ['tw', 'ig'] });
    expect((await via(browser, '?via=%3Cscript%3E')).body).toEqual({ via_history: ['tw', 'ig'] });

    const [visit] = await service.database.db.select().from(visits).orderBy(visits.id).limit(1);
    expect(visit).toMatchObject({ via: 'tw', pageVia: 'top', referer: 'https://t.co/abc' });
  });
});

describe('client logs', () => {
  it('stores the message without HTML and masks sensitive fields in details and state', async () => {
    const browser = service.client('ja');
    const sent = await browser.post('/api/logging', {
      level: 'error',
      data: {
        url: 'https://otodoke.test/dashboard',
        user_agent: 'Chrome',
        message: '<p>Saving <b>failed</b></p><script>steal()</script>',
        code: 'E_SAVE',
        details: { password: 'hunter22', form: { cardNumber: '4242424242424242', name: 'Aoi' }, status: 500 },
        state: { email: 'aoi@example.test', page: 'releases', items: [{ token: 'abc' }] },
        last_clicks: ['button#save'],
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ ok: true });

    const stored = await latestLog();
    expect(stored.level).toBe('error');
    expect(stored.individualId).toBeNull();
    expect(stored.data.message).toBe('Saving failed');
    expect(stored.data.details).toEqual({
      password: '[redacted]',
      form: { cardNumber: '[redacted]', name: 'Aoi' },
      status: 500,
    });
    expect(stored.data.state).toEqual({ email: '[redacted]', page: 'releases', items: [{ token: '[redacted]' }] });
    expect(JSON.stringify(stored)).not.toMatch(/hunter22|4242424242424242|aoi@example\.test/);
  });

  it('records who was signed in', async () => {
    const demo = service.client('ja');
    await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
    const me = await demo.get<{ individual: { id: number } }>('/api/v1/me');
    expect(
      (await demo.post('/api/logging', { level: 'warning', data: { url: '/dashboard', message: 'slow' } })).status,
    ).toBe(201);
    expect(await latestLog()).toMatchObject({ level: 'warning', individualId: me.body.individual.id });
  });

  it('answers broken, oversized and hostile bodies with 400 VALIDATION_FAILED (413 over the limit) and stores nothing', async () => {
    const browser = service.client('en');
    const before = await logCount();
    const entry = (data: Record<string, unknown>) => JSON.stringify({ level: 'error', data: { url: '/', ...data } });
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const bodies: [string, string, string?][] = [
      ['malformed JSON', '{"level": "error", "data": '],
      ['not JSON at all', 'level=error', 'text/plain'],
      ['message too long', entry({ message: 'x'.repeat(5001) })],
      ['unknown level', JSON.stringify({ level: 'fatal', data: { url: '/', message: 'm' } })],
      ['deeply nested details', `{"level":"error","data":{"url":"/","message":"m","details":${nested(5000)}}}`],
      ['deeply nested state', `{"level":"error","data":{"url":"/","message":"m","state":${nested(100)}}}`],
      ['__proto__ key', '{"level":"error","data":{"url":"/","message":"m","__proto__":{"x":1}}}'],
    ];
    for (const [name, payload, contentType] of bodies) {
      const response = await postRawLog(browser, payload, contentType);
      expect(response.status, name).toBe(400);
      expect(response.body, name).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Some fields need to be corrected.',
        status_code: 400,
      });
    }
    const tooLarge = await postRawLog(browser, entry({ message: 'x'.repeat(1024 * 1024 + 1) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'REQUEST_TOO_LARGE', status_code: 413 });
    expect(await logCount()).toBe(before);
  });
});
