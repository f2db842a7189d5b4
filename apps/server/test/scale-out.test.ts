// Scale-out: two API processes and one worker process (the server's main.ts, `--role api` and `--role worker`) on one
// PostgreSQL database, a browser moving between the two APIs: signed in on one, acting on the other, the mail its act
// queues delivered by the worker, signed out on one and out on the other, a captcha solution used on one refused on
// the other. PostgreSQL only (TEST_DATABASE_URL): a PGlite database belongs to one process.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN, seedDemoData } from '../src/demo/seed.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { linkFrom } from './flows.ts';
import { createPostgresDatabase, FetchClient, type ServiceProcess, startServiceProcess } from './service-processes.ts';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const LABEL = 1;

let workDir: string;
let inbox: SmtpInbox;
let database: { url: string; drop(): Promise<void> } | null = null;
const running: ServiceProcess[] = [];
let apiA: ServiceProcess;
let apiB: ServiceProcess;
let worker: ServiceProcess;

describe.skipIf(!adminUrl)('two API processes and a worker on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-scale-'));
    inbox = await startSmtpInbox();
    database = await createPostgresDatabase(adminUrl!, 'otodoke_scale');
    // Migrations and the demo people, once, before any process starts.
    const seeding = await openDatabase({ databaseUrl: database.url });
    await seedDemoData(seeding.db);
    await seeding.close();
    const start = async (name: string, role: 'api' | 'worker') => {
      const started = await startServiceProcess({
        name,
        role,
        databaseUrl: database!.url,
        dataDir: path.join(workDir, name),
        // One file store for all (a shared disk here; S3-compatible storage in a real deployment).
        env: { SMTP_URL: inbox.url, STORAGE_DIR: path.join(workDir, 'files') },
      });
      running.push(started);
      return started;
    };
    [worker, apiA, apiB] = await Promise.all([start('worker', 'worker'), start('api-a', 'api'), start('api-b', 'api')]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(running.map((process) => process.stop()));
    await inbox?.close();
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('signs in on one API, acts on the other, and the worker sends the mail', async () => {
    const browser = new FetchClient();
    const signedIn = await browser.request<{ next_action: string | null }>(
      apiA.baseUrl,
      'POST',
      '/api/v1/auth/signin',
      {
        email: DEMO_SIGN_IN.email,
        password: DEMO_SIGN_IN.password,
      },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.next_action).toBeNull();

    // The other process knows the session: it lives in the database, not in the process that made it.
    const me = await browser.request<{ individual: { email: string } | null }>(apiB.baseUrl, 'GET', '/api/v1/me');
    expect(me.body.individual?.email).toBe(DEMO_SIGN_IN.email);
    browser.acid = LABEL;
    const invited = await browser.request(apiB.baseUrl, 'POST', '/api/v1/me/team/invites', {
      email: 'scale-out@example.test',
      permissions: { '8000': 'readonly' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);

    // Neither API process runs workers: the worker process delivers the invitation.
    const mail = await inbox.waitFor('scale-out@example.test', /invite|招待/, 20_000);
    expect(linkFrom(mail.text, /action=invite&token=/).searchParams.get('token')).toBeTruthy();
    await worker.logged('mail delivered', 5_000);
    for (const api of [apiA, apiB]) expect(api.lines.some((line) => line.msg === 'mail delivered')).toBe(false);

    // The first process sees what the second wrote.
    const team = await browser.request<{ invites: { email: string }[] }>(apiA.baseUrl, 'GET', '/api/v1/me/team');
    expect(team.body.invites.map((invite) => invite.email)).toContain('scale-out@example.test');

    // Signed out on one process is signed out on the other, even for a copy of the old session cookie the other
    // process has just served (and may keep in its cache): within moments, as the notification follows the commit,
    // never after the cache's own minute.
    const stale = new FetchClient();
    for (const [name, value] of browser.cookies) stale.cookies.set(name, value);
    const before = await stale.request<{ individual: unknown }>(apiA.baseUrl, 'GET', '/api/v1/me');
    expect(before.body.individual).not.toBeNull();
    expect((await browser.request(apiB.baseUrl, 'POST', '/api/v1/auth/signout')).status).toBe(200);
    const signedOutAt = Date.now();
    let individual: unknown = before.body.individual;
    while (individual !== null && Date.now() - signedOutAt < 1000) {
      individual = (await stale.request<{ individual: unknown }>(apiA.baseUrl, 'GET', '/api/v1/me')).body.individual;
    }
    expect(individual).toBeNull();
  }, 60_000);

  it('refuses on one API a captcha solution already used on the other', async () => {
    const browser = new FetchClient();
    const attempt = (baseUrl: string, captcha?: string) =>
      browser.request<{ code?: string; next_action?: string | null }>(baseUrl, 'POST', '/api/v1/auth/signin', {
        email: 'nobody-scale@example.test',
        password: 'not-the-password',
        ...(captcha ? { captcha } : {}),
      });
    // Three failures, counted in the database whichever process saw them, make the next try need a captcha.
    for (const baseUrl of [apiA.baseUrl, apiB.baseUrl, apiA.baseUrl]) expect((await attempt(baseUrl)).status).toBe(401);
    const needs = await attempt(apiB.baseUrl);
    expect(needs.body.next_action).toBe('captcha');

    const { body } = await browser.request<{ challenge: Parameters<typeof solveChallenge>[0]['challenge'] }>(
      apiA.baseUrl,
      'GET',
      '/api/v1/auth/captcha',
    );
    const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
    // Accepted on A (the password is still wrong), refused on B.
    const onA = await attempt(apiA.baseUrl, payload);
    expect(onA.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    const onB = await attempt(apiB.baseUrl, payload);
    expect(onB.body.code).toBe('CAPTCHA_INVALID');
  }, 60_000);
});
