// What a payment mail or list calls the thing bought: the plans' and the extra purchases' names.
import type { PlanName } from '@otodoke/domain';
import type { PaymentOrderRow } from './billing.repository.ts';
import type { Language } from './payments-context.ts';

export const PLAN_LABELS: Readonly<Record<PlanName, { ja: string; en: string }>> = {
  payper: { ja: '都度払い', en: 'Pay per release' },
  unlimited_starter: { ja: '使い放題プラン スターター', en: 'Unlimited Starter' },
  unlimited_standard: { ja: '使い放題プラン スタンダード', en: 'Unlimited Standard' },
  unlimited_pro: { ja: '使い放題プラン プロ', en: 'Unlimited Pro' },
  unlimited_enterprise: { ja: '使い放題プラン エンタープライズ', en: 'Unlimited Enterprise' },
};

const PURCHASE_LABELS: Readonly<Record<string, { ja: string; en: string }>> = {
  artist_capacity: { ja: 'アーティスト枠の追加', en: 'Extra artist capacity' },
  member_capacity: { ja: 'メンバー枠の追加', en: 'Extra member capacity' },
  mastering_credit: { ja: 'マスタリングクレジット', en: 'Mastering credits' },
  mastering_credit_36: { ja: 'マスタリングクレジット（36回分）', en: 'Mastering credits (36)' },
  immersive_audio: { ja: 'イマーシブオーディオ（1曲・1年間）', en: 'Immersive audio (one song, one year)' },
};

/** What a mail or a list calls the thing bought. */
export function itemName(order: PaymentOrderRow, releaseTitle: string | null, language: Language): string {
  if (order.kind === 'release') return releaseTitle ?? '';
  if (order.purchaseType && PURCHASE_LABELS[order.purchaseType]) return PURCHASE_LABELS[order.purchaseType]![language];
  return order.plan ? PLAN_LABELS[order.plan as PlanName][language] : '';
}
