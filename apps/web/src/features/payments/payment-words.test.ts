import { describe, expect, it } from 'vitest';
import { tEn, tJa } from '../../shell/test-translations.ts';
import {
  cardBrandText,
  cardExpiryText,
  formatYen,
  maskedCardText,
  methodText,
  orderItemOf,
  orderItemText,
  productText,
  statusChip,
  taxIncludedText,
} from './payment-words.ts';

const order = {
  kind: 'plan' as const,
  purchaseType: null as string | null,
  plan: null as 'unlimited_standard' | null,
  release: null as { id: number; title: string; type: string } | null,
  lines: [] as Array<{ product: string; quantity: number; unitPrice: number; amount: number }>,
};

describe('payment orders in words', () => {
  it('shows tax-inclusive yen as Japanese price tags do', () => {
    expect(formatYen(1650, 'en')).toBe('¥1,650');
    expect(formatYen(150000, 'ja')).toBe('150,000円');
    expect(taxIncludedText(1650, tJa)).toBe('1,650円（税込）');
    expect(taxIncludedText(1650, tEn)).toBe('¥1,650 (tax incl.)');
  });

  it('names the payment methods, and any other as "other"', () => {
    expect(methodText('conveni', tJa)).toBe('コンビニ払い');
    expect(methodText('payeasy', tJa)).toBe('ペイジー（Pay-easy）');
    expect(methodText('card', tEn)).toBe('Credit card');
    expect(methodText('balance', tEn)).toBe('Balance');
    expect(methodText('monthly_bill', tJa)).toBe('月末締め請求書払い');
    expect(methodText('bitcoin', tEn)).toBe('Other payment method');
  });

  it('gives each status a word and a colour', () => {
    expect(statusChip('paid', tJa)).toEqual({ label: '支払い済み', colour: 'success' });
    expect(statusChip('wait_auth', tJa)).toEqual({ label: 'お支払い待ち', colour: 'warning' });
    expect(statusChip('expired', tEn)).toEqual({ label: 'Expired', colour: 'default' });
    expect(statusChip('something_new', tEn).label).toBe('In progress');
  });

  it('says what a release order bought', () => {
    const item = orderItemOf({ ...order, kind: 'release', release: { id: 3, title: '夜明け', type: 'single' } });
    expect(item).toEqual({ kind: 'release', title: '夜明け' });
    expect(orderItemText(item, tJa)).toBe('リリース「夜明け」の配信料');
    expect(orderItemText(orderItemOf({ ...order, kind: 'release' }), tEn)).toBe('Release distribution fee');
    const immersive = orderItemOf({ ...order, kind: 'immersive', release: { id: 3, title: '夜明け', type: 'single' } });
    expect(orderItemText(immersive, tJa)).toBe('「夜明け」の立体音響版の配信料');
    expect(orderItemText(orderItemOf({ ...order, kind: 'immersive' }), tEn)).toBe('Immersive audio distribution fee');
    expect(productText('immersive_audio', tJa)).toBe('立体音響版の配信（1曲・1年間）');
  });

  it('says what a plan order bought, with the plan name', () => {
    const renewal = orderItemOf({ ...order, purchaseType: 'plan_renewal', plan: 'unlimited_standard' });
    expect(orderItemText(renewal, tJa)).toBe('Unlimited Standard の更新');
    const upgrade = orderItemOf({ ...order, purchaseType: 'plan_upgrade', plan: 'unlimited_standard' });
    expect(orderItemText(upgrade, tEn)).toBe('Upgrade to Unlimited Standard');
  });

  it('counts add-ons from their line', () => {
    const credits = orderItemOf({
      ...order,
      purchaseType: 'mastering_credit',
      lines: [{ product: 'mastering_credit', quantity: 3, unitPrice: 1000, amount: 3000 }],
    });
    expect(credits).toEqual({ kind: 'addOn', purchase: 'mastering_credit', quantity: 3 });
    expect(orderItemText(credits, tJa)).toBe('AIマスタリング 3曲');
    expect(orderItemText(credits, tEn)).toBe('AI mastering credits × 3');
    const artists = orderItemOf({
      ...order,
      purchaseType: 'artist_capacity',
      plan: 'unlimited_standard',
      lines: [{ product: 'artist_capacity', quantity: 2, unitPrice: 900, amount: 1800 }],
    });
    expect(orderItemText(artists, tEn)).toBe('Extra artist slots × 2');
  });

  it('falls back to the plan name, then to a plain word', () => {
    expect(orderItemText(orderItemOf({ ...order, plan: 'unlimited_standard' }), tJa)).toBe('Unlimited Standard');
    expect(orderItemText(orderItemOf(order), tJa)).toBe('お支払い');
  });

  it('names products of order lines, and leaves unknown ones as sent', () => {
    expect(productText('single', tJa)).toBe('シングル（1年間）');
    expect(productText('added_main_artist', tEn)).toBe('Additional main artist');
    expect(productText('gift_card', tEn)).toBe('gift_card');
  });

  it('shows a card by brand in words, last digits and MM/YY expiry', () => {
    expect(cardBrandText('visa', tJa)).toBe('Visa');
    expect(cardBrandText('AMEX', tEn)).toBe('American Express');
    expect(cardBrandText('unknown', tJa)).toBe('クレジットカード');
    expect(maskedCardText({ brand: 'jcb', last4: '0000' }, tEn)).toBe('JCB •••• 0000');
    expect(cardExpiryText({ expMonth: 4, expYear: 2031 }, tJa)).toBe('04/31');
  });
});
