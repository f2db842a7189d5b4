// What order lines and payment methods are called on receipts and in mails (the web has its own catalogue words).

import type { PayMethod, ProductId } from '../enumerations/plan-payment.ts';
import type { Bilingual } from '../errors/app-error.ts';

/** Every product's words (a product without them fails to compile); looked up by the line's product string. */
export const PRODUCT_LABELS: Readonly<Record<string, Bilingual>> = {
  single: { ja: 'シングル配信（1年間）', en: 'Single distribution (1 year)' },
  album: { ja: 'アルバム配信（1年間）', en: 'Album distribution (1 year)' },
  ringtone: { ja: '着うた配信（1年間）', en: 'Ringtone distribution (1 year)' },
  live_concert_video: { ja: 'ライブ映像配信（1年間）', en: 'Concert video distribution (1 year)' },
  youtube_sr_user_initial: { ja: 'YouTube 収益化登録', en: 'YouTube monetisation registration' },
  music_video_initial_pattern_1: {
    ja: 'ミュージックビデオ配信（10分以内・1年間）',
    en: 'Music video, up to 10 min (1 year)',
  },
  music_video_initial_pattern_2: {
    ja: 'ミュージックビデオ配信（30分以内・1年間）',
    en: 'Music video, up to 30 min (1 year)',
  },
  music_video_initial_pattern_3: {
    ja: 'ミュージックビデオ配信（30分超・1年間）',
    en: 'Music video, over 30 min (1 year)',
  },
  added_main_artist: { ja: 'メインアーティストの追加', en: 'Additional main artist' },
  starter_plan: { ja: 'Unlimited Starter プラン（1年間）', en: 'Unlimited Starter plan (1 year)' },
  standard_plan: { ja: 'Unlimited Standard プラン（1年間）', en: 'Unlimited Standard plan (1 year)' },
  pro_plan: { ja: 'Unlimited Pro プラン（1年間）', en: 'Unlimited Pro plan (1 year)' },
  enterprise_plan: { ja: 'Unlimited Enterprise プラン（1年間）', en: 'Unlimited Enterprise plan (1 year)' },
  artist_capacity: { ja: 'アーティスト枠の追加（プラン期間満了まで）', en: 'Extra artist (until the plan term ends)' },
  member_capacity: { ja: 'メンバー枠の追加（プラン期間満了まで）', en: 'Extra member (until the plan term ends)' },
  mastering_credit: { ja: 'マスタリングクレジット', en: 'Mastering credit' },
  mastering_credit_36: { ja: 'マスタリングクレジット（36回分）', en: 'Mastering credits (36)' },
} satisfies Record<ProductId, Bilingual>;

export const PAY_METHOD_LABELS: Readonly<Record<PayMethod, Bilingual>> = {
  card: { ja: 'クレジットカード', en: 'Credit card' },
  conveni: { ja: 'コンビニ払い', en: 'Convenience store' },
  payeasy: { ja: 'Pay-easy（ペイジー）', en: 'Pay-easy' },
  carrier: { ja: 'キャリア決済', en: 'Carrier billing' },
  revenue_share: { ja: '収益からの差し引き', en: 'Deducted from revenue' },
  by_oem: { ja: 'パートナー経由のお支払い', en: 'Paid through a partner' },
  monthly_bill: { ja: '月末締め請求書払い', en: 'Monthly invoice' },
  balance: { ja: '残高払い', en: 'Balance' },
};
