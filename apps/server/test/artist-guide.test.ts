// The Artist Guide's public API: the starter guide, languages, visibility of drafts and scheduled articles, and the
// Japanese search (a word in the middle of a sentence, kana and width variants, the keyword minimum, ranking).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@otodoke/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentService, createContentService, doc } from '../src/features/content/index.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

interface Summary {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  language: 'ja' | 'en';
  requested_language: 'ja' | 'en';
  reading_minutes: number;
  tags: { id: number; name: string }[];
}
interface Hit extends Summary {
  excerpt: { text: string; highlights: { start: number; end: number }[] };
  score: number;
}
interface Page<T> {
  items: T[];
  total: number;
}

let service: TestService;
let content: ContentService;
let ja: TestClient;
let en: TestClient;
let clock = new Date('2026-06-01T00:00:00Z');
let categoryId: number;
let otherCategoryId: number;
let tagId: number;

const BASE = '/api/vf/artist-guide';

function article(title: string, sentences: string[], extra: { summary?: string } = {}) {
  return { title, summary: extra.summary ?? '', body: doc.of(...sentences.map((one) => doc.p(one))) };
}

async function publish(
  title: string,
  sentences: string[],
  options: { category?: number; position?: number; tags?: number[]; summary?: string } = {},
) {
  const created = await content.createGuideArticle(
    {
      status: 'published',
      categoryId: options.category ?? categoryId,
      position: options.position ?? 0,
      tagIds: options.tags ?? [],
      translations: { ja: article(title, sentences, options) },
    },
    null,
  );
  return created!.id;
}

const search = (client: TestClient, q: string) =>
  client.request<Page<Hit>>('GET', `${BASE}/search?q=${encodeURIComponent(q)}`);

/** A web build of one page: the shell the server renders each page's head into. */
const distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-guide-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="ja"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>',
);

beforeAll(async () => {
  service = await startTestService({ now: () => clock, env: { WEB_DIST_DIR: distDir } });
  content = createContentService({ db: service.database.db, now: () => clock });
  ja = service.client('ja');
  en = service.client('en');
  categoryId = await content.upsertCategory({ slug: 'test-studio', position: 10, nameJa: '制作', nameEn: 'Studio' });
  otherCategoryId = await content.upsertCategory({
    slug: 'test-other',
    position: 11,
    nameJa: 'その他',
    nameEn: 'Other',
  });
  tagId = await content.upsertTag({ slug: 'test-mixing', nameJa: 'ミックス', nameEn: 'Mixing' });
}, 120_000);

afterAll(async () => {
  await service?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the starter guide', () => {
  it('is there on a fresh installation, in Japanese and English', async () => {
    const categories = await ja.request<{ items: { id: number; slug: string; name: string; article_count: number }[] }>(
      'GET',
      `${BASE}/categories`,
    );
    expect(categories.status).toBe(200);
    const revenue = categories.body.items.find((one) => one.slug === 'revenue')!;
    expect(revenue.name).toBe('収益と出金');
    expect(revenue.article_count).toBe(3);

    const inEnglish = await en.request<{ items: { slug: string; name: string }[] }>('GET', `${BASE}/categories`);
    expect(inEnglish.body.items.find((one) => one.slug === 'revenue')!.name).toBe('Revenue and withdrawal');

    const tags = await en.request<{ items: { name: string; article_count: number }[] }>('GET', `${BASE}/tags`);
    expect(tags.body.items.map((one) => one.name)).toContain('Withdrawal');

    const featured = await ja.request<{ items: Summary[] }>('GET', `${BASE}/featured`);
    expect(featured.body.items.map((one) => one.title)).toContain('見込み収益と確定収益の違い');

    const list = await en.request<Page<Summary> & { category: { name: string } }>(
      'GET',
      `${BASE}/articles/${revenue.id}?limit=2`,
    );
    expect(list.body.category.name).toBe('Revenue and withdrawal');
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((one) => one.title)).toEqual([
      'Estimated and confirmed revenue',
      'Setting up a revenue split',
    ]);
  });

  it('answers one article with its body, related articles and neighbours', async () => {
    const found = await search(ja, '出金');
    const withdrawal = found.body.items.find((one) => one.title === '収益の出金')!;
    const page = await en.request<
      Summary & {
        body: { type: string; content: unknown[] };
        available_languages: string[];
        related: Summary[];
        previous: { id: number; title: string } | null;
        next: { title: string } | null;
      }
    >('GET', `${BASE}/article/${withdrawal.id}`);
    expect(page.status).toBe(200);
    expect(page.body.title).toBe('Withdrawing your revenue');
    expect(page.body.language).toBe('en');
    expect(page.body.available_languages).toEqual(['ja', 'en']);
    expect(page.body.body.type).toBe('doc');
    expect(JSON.stringify(page.body.body)).toContain('¥1,000');
    expect(page.body.previous?.title).toBe('Setting up a revenue split');
    expect(page.body.next).toBeNull();
    expect(page.body.related.map((one) => one.title)).toContain('Estimated and confirmed revenue');
    expect(page.body.reading_minutes).toBeGreaterThanOrEqual(1);
    const split = await ja.request<{ previous: { title: string } | null; next: { title: string } | null }>(
      'GET',
      `${BASE}/article/${page.body.previous!.id}`,
    );
    expect(split.body.previous?.title).toBe('見込み収益と確定収益の違い');
    expect(split.body.next?.title).toBe('収益の出金');
  });
});

describe('languages and visibility', () => {
  it('answers an article written in Japanese only in Japanese, and says so', async () => {
    const id = await publish('日本語だけの記事', ['この記事は日本語でだけ書かれています。']);
    const page = await en.request<Summary & { available_languages: string[] }>('GET', `${BASE}/article/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: '日本語だけの記事', language: 'ja', requested_language: 'en' });
    expect(page.body.available_languages).toEqual(['ja']);
  });

  it('hides drafts, and scheduled articles until their time, with no job', async () => {
    const draft = await content.createGuideArticle(
      { status: 'draft', categoryId, translations: { ja: article('下書きの記事', ['まだ公開しない秘蔵の内容。']) } },
      null,
    );
    const scheduled = await content.createGuideArticle(
      {
        status: 'scheduled',
        publishAt: new Date(clock.getTime() + 60 * 60_000),
        categoryId,
        translations: { ja: article('予約した記事', ['明日になったら読める告知の内容。']) },
      },
      null,
    );
    for (const id of [draft!.id, scheduled!.id]) {
      expect((await ja.request('GET', `${BASE}/article/${id}`)).status).toBe(404);
    }
    expect((await search(ja, '秘蔵')).body.total).toBe(0);
    expect((await search(ja, '告知')).body.total).toBe(0);
    const before = await ja.request<Page<Summary>>('GET', `${BASE}/articles/${categoryId}?limit=100`);
    expect(before.body.items.map((one) => one.title)).not.toContain('予約した記事');

    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await ja.request('GET', `${BASE}/article/${scheduled!.id}`)).status).toBe(200);
    expect((await search(ja, '告知')).body.items.map((one) => one.id)).toEqual([scheduled!.id]);
    expect((await ja.request('GET', `${BASE}/article/${draft!.id}`)).status).toBe(404);
  });

  it('keeps a version of every save, and restores one', async () => {
    const id = await publish('最初の題', ['最初の本文です。']);
    await content.updateGuideArticle(
      id,
      { status: 'published', categoryId, translations: { ja: article('直した題', ['直した本文です。']) } },
      null,
    );
    expect((await search(ja, '最初')).body.items.map((one) => one.id)).not.toContain(id);
    const versions = await content.versions(id);
    expect(versions.map((one) => one.title)).toEqual(['最初の題', '直した題']);
    await content.restoreVersion(versions[0]!.id, null);
    const page = await ja.request<Summary>('GET', `${BASE}/article/${id}`);
    expect(page.body.title).toBe('最初の題');
    expect((await search(ja, '最初')).body.items.map((one) => one.id)).toContain(id);
    expect((await content.versions(id)).length).toBe(3);
  });

  it('answers 404 for an unknown category or article', async () => {
    expect((await ja.request('GET', `${BASE}/articles/999999`)).status).toBe(404);
    const missing = await en.request<{ code: string; message: string }>('GET', `${BASE}/article/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('refuses a document with an image without alt text', async () => {
    const image = { type: 'image', attrs: { src: '/files/cover.png', alt: ' ' } };
    const save = content.createGuideArticle(
      { status: 'draft', categoryId, translations: { ja: { title: '画像', summary: '', body: doc.of(image) } } },
      null,
    );
    await expect(save).rejects.toBeInstanceOf(AppError);
  });
});

describe('Japanese search', () => {
  let piano: number;
  let sparkle: number;
  let melody: number;
  let daw: number;

  beforeAll(async () => {
    piano = await publish('スタジオの紹介', ['このスタジオでは古い鍵盤楽器を録音に使っています。'], { tags: [tagId] });
    sparkle = await publish('歌詞の書き方', ['サビで「きらきら」と繰り返すと覚えてもらいやすくなります。'], {
      tags: [tagId],
    });
    melody = await publish('作曲のこつ', ['覚えやすいメロディーを先に作ってから伴奏をつけます。']);
    daw = await publish('制作ソフト', ['ほとんどの作業はDAWの中で完結させています。']);
  });

  it('finds an article by a two-character word in the middle of a sentence, and marks it', async () => {
    const found = await search(ja, '鍵盤');
    expect(found.status).toBe(200);
    expect(found.body.items.map((one) => one.id)).toEqual([piano]);
    const { text, highlights } = found.body.items[0]!.excerpt;
    expect(highlights.map((mark) => text.slice(mark.start, mark.end))).toEqual(['鍵盤']);
  });

  it('finds hiragana by katakana and katakana by hiragana, and either width', async () => {
    expect((await search(ja, 'キラキラ')).body.items.map((one) => one.id)).toEqual([sparkle]);
    expect((await search(ja, 'ｷﾗｷﾗ')).body.items.map((one) => one.id)).toEqual([sparkle]);
    expect((await search(ja, 'めろでぃー')).body.items.map((one) => one.id)).toEqual([melody]);
    expect((await search(ja, 'ＤＡＷ')).body.items.map((one) => one.id)).toEqual([daw]);
    expect((await search(ja, 'daw')).body.items.map((one) => one.id)).toEqual([daw]);
  });

  it('needs the whole query, not only its bigrams', async () => {
    const both = await publish('地名の話', ['東京に住んでいて、週末は京都に行きます。']);
    expect((await search(ja, '東京都')).body.items.map((one) => one.id)).not.toContain(both);
    expect((await search(ja, '東京')).body.items.map((one) => one.id)).toContain(both);
  });

  it('ranks a title match above body matches', async () => {
    const inBody = await publish('音の仕上げ', ['音圧を上げすぎない。音圧は配信先で揃えられます。音圧より音質。'], {
      category: otherCategoryId,
    });
    const inTitle = await publish('音圧について', ['配信前に確認すること。'], { category: otherCategoryId });
    const found = await search(ja, '音圧');
    expect(found.body.items.slice(0, 2).map((one) => one.id)).toEqual([inTitle, inBody]);
    expect(found.body.items[0]!.score).toBeGreaterThan(found.body.items[1]!.score);
  });

  it('refuses a one-character keyword with the spec message, in Japanese and English', async () => {
    const inJapanese = await search(ja, '鍵');
    expect(inJapanese.status).toBe(400);
    expect(inJapanese.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { q: 'キーワードは2文字以上で入力してください' } },
    });
    const inEnglish = await search(en, ' a ');
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.body).toMatchObject({ details: { fields: { q: 'Enter a keyword of at least 2 characters.' } } });
    // Two characters typed that normalise to one (a half-width kana and its voiced mark).
    const composed = await search(ja, 'ｶﾞ');
    expect(composed.status).toBe(400);
  });

  it('finds the starter guide in English too', async () => {
    const found = await search(en, 'renewal');
    expect(found.body.items[0]!.title).toBe('Takedowns and renewing distribution');
  });

  it('lists a category by tag', async () => {
    const tagged = await ja.request<Page<Summary>>('GET', `${BASE}/articles/${categoryId}?tag=${tagId}`);
    expect(tagged.body.items.map((one) => one.id).sort()).toEqual([piano, sparkle].sort());
  });
});

describe('the pages as the server sends them', () => {
  it("put an article's own title, summary and languages in the head, and 404 an unknown or draft one", async () => {
    const id = await publish('ミックスの基本 <入門>', ['音量のバランスを整えます。'], { summary: '最初の一歩 & 基本' });
    const page = await en.get(`/guide/articles/${id}?lang=en`);
    expect(page.status).toBe(200);
    // Only in Japanese: the English page carries the Japanese title, and the pairs name Japanese alone.
    expect(page.text).toContain('<title>ミックスの基本 &lt;入門&gt; | Otodoke</title>');
    expect(page.text).toContain('<meta name="description" content="最初の一歩 &amp; 基本">');
    expect(page.text).toContain(`hreflang="ja" href="http://localhost:3000/guide/articles/${id}"`);
    expect(page.text).not.toContain('hreflang="en"');
    expect((await ja.get(`/guide/${categoryId}/${id}`)).text).toContain(
      '<title>ミックスの基本 &lt;入門&gt; | 音届け Otodoke</title>',
    );
    expect((await ja.get('/guide/articles/99999999')).status).toBe(404);
    expect((await ja.get('/guide/articles/abc')).status).toBe(404);
    const draft = await content.createGuideArticle(
      {
        status: 'draft',
        categoryId,
        position: 0,
        tagIds: [],
        translations: { ja: article('下書きの記事', ['まだです。']) },
      },
      null,
    );
    expect((await ja.get(`/guide/articles/${draft!.id}`)).status).toBe(404);
    const category = await en.get(`/guide/categories/${categoryId}?lang=en`);
    expect(category.text).toContain('<title>Studio | Otodoke</title>');
    expect((await en.get('/guide/categories/99999999')).status).toBe(404);
  });

  it('list every published article in the sitemap, in the languages it is written in', async () => {
    const id = await publish('サイトマップの記事', ['検索エンジンに知らせます。']);
    const sitemap = (await ja.get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>http://localhost:3000/guide/articles/${id}</loc>`);
    expect(sitemap).not.toContain(`<loc>http://localhost:3000/guide/articles/${id}?lang=en</loc>`);
    // The starter guide is in both languages.
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/guide\/articles\/\d+\?lang=en<\/loc>/);
  });
});
