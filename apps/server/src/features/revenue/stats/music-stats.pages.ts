// What the HTML shell says of the statistics pages: the year in the title, its total in the description (404 for a
// year without a page), and every year that is over in the sitemap.
import type { Language } from '@otodoke/domain';
import type { ListedPage, PageProvider } from '../../../platform/http/page-facts.ts';
import { type MusicStatsService, statsYears } from './music-stats.service.ts';

const TITLE = { ja: (year: number) => `${year}年 音楽配信統計`, en: (year: number) => `Music statistics ${year}` };

export function musicStatsPages(deps: { stats: MusicStatsService; now: () => Date }): Record<string, PageProvider> {
  return {
    '/music-stats/:year': async ({ params, language }) => {
      const text = params.year ?? '';
      if (!/^\d{4}$/.test(text)) return null;
      const year = Number(text);
      const known = statsYears(deps.now()).find((each) => each.year === year);
      if (!known) return null;
      const stats = await deps.stats.year(year, language);
      return {
        title: TITLE[language](year),
        description: describe(year, stats.totals.streams, known.status, language),
      };
    },
  };
}

function describe(year: number, streams: number, status: 'complete' | 'in_progress', language: Language): string {
  const count = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP').format(streams);
  if (language === 'en') {
    const so = status === 'in_progress' ? ' so far' : '';
    return `${year} in streams of music released through Otodoke: ${count} streams${so}, by store, country and genre, and the year's top releases.`;
  }
  const so = status === 'in_progress' ? '（集計中）' : '';
  return `音届けから配信された音楽の${year}年のストリーミング数は${count}回${so}。ストア・国・ジャンル別の内訳と年間トップリリースです。`;
}

/** The years that are over, in both languages. */
export function musicStatsSitemap(deps: { now: () => Date }): () => Promise<ListedPage[]> {
  return async () =>
    statsYears(deps.now())
      .filter((each) => each.status === 'complete')
      .map((each) => ({ path: `/music-stats/${each.year}`, languages: ['ja', 'en'] as const }));
}
