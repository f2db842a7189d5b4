// Japanese texts of popups and one-time alerts (the default language).
export const noticesJa = {
  popup: {
    label: 'お知らせ',
    close: '閉じる',
    read: '確認しました',
    cta: '詳しく見る',
    next: '次のお知らせ',
    otherLanguage: 'このお知らせは日本語版がないため、英語で表示しています。',
  },
  alert: {
    label: '重要なお知らせ',
    close: 'このお知らせを閉じる',
    cta: '詳しく見る',
    otherLanguage: '英語のみ',
  },
  preview: {
    title: 'ポップアップのプレビュー',
    lead: 'メンバーに表示されるときと同じ見た目です。公開状態に関係なく確認できます。',
    open: 'ポップアップを開く',
    notFound: 'このポップアップは見つかりません。',
    back: '運営管理に戻る',
    display: { once: '表示: 1回のみ', until_read: '表示: 既読になるまで' },
    noCta: 'ボタンなし',
  },
};
