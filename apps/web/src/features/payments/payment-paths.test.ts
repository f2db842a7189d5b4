import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './card-return.ts';
import {
  cardPagePath,
  isCardDecline,
  orderIdFrom,
  paymentResultPath,
  purchasedPathOf,
  receiptHref,
  retryPathOf,
} from './payment-paths.ts';

describe('payment addresses', () => {
  it('reads the order of a result address, refusing anything but a positive number', () => {
    expect(orderIdFrom(new URLSearchParams('order=42'))).toBe(42);
    for (const bad of ['', 'order=', 'order=0', 'order=-1', 'order=1.5', 'order=abc', 'order=1%20OR%201']) {
      expect(orderIdFrom(new URLSearchParams(bad)), bad).toBeNull();
    }
    expect(paymentResultPath(42)).toBe('/dashboard/profile/payments/result?order=42');
  });

  it('leads a release order to its release and a plan order to the plan or the pricing page', () => {
    const release = { kind: 'release' as const, release: { id: 7, title: 'x', type: 'single' } };
    const plan = { kind: 'plan' as const, release: null };
    expect(purchasedPathOf(release)).toBe('/dashboard/releases/new?release_id=7');
    expect(retryPathOf(release)).toBe('/dashboard/releases/new?release_id=7');
    expect(purchasedPathOf(plan)).toBe('/dashboard/profile/plan');
    expect(retryPathOf(plan)).toBe('/dashboard/pricing');
  });

  it('puts the account and language on the receipt link', () => {
    expect(receiptHref('/api/v1/me/payments/5/receipt', 'en', 3)).toBe('/api/v1/me/payments/5/receipt?lang=en&_acid=3');
    expect(receiptHref('/api/v1/me/payments/5/receipt', 'ja', null)).toBe('/api/v1/me/payments/5/receipt?lang=ja');
  });

  it('sends a declined card payment to the card page, coming back to try again', () => {
    const path = cardPagePath('/dashboard/releases/new?release_id=7');
    expect(path).toBe('/dashboard/profile/card?return_to=%2Fdashboard%2Freleases%2Fnew%3Frelease_id%3D7');
    expect(safeReturnTo(new URL(path, 'http://x').searchParams.get('return_to'))).toBe(
      '/dashboard/releases/new?release_id=7',
    );
    const declined = { method: 'card', status: 'canceled', failure: { code: 'insufficient_funds', message: '' } };
    expect(isCardDecline(declined)).toBe(true);
    expect(isCardDecline({ ...declined, failure: { code: 'canceled', message: '' } })).toBe(false);
    expect(isCardDecline({ ...declined, method: 'conveni' })).toBe(false);
  });
});
