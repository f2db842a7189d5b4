// English texts of the news pages; same keys as catalog.ja.ts.
import type { newsJa } from './catalog.ja.ts';

export const newsEn: typeof newsJa = {
  eyebrow: 'NEWS',
  title: 'News',
  lead: 'Announcements from Otodoke: new features, new stores and other news.',
  feeds: 'Follow with a feed',
  rss: 'RSS',
  atom: 'Atom',
  list: 'News items',
  pages: 'Pages of news',
  total: 'Items: {{count}}',
  emptyTitle: 'No news yet',
  emptyBody:
    'New announcements will appear here and in the RSS and Atom feeds. Meanwhile, the Artist Guide explains how everything works.',
  emptyAction: 'Open the Artist Guide',
  pageEmptyTitle: 'No news on this page',
  firstPage: 'Go to the first page',
  published: 'Published {{date}}',
  otherLanguage: {
    ja: 'Japanese',
    en: 'English',
  },
  onlyIn: {
    ja: 'This item is in Japanese only',
    en: 'This item is in English only',
  },
  onlyInBody: 'There is no English version, so it is shown in the language it was written in.',
  neighbours: 'Older and newer news',
  older: 'Older',
  newer: 'Newer',
  backToList: 'Back to all news',
  pageTitle: '{{title}} | News | Otodoke',
};
