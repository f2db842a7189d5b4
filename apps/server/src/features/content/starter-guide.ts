// The starter Artist Guide every installation has: its categories, tags and articles, written at start when the
// guide is empty (by stable slugs, so two processes starting at once write it once).
import type { Db } from '../../platform/db/client.ts';
import * as repo from './content.repository.ts';
import { createGuideArticle } from './content.service.ts';
import { STARTER_ARTICLES } from './starter-guide-articles.ts';

const CATEGORIES = [
  {
    slug: 'getting-started',
    position: 1,
    nameJa: 'はじめての配信',
    nameEn: 'Getting started',
    descriptionJa: 'アーティスト登録からリリースの申請、審査、配信開始までの流れ。',
    descriptionEn: 'From registering an artist to submitting a release, review and going on sale.',
  },
  {
    slug: 'preparing',
    position: 2,
    nameJa: '音源とアートワークの準備',
    nameEn: 'Preparing your files',
    descriptionJa: 'アートワークの規定、ISRCとUPC/JANコードなど、申請前に用意するもの。',
    descriptionEn: 'Artwork rules, ISRC and UPC/JAN codes: what to have ready before you submit.',
  },
  {
    slug: 'revenue',
    position: 3,
    nameJa: '収益と出金',
    nameEn: 'Revenue and withdrawal',
    descriptionJa: '見込みと確定の収益、収益分配、出金のしかた。',
    descriptionEn: 'Estimated and confirmed revenue, splits, and withdrawing your balance.',
  },
  {
    slug: 'after-release',
    position: 4,
    nameJa: '配信後の管理',
    nameEn: 'After release',
    descriptionJa: '配信停止と、配信期間の更新。',
    descriptionEn: 'Takedowns, and renewing your distribution term.',
  },
];

const TAGS = [
  { slug: 'release', nameJa: 'リリース登録', nameEn: 'Releases' },
  { slug: 'stores', nameJa: 'ストア', nameEn: 'Stores' },
  { slug: 'artwork', nameJa: 'アートワーク', nameEn: 'Artwork' },
  { slug: 'isrc', nameJa: 'ISRC', nameEn: 'ISRC' },
  { slug: 'upc', nameJa: 'UPC/JAN', nameEn: 'UPC/JAN' },
  { slug: 'revenue', nameJa: '収益', nameEn: 'Revenue' },
  { slug: 'splits', nameJa: '収益分配', nameEn: 'Splits' },
  { slug: 'withdrawal', nameJa: '出金', nameEn: 'Withdrawal' },
  { slug: 'takedown', nameJa: '配信停止', nameEn: 'Takedown' },
  { slug: 'renewal', nameJa: '更新', nameEn: 'Renewal' },
];

/** Writes the starter guide when the guide has no category; answers how many articles it wrote. */
export async function ensureStarterGuide(db: Db, now: Date): Promise<number> {
  if (!(await repo.guideIsEmpty(db))) return 0;
  return db.transaction(async (tx) => {
    const categories = new Map<string, number>();
    for (const category of CATEGORIES) categories.set(category.slug, await repo.upsertCategory(tx, category));
    for (const tag of TAGS) await repo.upsertTag(tx, tag);
    const tags = await repo.tagIdsBySlug(
      tx,
      TAGS.map((tag) => tag.slug),
    );
    let written = 0;
    for (const article of STARTER_ARTICLES) {
      const created = await createGuideArticle(
        tx,
        {
          slug: article.slug,
          status: 'published',
          publishAt: now,
          categoryId: categories.get(article.category)!,
          featured: article.featured,
          position: article.position,
          tagIds: article.tags.map((slug) => tags.get(slug)!),
          translations: { ja: article.ja, en: article.en },
        },
        null,
        now,
      );
      if (created) written += 1;
    }
    return written;
  });
}
