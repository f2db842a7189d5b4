import { describe, expect, it } from 'vitest';
import { type AdminCounts, badgeText, sectionHref, sectionOf, waitingIn } from './admin-sections.ts';

const counts: AdminCounts = {
  reviewQueue: 3,
  deliveryProblems: 2,
  unmatchedSales: 4,
  deferredPayments: 1,
  withdrawals: 5,
  monthsToClose: 1,
};

describe('the operator console navigation', () => {
  it('opens the section the address names, the review otherwise', () => {
    expect(sectionOf('revenue')).toBe('revenue');
    expect(sectionOf('settings')).toBe('settings');
    expect(sectionOf(null)).toBe('review');
    expect(sectionOf('constructor')).toBe('review');
    expect(sectionHref('review')).toBe('/admin');
    expect(sectionHref('payments')).toBe('/admin?section=payments');
  });

  it('counts what waits in each section', () => {
    expect(waitingIn('review', counts)).toBe(5);
    expect(waitingIn('revenue', counts)).toBe(5);
    expect(waitingIn('payments', counts)).toBe(6);
    expect(waitingIn('accounts', counts)).toBe(0);
    expect(waitingIn('review', undefined)).toBe(0);
  });

  it('keeps a badge short', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
