// English texts of the content pages; same keys as catalog.ja.ts.
import type { contentPagesJa } from './catalog.ja.ts';

export const contentPagesEn: typeof contentPagesJa = {
  eyebrow: 'OTODOKE',
  updated: 'Updated {{date}}',
  onlyIn: {
    ja: 'This page is in Japanese only',
    en: 'This page is in English only',
  },
  onlyInBody: 'There is no English version, so it is shown in the language it was written in.',
  pageTitle: '{{title}} | Otodoke',
};
