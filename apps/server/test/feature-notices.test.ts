// "Tell me when it opens" (double opt-in notices for services not built yet) and the public feature pages: every
// page answers a signed-out visitor with its head tags, every short address redirects with 301 to its page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEATURE_WEB_ROUTES, PAGE_REDIRECTS } from '@otodoke/contract';
import { formatValidationMessage, UPCOMING_PUBLIC_FEATURES } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureNotices, outboundMail } from '../src/platform/db/schema.ts';
import { startTestService, type TestService } from './harness.ts';

const INDEX_HTML =
  '<html lang="ja"><head><!--app-head--></head><body><!--app-bootstrap--><div id="root"></div></body></html>';

let service: TestService;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-web-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  service = await startTestService({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await service?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const ask = (email: string, feature = 'publishing', language: 'ja' | 'en' = 'ja', address = '198.51.100.1') => {
  const client = service.client(language);
  client.remoteAddress = address;
  return client.post('/api/v2/feature-notices', { feature, email, language, consent: true });
};

const mailsTo = async (email: string) =>
  service.database.db.select().from(outboundMail).where(eq(outboundMail.to, email));

const noticeOf = async (email: string) =>
  (await service.database.db.select().from(featureNotices).where(eq(featureNotices.email, email)))[0];

const linkIn = (text: string, page: 'confirm' | 'unsubscribe') => {
  const url = new RegExp(`https?://\\S+/feature-notices/${page}\\?\\S+`).exec(text)?.[0];
  if (!url) throw new Error(`no ${page} link in:\n${text}`);
  return new URL(url);
};

describe('feature notices', () => {
  it('mails a confirmation link that confirms the notice, in the language of the form', async () => {
    const answer = await ask('Mika@Example.test', 'publishing', 'ja');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect((await noticeOf('mika@example.test'))?.status).toBe('pending');

    const mail = await service.inbox.waitFor('mika@example.test', /音楽出版/);
    expect(mail.subject).toContain('登録確認');
    const confirm = linkIn(mail.text, 'confirm');
    expect(confirm.searchParams.get('lang')).toBe('ja');
    // Every mail can stop the notice.
    expect(linkIn(mail.text, 'unsubscribe').searchParams.get('token')).toBeTruthy();

    const confirmed = await service.client('ja').post('/api/v2/feature-notices/confirm', {
      token: confirm.searchParams.get('token'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ feature: 'publishing', language: 'ja' });
    expect((await noticeOf('mika@example.test'))?.status).toBe('confirmed');
    // Opening the link again says the same.
    const again = await service.client('ja').post('/api/v2/feature-notices/confirm', {
      token: confirm.searchParams.get('token'),
    });
    expect(again.body).toEqual({ feature: 'publishing', language: 'ja' });
  });

  it('answers a second sign-up exactly like the first, and mails nothing more', async () => {
    const first = await ask('twice@example.test', 'linkcore', 'en');
    const second = await ask('twice@example.test', 'linkcore', 'en');
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await mailsTo('twice@example.test')).toHaveLength(1);

    const mail = await service.inbox.waitFor('twice@example.test', /LinkCore/);
    expect(mail.subject).toContain('Confirm your notice');
    await service.client('en').post('/api/v2/feature-notices/confirm', {
      token: linkIn(mail.text, 'confirm').searchParams.get('token'),
    });
    const afterConfirm = await ask('twice@example.test', 'linkcore', 'en');
    expect(afterConfirm.body).toEqual(first.body);
    expect(await mailsTo('twice@example.test')).toHaveLength(1);
  });

  it('stops the notice from the unsubscribe link', async () => {
    await ask('stop@example.test', 'publishing', 'en');
    const mail = await service.inbox.waitFor('stop@example.test', /publishing/i);
    const stop = await service.client('en').post('/api/v2/feature-notices/unsubscribe', {
      token: linkIn(mail.text, 'unsubscribe').searchParams.get('token'),
    });
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({ feature: 'publishing', language: 'en' });
    expect((await noticeOf('stop@example.test'))?.status).toBe('unsubscribed');
    const unknown = await service.client('en').post('/api/v2/feature-notices/unsubscribe', { token: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('TOKEN_INVALID');
  });

  it('refuses a service that is open already, and one that does not exist', async () => {
    const open = await ask('open@example.test', 'music-video', 'ja');
    expect(open.status).toBe(400);
    expect(open.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { feature: 'このサービスはすでにご利用いただけます' } },
    });
    const unknown = await ask('open@example.test', 'time-travel', 'ja');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    expect(await mailsTo('open@example.test')).toHaveLength(0);
  });

  it('answers a bad e-mail address with the spec message, in ja and in en', async () => {
    for (const language of ['ja', 'en'] as const) {
      const answer = await ask('not-an-address', 'submit', language);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { email: formatValidationMessage('email', language) } },
      });
    }
  });

  it('needs the consent checkbox', async () => {
    const client = service.client('en');
    client.remoteAddress = '198.51.100.7';
    const answer = await client.post('/api/v2/feature-notices', {
      feature: 'submit',
      email: 'noconsent@example.test',
      language: 'en',
      consent: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      details: { fields: { consent: 'Please agree to receive the notice by e-mail.' } },
    });
  });

  it('limits the requests of one client address, not the others', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await ask(`burst${i}@example.test`, 'publishing', 'ja', '203.0.113.50')).status).toBe(200);
    }
    const limited = await ask('burst-more@example.test', 'publishing', 'ja', '203.0.113.50');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await mailsTo('burst-more@example.test')).toHaveLength(0);
    expect((await ask('other@example.test', 'publishing', 'ja', '203.0.113.51')).status).toBe(200);
  });

  it('takes every service not built yet', () => {
    expect([...UPCOMING_PUBLIC_FEATURES].sort()).toEqual(
      ['linkcore', 'publishing', 'spotify-discovery-mode', 'submit'].sort(),
    );
  });
});

describe('public feature pages', () => {
  it('serves every feature page, the store pages and the notice pages to a signed-out visitor, with its title', async () => {
    for (const route of FEATURE_WEB_ROUTES) {
      for (const language of ['ja', 'en'] as const) {
        const page = await service.client(language).get(`${route.pattern}?lang=${language}`);
        expect(page.status, route.pattern).toBe(200);
        expect(page.text).toContain(`<title>${route.title[language]}</title>`);
        if (route.description) expect(page.text).toContain(route.description[language].slice(0, 20));
      }
    }
  });

  it('redirects every short address with 301 to its page, keeping the query', async () => {
    const expected: Record<string, string> = {
      '/distribution': '/features/creators-distribution',
      '/creators-distribution': '/features/creators-distribution',
      '/submit': '/features/submit',
      '/vocaloid': '/features/vocaloid',
      '/youtube-monetization': '/features/youtube-monetization',
      '/facebook-music': '/features/facebook-music',
      '/publishing': '/features/publishing',
      '/video-kicks': '/features/music-video',
      '/video-kicks-karaoke': '/features/karaoke',
      '/features/split': '/split',
    };
    expect(PAGE_REDIRECTS).toEqual(expected);
    for (const [from, to] of Object.entries(expected)) {
      const answer = await service.client('ja').get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location).toBe(to);
      const target = await service.client('ja').get(to);
      expect(target.status, to).toBe(200);
    }
    const withQuery = await service.client('en').get('/video-kicks?lang=en');
    expect(withQuery.headers.location).toBe('/features/music-video?lang=en');
  });
});
