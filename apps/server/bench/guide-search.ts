// Artist Guide search benchmark: BENCH_GUIDE_ARTICLES (10,000 by default) generated Japanese articles saved through
// the content service (translation, version and bigram index in one transaction each), then the p50 / p95 of
// `GET /api/vf/artist-guide/search` for a few Japanese words, against PostgreSQL's plain `ILIKE '%word%'` over the same
// rows (title, summary, body text; newest first, one page and the count, as the API answers). Also the p50 / p95 of
// `GET /api/vf/artist-guide/article/{id}` (the article page's data).
import { sql } from 'drizzle-orm';
import { createContentService, doc } from '../src/features/content/index.ts';
import type { TestService } from '../test/harness.ts';
import { record } from './figures.ts';
import { percentile } from './revenue.ts';

const ARTICLES = Number(process.env.BENCH_GUIDE_ARTICLES ?? 10_000);
const RUNS = Number(process.env.BENCH_GUIDE_RUNS ?? 50);

/**
 * Articles are made of sentences drawn from these parts (a fixed pseudo-random sequence), so each word occurs in a
 * share of the articles as in a real guide: the searched words from rare (鍵盤, one article in a hundred) to common.
 */
const TOPICS = [
  '新曲',
  'アルバム',
  'シングル',
  'ジャケット',
  'プレイリスト',
  'ライブ',
  '告知',
  '歌詞',
  'ミックス',
  'マスタリング',
  'メロディー',
  '著作権',
  '収益分配',
  '発売日',
  'ストア',
  'ミュージックビデオ',
  'カラオケ',
  '再生回数',
  'リスナー',
  'スタジオ',
  '録音',
  'ボーカル',
  'ギター',
  'ドラム',
  'ベース',
  'コーラス',
  '作曲',
  '作詞',
  '編曲',
  'アートワーク',
  '写真',
  'プロフィール',
  'ファンクラブ',
  'グッズ',
  'イベント',
  'ラジオ',
  '取材',
  '海外',
  '配信',
  'サブスク',
];
const CONTEXTS = [
  'について、今回はじっくり時間をかけて考えました',
  'を見直したところ、思っていたより多くの反応がありました',
  'は、早めに準備しておくと当日に慌てずに済みます',
  'の進め方を、メンバーと何度も話し合って決めました',
  'では、細かいところまで確認してから次へ進みます',
  'をきっかけに、新しいリスナーに聴いてもらえるようになりました',
  'に関しては、去年の経験がとても役に立ちました',
  'の予定は、決まり次第お知らせしていきます',
];
const RARE = 'この曲では古い鍵盤楽器の音色を重ねて、温かい響きを作りました。';
const TITLES = ['制作ノート', '配信の準備', 'リリースの記録', '活動のふりかえり', 'ファンとの交流', '録音の工夫'];
const WORDS = ['鍵盤', 'メロディー', 'めろでぃー', '著作権', '配信', 'ミックス'];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  };
}

function pick<T>(list: readonly T[], next: () => number): T {
  return list[next() % list.length]!;
}

/** Four to seven sentences (about 150 to 300 characters). */
function sentences(i: number): string[] {
  const next = random(i + 1);
  const out = Array.from({ length: 4 + (next() % 4) }, () => `${pick(TOPICS, next)}${pick(CONTEXTS, next)}。`);
  if (i % 100 === 7) out.splice(1, 0, RARE);
  return out;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function latencies(run: () => Promise<unknown>): Promise<{ p50Ms: number; p95Ms: number }> {
  for (let i = 0; i < 3; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(run));
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

export async function measureGuideSearch(service: TestService): Promise<void> {
  const db = service.database.db;
  const content = createContentService({ db });
  const categoryId = await content.upsertCategory({ slug: 'bench', position: 99, nameJa: 'ベンチ', nameEn: 'Bench' });
  const publishAt = new Date(Date.now() - 60_000);
  let firstId = 0;
  const seedMs = await timed(async () => {
    for (let i = 0; i < ARTICLES; i++) {
      const [summary, ...body] = sentences(i);
      const created = await content.createGuideArticle(
        {
          status: 'published',
          publishAt,
          categoryId,
          position: i,
          translations: {
            ja: {
              title: `${TITLES[i % TITLES.length]} ${i + 1}`,
              summary: summary!,
              body: doc.of(...body.map((one) => doc.p(one))),
            },
          },
        },
        null,
      );
      if (i === 0) firstId = created!.id;
    }
  });
  // What autovacuum does after a bulk load on PostgreSQL (PGlite runs no autovacuum): fresh statistics for the planner.
  await service.database.sql.exec('analyze');
  const [{ grams } = { grams: 0 }] = (
    (await db.execute(sql`select count(*)::int as grams from content_search_grams`)) as unknown as {
      rows: { grams: number }[];
    }
  ).rows;
  console.log(
    `\nguide search (${service.database.kind}): ${ARTICLES} articles saved in ${(seedMs / 1000).toFixed(1)} s, ${grams} bigram rows`,
  );
  record('guide-search', 'seed', { articles: ARTICLES, seconds: seedMs / 1000, gramRows: grams });

  const client = service.client('ja');
  const results: Record<string, unknown> = {};
  for (const word of WORDS) {
    const url = `/api/vf/artist-guide/search?q=${encodeURIComponent(word)}&limit=20`;
    const first = await client.request<{ total: number }>('GET', url);
    if (first.status !== 200) throw new Error(`search answered ${first.status}: ${first.text}`);
    const api = await latencies(() => client.request('GET', url));
    const like = `%${word}%`;
    const ilike = () =>
      service.database.sql.query(
        `select e.id, t.title, count(*) over () as total
         from content_entries e join content_translations t on t.entry_id = e.id
         where e.kind = 'guide_article' and e.status in ('published', 'scheduled') and e.publish_at <= now()
           and (t.title ilike $1 or t.summary ilike $1 or t.body_text ilike $1)
         order by e.publish_at desc, e.id limit 20`,
        [like],
      );
    const ilikeHits = Number((await ilike()).rows[0]?.total ?? 0);
    const raw = await latencies(ilike);
    results[word] = { hits: first.body.total, ilikeHits, api, ilike: raw };
    console.log(
      `  ${word.padEnd(8)} ${String(first.body.total).padStart(6)} hits  API p50 ${api.p50Ms.toFixed(1)} ms p95 ${api.p95Ms.toFixed(1)} ms` +
        ` | ILIKE ${String(ilikeHits).padStart(6)} hits p50 ${raw.p50Ms.toFixed(1)} ms p95 ${raw.p95Ms.toFixed(1)} ms`,
    );
  }
  record('guide-search', 'search', results);
  const article = await latencies(() => client.request('GET', `/api/vf/artist-guide/article/${firstId}`));
  console.log(`  article read              p50 ${article.p50Ms.toFixed(1)} ms p95 ${article.p95Ms.toFixed(1)} ms`);
  record('guide-search', 'article', article);
}
