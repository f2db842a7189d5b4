import { describe, expect, it } from 'vitest';
import {
  cardRegistrationPath,
  checkoutReturnPath,
  checkoutToReopenFrom,
  couponCodeFrom,
} from '../plans/checkout-steps.ts';
import { cardReturnFrom, destinationAfterCard, safeReturnTo } from './card-return.ts';

describe('return_to of the card page', () => {
  it('accepts same-site paths', () => {
    expect(safeReturnTo('/dashboard/pricing')).toBe('/dashboard/pricing');
    expect(safeReturnTo('/dashboard/releases/new?release_id=3&step=pay')).toBe(
      '/dashboard/releases/new?release_id=3&step=pay',
    );
  });

  it('refuses other sites, schemes and anything the API would refuse', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard/pricing',
      '/path with spaces',
      '/<script>',
      `/${'a'.repeat(200)}`,
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });

  it('reads the way back from the gateway', () => {
    expect(cardReturnFrom(new URLSearchParams('session_id=cs_1&return_to=%2Fdashboard%2Fpricing'))).toEqual({
      kind: 'completed',
      sessionId: 'cs_1',
      returnTo: '/dashboard/pricing',
    });
    expect(cardReturnFrom(new URLSearchParams('canceled=1&return_to=https%3A%2F%2Fevil.example'))).toEqual({
      kind: 'canceled',
      returnTo: null,
    });
    expect(cardReturnFrom(new URLSearchParams(''))).toEqual({ kind: 'none', returnTo: null });
  });

  it('stays on the card page when it was the way back', () => {
    expect(destinationAfterCard('/dashboard/profile/card', '/dashboard/profile/card')).toBeNull();
    expect(destinationAfterCard('/dashboard/profile/card?x=1', '/dashboard/profile/card')).toBeNull();
    expect(destinationAfterCard('/dashboard/pricing', '/dashboard/profile/card')).toBe('/dashboard/pricing');
    expect(destinationAfterCard(null, '/dashboard/profile/card')).toBeNull();
  });

  it('goes back to the page with its open checkout named, so the checkout opens again with its coupon', () => {
    // The checkout sends the browser to the card page; the gateway comes back to it with return_to kept as it was.
    const release = { kind: 'release', releaseId: 6, title: 'Night Drive' } as const;
    const cardPage = new URL(
      cardRegistrationPath(checkoutReturnPath('/dashboard/releases/6', '?tab=tracks', release, 'spring-2026')),
      'http://x',
    );
    const fromGateway = new URLSearchParams({
      session_id: 'cs_1',
      return_to: cardPage.searchParams.get('return_to') ?? '',
    });
    const arrival = cardReturnFrom(fromGateway);
    expect(arrival.kind).toBe('completed');
    const destination = destinationAfterCard(arrival.returnTo, cardPage.pathname);
    expect(destination).toBe('/dashboard/releases/6?tab=tracks&checkout=release-6&coupon=SPRING-2026');
    const reopened = new URLSearchParams(destination!.split('?')[1]);
    expect(checkoutToReopenFrom(reopened)).toEqual({ kind: 'release', releaseId: 6 });
    expect(couponCodeFrom(reopened)).toBe('SPRING-2026');
  });
});
