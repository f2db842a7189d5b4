// How the payment mails write konbini and Pay-easy numbers and the deadline, in the mail's language.
import type { PaymentNextActionJson } from '../../platform/db/schema.ts';

type Language = 'ja' | 'en';

const STORE_LABELS: Readonly<Record<string, { ja: string; en: string }>> = {
  familymart: { ja: 'ファミリーマート', en: 'FamilyMart' },
  lawson: { ja: 'ローソン', en: 'Lawson' },
  ministop: { ja: 'ミニストップ', en: 'Ministop' },
  seicomart: { ja: 'セイコーマート', en: 'Seicomart' },
};

export function paymentNumbersText(action: Exclude<PaymentNextActionJson, { type: 'redirect' }>, language: Language) {
  const ja = language === 'ja';
  if (action.type === 'payeasy') {
    return [
      `${ja ? '収納機関番号' : 'Biller number'}: ${action.billerNumber}`,
      `${ja ? 'お客様番号' : 'Customer number'}: ${action.customerNumber}`,
      `${ja ? '確認番号' : 'Confirmation number'}: ${action.confirmationNumber}`,
    ].join('\n');
  }
  return Object.entries(action.stores)
    .map(
      ([store, numbers]) =>
        `${STORE_LABELS[store]?.[language] ?? store}: ${ja ? '確認番号' : 'confirmation number'} ${numbers.confirmationNumber} / ${ja ? '支払番号' : 'payment code'} ${numbers.paymentCode}`,
    )
    .join('\n');
}

export function formatDeadline(date: Date, language: Language) {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
