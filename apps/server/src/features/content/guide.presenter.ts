// The Artist Guide as the wire shows it: texts in the reader's language, and which language an article answered in.
import type { Language } from '@otodoke/domain';
import type { CategoryRow, SummaryRow } from './guide.repository.ts';
import type { Excerpt } from './search-text.ts';

/** The text in the reader's language; Japanese when the English one was left empty. */
function inLanguage(ja: string, en: string, language: Language): string {
  return language === 'en' && en.trim() !== '' ? en : ja;
}

/** A timestamp as ISO text, whichever type the driver gave. */
export function isoTime(value: string | Date): string {
  return new Date(value).toISOString();
}

export type TagsByEntry = Map<number, { id: number; name_ja: string; name_en: string }[]>;

export function presentCategory(row: CategoryRow, language: Language) {
  return {
    id: row.id,
    slug: row.slug,
    position: row.position,
    name: inLanguage(row.name_ja, row.name_en, language),
    description: inLanguage(row.description_ja, row.description_en, language),
    article_count: row.article_count,
  };
}

export function presentTag(
  row: { id: number; slug: string; name_ja: string; name_en: string; article_count: number },
  language: Language,
) {
  return {
    id: row.id,
    slug: row.slug,
    name: inLanguage(row.name_ja, row.name_en, language),
    article_count: row.article_count,
  };
}

export function presentSummary(row: SummaryRow, tags: TagsByEntry, language: Language) {
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    summary: row.summary,
    language: row.language,
    requested_language: language,
    featured: row.featured,
    reading_minutes: row.reading_minutes,
    published_at: isoTime(row.publish_at),
    tags: (tags.get(row.id) ?? []).map((tag) => ({ id: tag.id, name: inLanguage(tag.name_ja, tag.name_en, language) })),
  };
}

export function presentSearchHit(
  row: SummaryRow & { score: number },
  tags: TagsByEntry,
  language: Language,
  excerpt: Excerpt,
) {
  return { ...presentSummary(row, tags, language), excerpt, score: row.score };
}
