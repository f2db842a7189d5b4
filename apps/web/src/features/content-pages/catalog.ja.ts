// Japanese texts of the content pages (/contents/{id}, /jobs, /10th-anniversary); catalog.en.ts has the same keys.
export const contentPagesJa = {
  eyebrow: 'OTODOKE',
  updated: '{{date}} 更新',
  onlyIn: {
    ja: 'このページは日本語版のみです',
    en: 'このページは英語版のみです',
  },
  onlyInBody: '日本語版がないため、ほかの言語で表示しています。',
  pageTitle: '{{title}} | 音届け Otodoke',
};
