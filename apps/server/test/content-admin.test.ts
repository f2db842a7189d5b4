// The operators' content API: only operators reach it; create, save, versions and restore; a stale save is refused;
// scheduling; secret preview links (only their hash kept); hostile input never rendered raw; images in webp sizes.
import { createHash } from 'node:crypto';
import * as api from '@otodoke/contract';
import { buildPath, type EndpointContract } from '@otodoke/contract';
import { RELEASE_STATUS } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, contentEntries, releaseArtists, releases } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL_ID = 1;
const BASE = '/admin/api/v2/content';

type Entry = api.ResponseOf<typeof api.getContentEntry>;
type ErrorBody = {
  code: string;
  message: string;
  details: { fields?: Record<string, string> } & Record<string, unknown>;
};

let service: TestService;
let operator: TestClient;
let member: TestClient;
let anonymous: TestClient;
let clock = new Date();
let categoryId: number;

const p = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
const body = (...content: unknown[]) => ({ type: 'doc', content });

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = service.client('ja');
  await signIn(service, client, email, password);
  return client;
}

async function createArticle(title = '配信前のチェックリスト'): Promise<Entry> {
  const created = await operator.post<Entry>(`${BASE}/entries`, {
    kind: 'guide_article',
    translations: { ja: { title, summary: '要点', body: body(p('最初の段落です。')) } },
    guide: { category_id: categoryId },
  });
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  service = await startTestService({ seed: true, now: () => clock });
  operator = await signedIn('admin@otodoke.test', 'otodoke-admin');
  member = await signedIn('demo@otodoke.test', 'otodoke-demo');
  member.acid = LABEL_ID;
  anonymous = service.client('ja');
  const loaded = await operator.get<Entry>(`${BASE}/entries/1`);
  categoryId = loaded.body.choices.categories[0]!.id;
}, 120_000);

afterAll(async () => {
  await service?.close();
});

describe('who may use the content tools', () => {
  const adminEndpoints: EndpointContract[] = [
    api.listContentEntries,
    api.getContentEntry,
    api.createContentEntry,
    api.saveContentEntry,
    api.deleteContentTranslation,
    api.setContentEntryStatus,
    api.listContentVersions,
    api.getContentVersion,
    api.restoreContentVersion,
    api.createContentPreviewLink,
    api.revokeContentPreviewLink,
    api.createContentImage,
    api.searchContentEmbeds,
  ];

  it('are all admin-only in the contract', () => {
    for (const contract of adminEndpoints) expect(contract.access.kind, contract.path).toBe('admin');
  });

  it('refuses members (403) and anonymous visitors (401) on every admin route', async () => {
    for (const contract of adminEndpoints) {
      const url = buildPath(contract.path, { id: 1, language: 'ja' });
      const asMember = await member.request(contract.method, url, contract.method === 'GET' ? undefined : {});
      expect(asMember.status, `${contract.method} ${url}`).toBe(403);
      const asNobody = await anonymous.request(contract.method, url, contract.method === 'GET' ? undefined : {});
      expect([401, 403], `${contract.method} ${url}`).toContain(asNobody.status);
    }
  });
});

describe('writing an entry', () => {
  it('creates a draft, saves it, keeps every save as a version and restores one as a new version', async () => {
    const created = await createArticle();
    expect(created.status).toBe('draft');
    expect(created.translations.ja!.title).toBe('配信前のチェックリスト');
    expect(created.updated_by_name).toBe('Otodoke Operator');

    const saved = await operator.put<Entry>(`${BASE}/entries/${created.id}`, {
      updated_at: created.updated_at,
      translations: {
        ja: { title: '配信前のチェックリスト（改訂）', summary: '', body: body(p('改訂した段落。')) },
        en: { title: 'Checklist before delivery', summary: '', body: body(p('Revised.')) },
      },
      guide: { category_id: categoryId, featured: true, position: 3 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.translations.en!.title).toBe('Checklist before delivery');
    expect(saved.body.guide).toMatchObject({ featured: true, position: 3 });
    expect(saved.body.updated_at).not.toBe(created.updated_at);

    const listed = await operator.get<api.ResponseOf<typeof api.listContentEntries>>(
      `${BASE}/entries?kind=guide_article&q=${encodeURIComponent('改訂')}`,
    );
    expect(listed.body.items.map((row) => row.id)).toEqual([created.id]);
    expect(listed.body.items[0]!.titles).toEqual({
      ja: '配信前のチェックリスト（改訂）',
      en: 'Checklist before delivery',
    });

    type Versions = api.ResponseOf<typeof api.listContentVersions>;
    const versions = await operator.get<Versions>(`${BASE}/entries/${created.id}/versions?language=ja`);
    expect(versions.body.items.map((row) => row.title)).toEqual([
      '配信前のチェックリスト（改訂）',
      '配信前のチェックリスト',
    ]);
    expect(versions.body.items[0]!.created_by_name).toBe('Otodoke Operator');
    const first = versions.body.items[1]!;
    const one = await operator.get<api.ResponseOf<typeof api.getContentVersion>>(`${BASE}/versions/${first.id}`);
    expect(one.body.body.content).toEqual([p('最初の段落です。')]);

    const restored = await operator.post<Entry>(`${BASE}/versions/${first.id}/restore`, {
      updated_at: saved.body.updated_at,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.translations.ja!.title).toBe('配信前のチェックリスト');
    expect(restored.body.translations.en!.title).toBe('Checklist before delivery');
    const after = await operator.get<Versions>(`${BASE}/entries/${created.id}/versions?language=ja`);
    expect(after.body.total).toBe(3);
    expect(after.body.items[0]!.title).toBe('配信前のチェックリスト');

    // One language may go; the last one stays.
    const noEnglish = await operator.request<Entry>('DELETE', `${BASE}/entries/${created.id}/translations/en`);
    expect(noEnglish.status).toBe(200);
    expect(noEnglish.body.translations.en).toBeUndefined();
    const last = await operator.request<ErrorBody>('DELETE', `${BASE}/entries/${created.id}/translations/ja`);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('CONTENT_LAST_TRANSLATION');
  });

  it('refuses a save over a newer one (two tabs), in the reader’s language, and takes the fresh one', async () => {
    const created = await createArticle('二つのタブ');
    const text = (title: string) => ({ ja: { title, summary: '', body: body(p(title)) } });
    const firstTab = await operator.put<Entry>(`${BASE}/entries/${created.id}`, {
      updated_at: created.updated_at,
      translations: text('一つ目のタブ'),
    });
    expect(firstTab.status).toBe(200);
    const secondTab = await operator.put<ErrorBody>(`${BASE}/entries/${created.id}`, {
      updated_at: created.updated_at,
      translations: text('二つ目のタブ'),
    });
    expect(secondTab.status).toBe(409);
    expect(secondTab.body.code).toBe('CONTENT_STALE');
    expect(secondTab.body.message).toContain('他の担当者');
    const current = await operator.get<Entry>(`${BASE}/entries/${created.id}`);
    expect(current.body.translations.ja!.title).toBe('一つ目のタブ');
    const enMessage = await operator.request<ErrorBody>('PUT', `${BASE}/entries/${created.id}?lang=en`, {
      updated_at: created.updated_at,
      translations: text('x'),
    });
    expect(enMessage.body.message).toMatch(/Someone else saved/);
    // `?lang=` is remembered (a cookie): back to Japanese for the tests that follow.
    const retried = await operator.put<Entry>(`${BASE}/entries/${created.id}?lang=ja`, {
      updated_at: current.body.updated_at,
      translations: text('二つ目のタブ'),
    });
    expect(retried.status).toBe(200);
  });

  it('refuses an image without alt text, naming the node, and a body link to javascript:', async () => {
    const created = await createArticle('画像の代替テキスト');
    const image = { type: 'image', attrs: { src: '/media/content/1/480.webp', alt: ' ' } };
    const refused = await operator.put<ErrorBody>(`${BASE}/entries/${created.id}`, {
      updated_at: created.updated_at,
      translations: { ja: { title: '画像', summary: '', body: body(p('前'), image) } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fields!['body_ja.content.1']).toBe('この画像に代替テキストを入力してください');
    const link = p('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]);
    const badLink = await operator.put<ErrorBody>(`${BASE}/entries/${created.id}`, {
      updated_at: created.updated_at,
      translations: { ja: { title: 'リンク', summary: '', body: body(link) } },
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.details.fields!.body_ja).toBeDefined();
  });
});

describe('publishing', () => {
  it('schedules an article: hidden until its time, then visible with no job to run', async () => {
    const created = await createArticle('予約公開の記事');
    const early = await operator.post<ErrorBody>(`${BASE}/entries/${created.id}/status`, {
      action: 'schedule',
      publish_at: new Date(clock.getTime() - 60_000).toISOString(),
    });
    expect(early.status).toBe(400);
    const at = new Date(clock.getTime() + 3_600_000);
    const scheduled = await operator.post<Entry>(`${BASE}/entries/${created.id}/status`, {
      action: 'schedule',
      publish_at: at.toISOString(),
      updated_at: created.updated_at,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.status).toBe('scheduled');
    expect(scheduled.body.publish_at).toBe(at.toISOString());
    const publicArticle = () => anonymous.get(`/api/vf/artist-guide/article/${created.id}`);
    expect((await publicArticle()).status).toBe(404);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect((await publicArticle()).status).toBe(200);

    const archived = await operator.post<Entry>(`${BASE}/entries/${created.id}/status`, { action: 'archive' });
    expect(archived.body.status).toBe('archived');
    expect((await publicArticle()).status).toBe(404);
    const published = await operator.post<Entry>(`${BASE}/entries/${created.id}/status`, { action: 'publish' });
    expect(published.body.status).toBe('published');
    expect((await publicArticle()).status).toBe(200);
    const draft = await operator.post<Entry>(`${BASE}/entries/${created.id}/status`, { action: 'draft' });
    expect(draft.body.status).toBe('draft');
    expect((await publicArticle()).status).toBe(404);
  });
});

describe('preview links', () => {
  it('opens a draft by a secret link (noindex), keeps only its hash, and stops when revoked or replaced', async () => {
    const hostile = '<script>alert("t")</script>';
    const created = await operator.post<Entry>(`${BASE}/entries`, {
      kind: 'news',
      translations: {
        ja: {
          title: `お知らせ ${hostile}`,
          summary: '',
          body: body(p(`本文 ${hostile} <img src=x onerror=alert(1)>`)),
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.has_preview_link).toBe(false);
    const link = await operator.post<{ token: string; path: string; url: string }>(
      `${BASE}/entries/${created.body.id}/preview-link`,
    );
    expect(link.status).toBe(201);
    expect(link.body.path).toBe(`/preview/content/${link.body.token}`);
    expect(Buffer.from(link.body.token, 'base64url').length).toBe(32);

    const [row] = await service.database.db
      .select({ hash: contentEntries.previewTokenHash })
      .from(contentEntries)
      .where(eq(contentEntries.id, created.body.id));
    expect(row!.hash).toBe(createHash('sha256').update(link.body.token).digest('hex'));
    expect(row!.hash).not.toContain(link.body.token);

    const preview = await anonymous.get<api.ResponseOf<typeof api.getContentPreview>>(
      `/api/v2/content/preview/${link.body.token}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.headers['x-robots-tag']).toContain('noindex');
    expect(preview.body.status).toBe('draft');
    const html = preview.body.translations.ja!.html;
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|<img/i);
    expect(preview.body.translations.ja!.title).toBe(`お知らせ ${hostile}`);

    const replaced = await operator.post<{ token: string }>(`${BASE}/entries/${created.body.id}/preview-link`);
    expect((await anonymous.get(`/api/v2/content/preview/${link.body.token}`)).status).toBe(404);
    expect((await anonymous.get(`/api/v2/content/preview/${replaced.body.token}`)).status).toBe(200);
    const revoked = await operator.request('DELETE', `${BASE}/entries/${created.body.id}/preview-link`);
    expect(revoked.status).toBe(200);
    expect((await anonymous.get(`/api/v2/content/preview/${replaced.body.token}`)).status).toBe(404);
    expect((await anonymous.get(`/api/v2/content/preview/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

describe('popups and alerts', () => {
  it('keeps who a popup is for and refuses a button to javascript:', async () => {
    const created = await operator.post<Entry>(`${BASE}/entries`, {
      kind: 'popup',
      translations: { ja: { title: '新機能', summary: '', body: body(p('新しい機能です。')) } },
      notice: {
        display: 'until_read',
        person_company_types: ['company'],
        plans: ['unlimited_standard'],
        cta_url: '/dashboard',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.notice).toMatchObject({
      display: 'until_read',
      person_company_types: ['company'],
      cta_url: '/dashboard',
    });
    const bad = await operator.put<ErrorBody>(`${BASE}/entries/${created.body.id}`, {
      updated_at: created.body.updated_at,
      notice: { cta_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields!.cta_url).toBeDefined();
    expect(created.body.notice!.banner_colour).toBeNull();
  });

  it("keeps a one-time alert's banner colour (white unless chosen) and refuses one on a popup", async () => {
    const text = { ja: { title: '仕様変更のお知らせ', summary: '', body: body(p('明日から変わります。')) } };
    const created = await operator.post<Entry>(`${BASE}/entries`, { kind: 'alert', translations: text, notice: {} });
    expect(created.status).toBe(201);
    expect(created.body.notice!.banner_colour).toBe('white');
    const black = await operator.put<Entry>(`${BASE}/entries/${created.body.id}`, {
      updated_at: created.body.updated_at,
      notice: { banner_colour: 'black', cta_url: '/dashboard' },
    });
    expect(black.status).toBe(200);
    expect(black.body.notice).toMatchObject({ banner_colour: 'black', cta_url: '/dashboard' });
    const loaded = await operator.get<Entry>(`${BASE}/entries/${created.body.id}`);
    expect(loaded.body.notice!.banner_colour).toBe('black');
    const red = await operator.put<ErrorBody>(`${BASE}/entries/${created.body.id}`, {
      updated_at: black.body.updated_at,
      notice: { banner_colour: 'red' },
    });
    expect(red.status).toBe(400);

    // The member's banner comes in the colour chosen.
    const published = await operator.post<Entry>(`${BASE}/entries/${created.body.id}/status`, { action: 'publish' });
    expect(published.status).toBe(200);
    const shown = await member.get<{ alert: { id: number; banner_colour: string } | null }>(
      '/api/v2/me/one_time_alert',
    );
    expect(shown.body.alert).toMatchObject({ id: created.body.id, banner_colour: 'black' });
    await operator.post(`${BASE}/entries/${created.body.id}/status`, { action: 'archive' });

    const popup = await operator.post<ErrorBody>(`${BASE}/entries`, {
      kind: 'popup',
      translations: text,
      notice: { banner_colour: 'black' },
    });
    expect(popup.status).toBe(400);
    expect(popup.body.code).toBe('VALIDATION_FAILED');
    expect(popup.body.details.fields!['notice.banner_colour']).toBeDefined();
    const plainPopup = await operator.post<Entry>(`${BASE}/entries`, { kind: 'popup', translations: text, notice: {} });
    const onPopup = await operator.put<ErrorBody>(`${BASE}/entries/${plainPopup.body.id}`, {
      updated_at: plainPopup.body.updated_at,
      notice: { banner_colour: 'white' },
    });
    expect(onPopup.status).toBe(400);
    expect(onPopup.body.details.fields!['notice.banner_colour']).toBeDefined();
  });
});

describe('images', () => {
  it('makes webp sizes no wider than the picture, served publicly with a year of cache', async () => {
    // The operator uploads through the same path as members, acting for no account (the picture stays theirs).
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const upload = await uploadFile(operator, 'image', png, 'stage.png');
    expect(upload.status).toBe('accepted');

    const made = await operator.post<api.ResponseOf<typeof api.createContentImage>>(`${BASE}/images`, {
      upload_id: upload.id,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ width: 1200, height: 800 });
    expect(made.body.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 320],
      [960, 640],
      [1200, 800],
    ]);
    for (const variant of made.body.variants) {
      const served = await anonymous.send('GET', variant.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.bytes!).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
    }
    expect((await anonymous.send('GET', `/media/content/${made.body.id}/1600.webp`)).status).toBe(404);

    // Someone else's upload is not the operator's to publish.
    const theirs = await uploadFile(member, 'image', png, 'theirs.png');
    const refused = await operator.post(`${BASE}/images`, { upload_id: theirs.id });
    expect(refused.status).toBe(404);
    expect((await member.post(`${BASE}/images`, { upload_id: theirs.id })).status).toBe(403);
  });
});

describe('embeds', () => {
  it('finds public artists (not hidden ones) and renders an embedded one as a card', async () => {
    const db = service.database.db;
    const [shown, unlisted] = await db
      .insert(artists)
      .values([
        {
          accountId: LABEL_ID,
          artistType: 'group',
          nameJa: '朝焼けバンド',
          nameEn: 'Asayake Band',
          showOnArtistPage: true,
        },
        { accountId: LABEL_ID, artistType: 'individual', nameJa: 'Neon Harbor', nameEn: 'Neon Harbor' },
      ])
      .returning();
    const made = await db
      .insert(releases)
      .values([
        { accountId: LABEL_ID, type: 'single', title: '夜明けのうた', status: RELEASE_STATUS.distribution_onsale },
        { accountId: LABEL_ID, type: 'single', title: '夜明けの港', status: RELEASE_STATUS.distribution_allsuccess },
        { accountId: LABEL_ID, type: 'single', title: '夜明けの下書き', status: RELEASE_STATUS.creating },
      ])
      .returning({ id: releases.id });
    await db.insert(releaseArtists).values([
      { releaseId: made[0]!.id, artistId: shown!.id, position: 0 },
      { releaseId: made[1]!.id, artistId: unlisted!.id, position: 0 },
      { releaseId: made[2]!.id, artistId: shown!.id, position: 0 },
    ]);
    const onSale = await operator.get<api.ResponseOf<typeof api.searchContentEmbeds>>(
      `${BASE}/embed-search?kind=release&q=${encodeURIComponent('夜明け')}`,
    );
    // On sale or delivered, not a draft; a cover and a link only through a public artist.
    expect(onSale.body.items).toEqual([
      {
        kind: 'release',
        id: made[1]!.id,
        title: '夜明けの港',
        artist: 'Neon Harbor',
        cover_url: null,
        link_path: null,
      },
      {
        kind: 'release',
        id: made[0]!.id,
        title: '夜明けのうた',
        artist: '朝焼けバンド',
        cover_url: `/api/v2/artists/${shown!.id}/releases/${made[0]!.id}/artwork`,
        link_path: `/artists/${shown!.id}`,
      },
    ]);
    type Found = api.ResponseOf<typeof api.searchContentEmbeds>;
    const found = await operator.get<Found>(`${BASE}/embed-search?q=${encodeURIComponent('朝焼け')}`);
    expect(found.status).toBe(200);
    const band = found.body.items.find((item) => item.kind === 'artist')!;
    expect(band).toMatchObject({ title: '朝焼けバンド', artist: 'Asayake Band', link_path: `/artists/${band.id}` });
    const hidden = await operator.get<Found>(`${BASE}/embed-search?q=${encodeURIComponent('Neon Harbor')}&kind=artist`);
    expect(hidden.body.items).toEqual([]);

    const created = await operator.post<Entry>(`${BASE}/entries`, {
      kind: 'news',
      translations: {
        ja: {
          title: '注目のアーティスト',
          summary: '',
          body: body({ type: 'embed', attrs: { kind: 'artist', id: band.id } }),
        },
      },
    });
    expect(created.body.embeds).toEqual([band]);
    const link = await operator.post<{ token: string }>(`${BASE}/entries/${created.body.id}/preview-link`);
    const preview = await anonymous.get<api.ResponseOf<typeof api.getContentPreview>>(
      `/api/v2/content/preview/${link.body.token}`,
    );
    expect(preview.body.translations.ja!.html).toContain(
      `<a href="/artists/${band.id}"><span class="content-embed-kind">アーティスト</span><span class="content-embed-title">朝焼けバンド</span>`,
    );
  });
});
