// Pages and operations: the HTML shell with head tags and bootstrap state, sign-in redirects, static assets,
// maintenance mode, takeover, /logout, health checks, API docs and the developer mailbox.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { WEB_ROUTES } from '@otodoke/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './flows.ts';
import { PUBLIC_URL, startTestService, type TestService } from './harness.ts';
import type { TestClient, TestResponse } from './test-client.ts';

const INDEX_HTML =
  '<html lang="ja"><head><!--app-head--><script type="module" crossorigin src="/assets/boot.js"></script></head>' +
  '<body><!--app-bootstrap--><div id="root"></div></body></html>';
const APP_JS = 'console.log("otodoke");\n';
/** Vite's build manifest: the boot (entry) loads the app chunk with import(), which imports one more chunk. */
const MANIFEST = {
  '_boot.js': { file: 'assets/boot.js', name: 'boot', dynamicImports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js', name: 'app', imports: ['_runtime.js', '_boot.js'] },
  '_runtime.js': { file: 'assets/runtime.js', name: 'rolldown-runtime' },
};
const APP_PRELOADS = [
  '<link rel="modulepreload" crossorigin href="/assets/app.js">',
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
];
/** The landing page as the build renders it for a signed-out visitor (dist/prerendered/), long enough to compress. */
const PRERENDERED = {
  ja: `<main><h1>あなたの音楽を</h1>${'<p>ja</p>'.repeat(300)}</main>`,
  en: `<main><h1>Your music</h1>${'<p>en</p>'.repeat(300)}</main>`,
};

interface Bootstrap {
  csrf_token: string;
  language: string;
  theme: string;
  acid: number | null;
  is_takeover: boolean;
  is_maintenance: boolean;
  user: { id: number; name: string } | null;
  individual: { email: string; is_admin: boolean } | null;
  demo_sign_in: { email: string; password: string } | null;
  first_steps: unknown;
  estimate_report: unknown;
}

let service: TestService;
let distDir: string;

function titleOf(pattern: string, language: 'ja' | 'en'): string {
  return WEB_ROUTES.find((route) => route.pattern === pattern)!.title[language];
}

function bootstrapOf(page: TestResponse): Bootstrap {
  const match = /<script nonce="[^"]+">window\.__OTODOKE_BOOTSTRAP__ = (.*?);<\/script>/.exec(page.text);
  if (!match) throw new Error(`no bootstrap in:\n${page.text}`);
  return JSON.parse(match[1]!) as Bootstrap;
}

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = service.client('ja');
  await signIn(service, client, email, password);
  return client;
}

const asDemo = () => signedIn('demo@otodoke.test', 'otodoke-demo');
const asAdmin = () => signedIn('admin@otodoke.test', 'otodoke-admin');

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'assets', 'app.js'), APP_JS);
  writeFileSync(path.join(distDir, 'assets', 'app.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(distDir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  mkdirSync(path.join(distDir, 'prerendered'));
  writeFileSync(path.join(distDir, 'prerendered', 'landing.ja.html'), PRERENDERED.ja);
  writeFileSync(path.join(distDir, 'prerendered', 'landing.en.html'), PRERENDERED.en);
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  service = await startTestService({ seed: true, env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await service?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('page shell', () => {
  it('renders the top page with its title and the bootstrap state inline', async () => {
    const page = await service.client('ja').get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain(`<title>${titleOf('/', 'ja')}</title>`);
    expect(page.text).toContain(`<div id="root" data-prerendered>${PRERENDERED.ja}</div>`);
    expect(bootstrapOf(page)).toMatchObject({
      csrf_token: page.headers['x-csrf-token'],
      language: 'ja',
      theme: 'top',
      individual: null,
      demo_sign_in: { email: 'demo@otodoke.test', password: 'otodoke-demo' },
    });
  });

  it('answers an unknown page with 404 and the same shell', async () => {
    const page = await service.client('ja').get('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>ページが見つかりません | 音届け Otodoke</title>');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(bootstrapOf(page).csrf_token).toBe(page.headers['x-csrf-token']);
  });

  it('serves the legal and company pages to anyone, and 404 for a terms name that does not exist', async () => {
    const anonymous = service.client('ja');
    for (const path of [
      '/terms/service',
      '/terms/karaoke',
      '/terms/music-video',
      '/privacy',
      '/scta',
      '/company',
      '/artist-support',
    ]) {
      const page = await anonymous.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`<title>${titleOf(path, 'ja')}</title>`);
    }
    const english = await service.client('ja').get('/privacy?lang=en');
    expect(english.text).toContain('<title>Privacy Policy | Otodoke</title>');
    // The seller the receipts name, and where to write for help: what /scta and /company show.
    expect(bootstrapOf(english)).toMatchObject({
      seller: {
        name: '音届け株式会社（開発環境）',
        address: '東京都渋谷区神南1-0-0',
        invoice_registration_number: 'T3010401099999',
      },
      support_email: 'support@otodoke.test',
    });
    const unknown = await anonymous.get('/terms/nonexistent');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<title>ページが見つかりません | 音届け Otodoke</title>');
  });

  it('sends a signed-out visitor of the dashboard to sign in, coming back afterwards', async () => {
    const anonymous = service.client('ja');
    const dashboard = await anonymous.get('/dashboard');
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.location).toBe('/creators?action=signin&redirect_url=%2Fdashboard');
    const profile = await anonymous.get('/dashboard/profile/team?tab=1');
    expect(profile.headers.location).toBe(
      '/creators?action=signin&redirect_url=%2Fdashboard%2Fprofile%2Fteam%3Ftab%3D1',
    );
  });

  it('opens the password-reset link from the mail signed out, on basic info only', async () => {
    const anonymous = service.client('ja');
    const link = await anonymous.get('/dashboard/profile/basic-info?modal_type=password&token=abc');
    expect(link.status).toBe(200);
    const elsewhere = await anonymous.get('/dashboard/profile/team?modal_type=password&token=abc');
    expect(elsewhere.status).toBe(302);
  });

  it('serves the profile tabs that are built and 404 for the ones that are not', async () => {
    const demo = await asDemo();
    const team = await demo.get('/dashboard/profile/team');
    expect(team.status).toBe(200);
    expect(team.text).toContain(`<title>${titleOf('/dashboard/profile/:target', 'ja')}</title>`);
    expect(bootstrapOf(team)).toMatchObject({ acid: 1, individual: { email: 'demo@otodoke.test' } });
    // The dashboard's own parts (first steps, sales summary) are read for the dashboard only.
    expect(bootstrapOf(team)).toMatchObject({ first_steps: null, estimate_report: null });
    const home = bootstrapOf(await demo.get('/dashboard'));
    expect(home.first_steps).toMatchObject({ steps: expect.any(Array) });
    expect((await demo.get('/dashboard/profile/plan')).status).toBe(200);
    expect((await demo.get('/dashboard/profile/no-such-tab')).status).toBe(404);
    // The card page sits beside the tabs and is a page of its own.
    const card = await demo.get('/dashboard/profile/card?session_id=cs_x');
    expect(card.status).toBe(200);
    expect(card.text).toContain(`<title>${titleOf('/dashboard/profile/card', 'ja')}</title>`);
  });

  it('keeps an account name that contains </script> inside the bootstrap data', async () => {
    const demo = await asDemo();
    const hostile = '</script><script>alert(1)</script>';
    expect((await demo.patch('/api/v1/me/basic-info', { account_name: hostile })).status).toBe(200);
    try {
      const page = await demo.get('/dashboard');
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('<script>alert(1)');
      // The template's boot script and the bootstrap state, no third.
      expect(page.text.match(/<script/g)).toHaveLength(2);
      expect(bootstrapOf(page).user?.name).toBe(hostile);
    } finally {
      await demo.patch('/api/v1/me/basic-info', { account_name: 'Otodoke Demo Records' });
    }
  });

  it("keeps user text with $' $` $& whole: one shell, and the bootstrap state intact", async () => {
    const demo = await asDemo();
    const name = "Name$'Tail$`Head$&";
    expect((await demo.patch('/api/v1/me/basic-info', { account_name: name })).status).toBe(200);
    try {
      // The name is in the bootstrap state; ?via= is in it too, and the raw query also reaches og:url in the head.
      for (const [url, via] of [
        ['/dashboard?via=%24%60', '$`'],
        ["/dashboard?via=$'", "$'"],
        ['/dashboard?via=$`&x=$&', '$`'],
      ] as const) {
        const page = await demo.get(url);
        expect(page.status, url).toBe(200);
        expect(page.text.match(/<html/g), url).toHaveLength(1);
        expect(page.text.match(/<head>/g), url).toHaveLength(1);
        expect(page.text.match(/<div id="root"><\/div>/g), url).toHaveLength(1);
        expect(page.text.match(/<script/g), url).toHaveLength(2);
        expect(page.text.match(/<title>/g), url).toHaveLength(1);
        expect(page.text, url).not.toContain('<!--app-');
        const state = bootstrapOf(page) as Bootstrap & { page_via: string | null };
        expect(state.user?.name, url).toBe(name);
        expect(state.page_via, url).toBe(via);
      }
    } finally {
      await demo.patch('/api/v1/me/basic-info', { account_name: 'Otodoke Demo Records' });
    }
  });

  it('escapes <!-- and --> in the bootstrap state so the script element cannot change state', async () => {
    const demo = await asDemo();
    const tricky = 'a<!--<script>b-->c';
    expect((await demo.patch('/api/v1/me/basic-info', { account_name: tricky })).status).toBe(200);
    try {
      const page = await demo.get('/dashboard');
      const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(page.text)![1]!;
      expect(script).not.toMatch(/[<>]/);
      expect(bootstrapOf(page).user?.name).toBe(tricky);
    } finally {
      await demo.patch('/api/v1/me/basic-info', { account_name: 'Otodoke Demo Records' });
    }
  });

  it('serves built assets and nothing else from the dist folder', async () => {
    const client = service.client('ja');
    const asset = await client.get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.text).toBe(APP_JS);
    expect(String(asset.headers['cache-control'])).toContain('immutable');
    expect((await client.get('/assets/missing.js')).status).toBe(404);
    expect((await client.get('/index.html')).status).toBe(404);
  });

  it("sends the build's Brotli or gzip copy of an asset to a browser that accepts it, and the file to others", async () => {
    const fetchAsset = (acceptEncoding?: string) =>
      service.app.http.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await fetchAsset('br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await fetchAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await fetchAsset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);
    // The copies are ways of sending app.js, not addresses of their own.
    expect((await service.app.http.inject({ method: 'GET', url: '/assets/app.js.gz' })).statusCode).toBe(404);
  });

  it("puts the build's landing markup in #root for signed-out visitors only, on / only", async () => {
    expect((await service.client('ja').get('/?lang=en')).text).toContain(
      `<div id="root" data-prerendered>${PRERENDERED.en}</div>`,
    );
    // The prerendered header is a signed-out visitor's: a signed-in one's page is rendered by the app alone.
    const member = await asDemo();
    const mine = await member.get('/');
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('<div id="root"></div>');
    expect(bootstrapOf(mine).individual).not.toBeNull();
    for (const other of ['/pricing', '/no/such/page']) {
      expect((await service.client('ja').get(other)).text).toContain('<div id="root"></div>');
    }
  });

  it("preloads the app's chunks on every page but the prerendered landing, which starts the app once painted", async () => {
    const preloadsOf = (page: TestResponse) => page.text.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    const landing = await service.client('ja').get('/');
    expect(landing.text).toContain('data-prerendered');
    expect(preloadsOf(landing)).toEqual([]);
    for (const url of ['/creators?action=signin', '/pricing', '/no/such/page']) {
      const page = await service.client('ja').get(url);
      expect(page.text, url).not.toContain('data-prerendered');
      expect(preloadsOf(page), url).toEqual(APP_PRELOADS);
    }
    const member = await asDemo();
    for (const url of ['/', '/dashboard']) {
      const page = await member.get(url);
      expect(page.status, url).toBe(200);
      expect(preloadsOf(page), url).toEqual(APP_PRELOADS);
    }
    // The manifest is read by the server, never sent.
    expect((await service.client('ja').get('/.vite/manifest.json')).status).toBe(404);
  });

  it('compresses pages for browsers that accept it (Brotli first, then gzip)', async () => {
    const fetchPage = (acceptEncoding?: string) =>
      service.app.http.inject({
        method: 'GET',
        url: '/',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await fetchPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toContain(PRERENDERED.ja);

    const br = await fetchPage('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(PRERENDERED.ja);

    const gzip = await fetchPage('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(PRERENDERED.ja);

    expect((await fetchPage('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('renders English with ?lang=en', async () => {
    const page = await service.client('ja').get('/?lang=en');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`<title>${titleOf('/', 'en')}</title>`);
    expect(page.headers['content-language']).toBe('en');
    expect(bootstrapOf(page).language).toBe('en');
  });
});

describe('one host', () => {
  /** A request the way a browser sends it to this server, on the name the test picks. */
  const onHost = (host: string, method: 'GET' | 'HEAD', url: string) =>
    service.app.http.inject({ method, url, headers: { host } });
  const otherName = () => `127.0.0.1:${new URL(service.baseUrl()).port}`;

  it('moves a page opened on another name of this server to PUBLIC_URL, path and query kept', async () => {
    const page = await onHost(otherName(), 'GET', '/dashboard/releases?page=2&via=mail');
    expect(page.statusCode).toBe(308);
    expect(page.headers.location).toBe(`${PUBLIC_URL}/dashboard/releases?page=2&via=mail`);
    const head = await onHost(`localhost:${new URL(service.baseUrl()).port}`, 'HEAD', '/');
    expect(head.statusCode).toBe(308);
    expect(head.headers.location).toBe(`${PUBLIC_URL}/`);
  });

  it("serves pages on PUBLIC_URL's host, and API calls, probes and assets on any name", async () => {
    expect((await onHost('localhost:3000', 'GET', '/')).statusCode).toBe(200);
    for (const url of ['/api/v1/me', '/healthz', '/readyz', '/assets/app.js']) {
      expect((await onHost(otherName(), 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('leaves names that are not this server alone outside production (a phone on the LAN, a dev proxy)', async () => {
    expect((await onHost('192.168.1.20:3000', 'GET', '/')).statusCode).toBe(200);
    expect((await onHost('127.0.0.1:5173', 'GET', '/')).statusCode).toBe(200);
  });
});

describe('maintenance mode', () => {
  it('sends visitors to /maintenance and answers the API with 503 while operators keep working', async () => {
    const admin = await asAdmin();
    const demo = await asDemo();
    const on = await admin.put('/admin/api/v2/maintenance', { is_maintenance: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ is_maintenance: true });
    try {
      const anonymous = service.client('ja');
      for (const page of ['/dashboard', '/']) {
        const response = await anonymous.get(page);
        expect(response.status, page).toBe(302);
        expect(response.headers.location, page).toBe('/maintenance');
      }
      const notice = await anonymous.get('/maintenance');
      expect(notice.status).toBe(200);
      expect(notice.text).toContain(`<title>${titleOf('/maintenance', 'ja')}</title>`);
      expect(bootstrapOf(notice).is_maintenance).toBe(true);
      expect((await anonymous.get('/creators')).status).toBe(200);

      const api = await demo.get('/api/v1/me/basic-info');
      expect(api.status).toBe(503);
      expect(api.body).toEqual({
        code: 'MAINTENANCE',
        message: 'ただいまメンテナンス中です。しばらくお待ちください。',
        details: {},
        status_code: 503,
      });
      expect((await demo.get<Bootstrap>('/api/v1/me')).body.is_maintenance).toBe(true);

      expect((await admin.get('/admin/api/v2/maintenance')).body).toEqual({ is_maintenance: true });
      expect((await admin.get('/')).status).toBe(200);
      const staff = await signedIn('staff@otodoke.test', 'otodoke-staff');
      expect((await staff.get<Bootstrap>('/api/v1/me')).body.individual).not.toBeNull();
    } finally {
      expect((await admin.put('/admin/api/v2/maintenance', { is_maintenance: false })).status).toBe(200);
    }
    expect((await demo.get('/api/v1/me/basic-info')).status).toBe(200);
    expect((await service.client('ja').get('/')).status).toBe(200);
  });
});

describe('takeover', () => {
  it("lets an operator view an account read-only, refusing changes with the spec's message", async () => {
    const admin = await asAdmin();
    expect((await admin.post('/admin/api/v2/takeover', { account_id: 9999 })).status).toBe(404);
    expect((await admin.post('/admin/api/v2/takeover', { account_id: 1 })).status).toBe(200);

    const state = await admin.get<Bootstrap>('/api/v1/me');
    expect(state.body).toMatchObject({ is_takeover: true, acid: 1, user: { id: 1 }, individual: { is_admin: false } });
    expect(state.headers['x-tcj-acid']).toBe('1');
    expect((await admin.get('/api/v1/me/basic-info')).body.account_id).toBe(1);

    const change = await admin.patch('/api/v1/me/basic-info', { account_name: 'Changed by support' });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({
      code: 'INVALID_LOGIN_STATE',
      message: 'ログイン状態が不正なため、操作を実行できません。',
    });
    expect((await admin.get('/admin/api/v2/maintenance')).status).toBe(403);
    expect((await admin.get('/api/v1/me/basic-info')).body.account_name).toBe('Otodoke Demo Records');

    expect((await admin.delete('/admin/api/v2/takeover')).status).toBe(200);
    const after = await admin.get<Bootstrap>('/api/v1/me');
    expect(after.body).toMatchObject({ is_takeover: false, acid: null, user: null, individual: { is_admin: true } });
    expect((await admin.get('/admin/api/v2/maintenance')).status).toBe(200);
  });
});

describe('/logout', () => {
  it('ends the session on a POST with the CSRF token, going to the top page or the creators area', async () => {
    for (const [url, target] of [
      ['/logout', '/'],
      ['/logout?to_creators=1', '/creators'],
    ] as const) {
      const demo = await asDemo();
      const response = await demo.post(url);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(target);
      expect(demo.cookies.has('otodoke_sid')).toBe(false);
      expect((await demo.get<Bootstrap>('/api/v1/me')).body.individual).toBeNull();
    }
  });

  it('keeps the session when /logout is only followed as a link (another site can make a browser do that)', async () => {
    const demo = await asDemo();
    const response = await demo.get('/logout?to_creators=1');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/creators');
    expect(demo.cookies.has('otodoke_sid')).toBe(true);
    expect((await demo.get<Bootstrap>('/api/v1/me')).body.individual).toMatchObject({ email: 'demo@otodoke.test' });
  });

  it('refuses a POST without the CSRF token and keeps the session', async () => {
    const demo = await asDemo();
    for (const token of [undefined, 'forged-token']) {
      const response = await service.app.http.inject({
        method: 'POST',
        url: '/logout',
        headers: {
          cookie: [...demo.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(token ? { 'x-csrf-token': token } : {}),
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF_INVALID' });
    }
    expect((await demo.get<Bootstrap>('/api/v1/me')).body.individual).toMatchObject({ email: 'demo@otodoke.test' });
  });
});

describe('security headers', () => {
  const header = (response: TestResponse, name: string) => String(response.headers[name] ?? '');
  const directives = (response: TestResponse) =>
    new Map(
      header(response, 'content-security-policy')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values] as const),
    );

  it("sends a Content-Security-Policy whose nonce lets only the shell's bootstrap script run", async () => {
    const client = service.client('ja');
    const page = await client.get('/');
    const csp = directives(page);
    const nonce = /<script nonce="([^"]+)">/.exec(page.text)![1]!;
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(header(page, 'x-frame-options')).toBe('DENY');
    expect(header(page, 'x-content-type-options')).toBe('nosniff');
    // Served over http here (PUBLIC_URL http://localhost): HSTS is for https only.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);

    const next = await client.get('/');
    expect(/<script nonce="([^"]+)">/.exec(next.text)![1]).not.toBe(nonce);
  });

  it('sends the same protections with API answers, errors included', async () => {
    const client = service.client('ja');
    for (const response of [await client.get('/api/v1/me'), await client.get('/api/v1/me/basic-info')]) {
      expect(directives(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(header(response, 'x-frame-options')).toBe('DENY');
      expect(header(response, 'x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('operations endpoints', () => {
  it('reports health and readiness with the database kind', async () => {
    const client = service.client('ja');
    const health = await client.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: service.database.kind });
  });

  it('publishes an OpenAPI 3.1 document of the API', async () => {
    const docs = await service
      .client('ja')
      .get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/docs/json');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toBe('3.1.0');
    expect(Object.keys(docs.body.paths['/api/v1/auth/signin']!)).toContain('post');
    expect(docs.body.paths['/api/v1/me/team/members/{id}']).toBeDefined();
  });

  it('shows sent mail in the developer mailbox', async () => {
    const client = service.client('ja');
    expect((await client.post('/api/v1/auth/password-reset', { email: 'demo@otodoke.test' })).status).toBe(200);
    const mail = await service.inbox.waitFor('demo@otodoke.test', /パスワードの再設定/);
    const mailbox = await client.get('/dev/mailbox?to=demo@otodoke.test');
    expect(mailbox.status).toBe(200);
    expect(mailbox.text).toContain(`<strong>${mail.subject}</strong>`);
  });

  it('answers a recipient filter no address can match with an empty mailbox, not a 500', async () => {
    const client = service.client('ja');
    const json = await client.get<{ items: unknown[] }>('/dev/mailbox.json?to=%00');
    expect(json.status).toBe(200);
    expect(json.body.items).toEqual([]);
    const page = await client.get('/dev/mailbox?to=a%00b');
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="ab"');
  });
});
