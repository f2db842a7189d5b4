// Japanese texts of the news pages; catalog.en.ts has the same keys.
export const newsJa = {
  eyebrow: 'NEWS',
  title: 'ニュース',
  lead: '音届けからのお知らせ、新機能、対応ストアの追加などをお伝えします。',
  feeds: 'フィードで受け取る',
  rss: 'RSS',
  atom: 'Atom',
  list: 'ニュースの一覧',
  pages: 'ニュース一覧のページ',
  total: '{{count}}件のニュース',
  emptyTitle: 'まだニュースはありません',
  emptyBody:
    '新しいお知らせは、このページと RSS・Atom フィードでお伝えします。使い方はアーティストガイドをご覧ください。',
  emptyAction: 'アーティストガイドを見る',
  pageEmptyTitle: 'このページにはニュースがありません',
  firstPage: '最初のページへ',
  published: '{{date}} 公開',
  otherLanguage: {
    ja: '日本語',
    en: '英語',
  },
  onlyIn: {
    ja: 'このニュースは日本語版のみです',
    en: 'このニュースは英語版のみです',
  },
  onlyInBody: '日本語版がないため、ほかの言語で表示しています。',
  neighbours: '前後のニュース',
  older: '前のニュース',
  newer: '次のニュース',
  backToList: 'ニュース一覧へ戻る',
  pageTitle: '{{title}} | ニュース | 音届け Otodoke',
};
