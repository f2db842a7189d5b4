import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  cardRegistrationPath,
  checkoutParamOf,
  checkoutReturnPath,
  checkoutToReopenFrom,
  couponCodeFrom,
  defaultMethodOf,
  isBalanceEnough,
  newIdempotencyKey,
  nextStepOf,
  offeredMethodsOf,
  paymentResultPath,
  targetKey,
  withoutCheckoutParam,
} from './checkout-steps.ts';

const order = { id: 42, statusGroup: 'processing' as const, nextAction: null, failure: null };

describe('what the checkout does with a payment answer', () => {
  it('closes on a paid order', () => {
    expect(nextStepOf({ ...order, statusGroup: 'paid' })).toEqual({ kind: 'paid' });
  });

  it('sends the browser to 3-D Secure or the carrier page', () => {
    const step = nextStepOf({ ...order, nextAction: { type: 'redirect', url: 'https://gateway.test/3ds/abc' } });
    expect(step).toEqual({ kind: 'redirect', url: 'https://gateway.test/3ds/abc' });
  });

  it('shows konbini and Pay-easy numbers, or a payment still processing, on the result page', () => {
    const konbini = {
      type: 'konbini' as const,
      expiresAt: '2030-01-04T00:00:00Z',
      voucherUrl: 'https://gateway.test/v',
      stores: [{ store: 'lawson', confirmationNumber: '1234', paymentCode: '5678' }],
    };
    expect(nextStepOf({ ...order, nextAction: konbini })).toEqual({
      kind: 'result',
      path: '/dashboard/profile/payments/result?order=42',
    });
    expect(nextStepOf(order)).toEqual({ kind: 'result', path: paymentResultPath(42) });
  });

  it('keeps the dialog open with the reason of a declined payment', () => {
    const declined = nextStepOf({
      ...order,
      statusGroup: 'canceled',
      failure: { code: 'card_declined', message: 'カード会社によりお支払いが承認されませんでした。' },
    });
    expect(declined).toEqual({ kind: 'declined', message: 'カード会社によりお支払いが承認されませんでした。' });
    expect(nextStepOf({ ...order, statusGroup: 'canceled' })).toEqual({ kind: 'declined', message: null });
  });
});

describe('idempotency keys', () => {
  let serial = 0;
  const fresh = () => `key-${++serial}`;

  it('keeps the key for a repeated submission and takes a new one when what is paid changes', () => {
    const opened = { key: 'key-first', signature: null };
    const first = attemptFor(opened, 'card|', fresh);
    expect(first.key).toBe('key-first');
    expect(attemptFor(first, 'card|', fresh).key).toBe('key-first');
    const other = attemptFor(first, 'conveni|', fresh);
    expect(other.key).not.toBe('key-first');
    expect(attemptFor(other, 'conveni|SPRING', fresh).key).not.toBe(other.key);
  });

  it('makes keys the API accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\w-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('addresses', () => {
  it('comes back to the page after registering a card', () => {
    expect(cardRegistrationPath('/dashboard/releases/new?release_id=6')).toBe(
      '/dashboard/profile/card?return_to=%2Fdashboard%2Freleases%2Fnew%3Frelease_id%3D6',
    );
    // A query the API would refuse is left out rather than breaking the card page.
    expect(cardRegistrationPath('/dashboard/pricing?x=<b>')).toBe(
      '/dashboard/profile/card?return_to=%2Fdashboard%2Fpricing',
    );
  });

  it('keeps the checkout (and its coupon) when the rest of the query would not pass', () => {
    const release = { kind: 'release', releaseId: 6, title: 'Night Drive' } as const;
    const back = checkoutReturnPath('/dashboard/releases/6', '?q=night drive', release, 'spring-2026');
    const returnTo = new URL(cardRegistrationPath(back), 'http://x').searchParams.get('return_to');
    expect(returnTo).toBe('/dashboard/releases/6?checkout=release-6&coupon=SPRING-2026');
    expect(checkoutToReopenFrom(new URLSearchParams(returnTo!.split('?')[1]))).toEqual({
      kind: 'release',
      releaseId: 6,
    });
  });

  it('carries a coupon code through the card page, and only a code', () => {
    const plan = { kind: 'plan', purchase: { kind: 'plan', plan: 'unlimited_pro' } } as const;
    const back = checkoutReturnPath('/dashboard/profile/plan', '', plan, ' welcome-2026 ');
    expect(back).toBe('/dashboard/profile/plan?checkout=plan-unlimited_pro&coupon=WELCOME-2026');
    const arrived = new URLSearchParams(back.split('?')[1]);
    expect(couponCodeFrom(arrived)).toBe('WELCOME-2026');
    expect(withoutCheckoutParam(arrived).toString()).toBe('');
    expect(checkoutReturnPath('/dashboard/profile/plan', '', plan, '<b>')).toBe(
      '/dashboard/profile/plan?checkout=plan-unlimited_pro',
    );
    expect(checkoutReturnPath('/dashboard/profile/plan', '?coupon=OLD-CODE', plan)).toBe(
      '/dashboard/profile/plan?checkout=plan-unlimited_pro',
    );
    for (const bad of ['', 'ab', '-LEADING', 'a b c d', 'X'.repeat(33), '<script>']) {
      expect(couponCodeFrom(new URLSearchParams({ coupon: bad })), bad).toBe('');
    }
  });

  it('comes back from the card page to the page with the same checkout open again', () => {
    const release = { kind: 'release', releaseId: 6, title: 'Night Drive' } as const;
    const back = checkoutReturnPath('/dashboard/releases/6', '?tab=tracks', release);
    expect(back).toBe('/dashboard/releases/6?tab=tracks&checkout=release-6');
    // The card page accepts the address whole, and hands it back untouched.
    const cardPage = new URL(cardRegistrationPath(back), 'http://x');
    const returnTo = cardPage.searchParams.get('return_to') as string;
    expect(returnTo).toBe(back);
    const arrived = new URLSearchParams(returnTo.split('?')[1]);
    expect(checkoutToReopenFrom(arrived)).toEqual({ kind: 'release', releaseId: 6 });
    // Once open again, the address forgets it (a reload does not reopen it) and keeps the rest.
    expect(withoutCheckoutParam(arrived).toString()).toBe('tab=tracks');
  });

  it('reopens plan and quantity checkouts, and nothing the API would refuse', () => {
    const plan = { kind: 'plan', purchase: { kind: 'plan', plan: 'unlimited_pro' } } as const;
    const credits = { kind: 'plan', purchase: { kind: 'mastering_credit_36', quantity: 1 } } as const;
    const seats = { kind: 'plan', purchase: { kind: 'artist_capacity', quantity: 3 } } as const;
    for (const target of [plan, credits, seats]) {
      const back = checkoutReturnPath('/dashboard/profile/plan', '', target);
      expect(checkoutToReopenFrom(new URLSearchParams(back.split('?')[1]))).toEqual(target);
    }
    expect(checkoutParamOf(seats)).toBe('artist_capacity-3');
    for (const bad of [
      '',
      'plan-payper',
      'plan-gold',
      'artist_capacity-0',
      'artist_capacity-101',
      'release-0',
      'release-x',
      'x-1',
      'release-6-7',
    ]) {
      expect(checkoutToReopenFrom(new URLSearchParams({ checkout: bad }))).toBeNull();
    }
    expect(checkoutToReopenFrom(new URLSearchParams('tab=tracks'))).toBeNull();
  });

  it('reopens the checkout of an immersive edition after the card page', () => {
    const target = { kind: 'immersive', immersiveSongId: 5, title: '夜明け' } as const;
    const back = checkoutReturnPath('/dashboard/immersive_audio', 'id=5', target, 'SUMMER10');
    const arrived = new URLSearchParams(back.split('?')[1]);
    expect(arrived.get('id')).toBe('5');
    expect(checkoutToReopenFrom(arrived)).toEqual({ kind: 'immersive', immersiveSongId: 5 });
    for (const bad of ['immersive-0', 'immersive-x', 'immersive-']) {
      expect(checkoutToReopenFrom(new URLSearchParams({ checkout: bad }))).toBeNull();
    }
  });

  it('names each checkout once for its quote', () => {
    expect(targetKey({ kind: 'release', releaseId: 6, title: 'x' })).toBe('release:6');
    expect(targetKey({ kind: 'plan', purchase: { kind: 'plan', plan: 'unlimited_pro' } })).toBe('plan:unlimited_pro');
    expect(targetKey({ kind: 'plan', purchase: { kind: 'artist_capacity', quantity: 3 } })).toBe('artist_capacity:3');
  });
});

describe('payment methods', () => {
  const card = { brand: 'visa', last4: '4242' };

  it('selects the registered card first, else the first other open method', () => {
    expect(defaultMethodOf({ card, methods: ['card', 'conveni', 'balance'], balance: 0 }, 1_650)).toBe('card');
    // No card yet: the card is still selected (going on registers one), not konbini.
    expect(defaultMethodOf({ card: null, methods: ['card', 'conveni', 'payeasy', 'balance'], balance: 0 }, 1_650)).toBe(
      'card',
    );
    expect(defaultMethodOf({ card: null, methods: ['conveni', 'payeasy'], balance: 0 }, 1_650)).toBe('conveni');
    expect(defaultMethodOf({ card: null, methods: ['card', 'balance'], balance: 0 }, 1_650)).toBe('card');
    expect(defaultMethodOf({ card: null, methods: [], balance: 0 }, 1_650)).toBeNull();
  });

  it('offers the balance only when there is one, and selects it only when it covers the total', () => {
    expect(offeredMethodsOf({ methods: ['card', 'conveni', 'balance'], balance: 0 })).toEqual(['card', 'conveni']);
    expect(offeredMethodsOf({ methods: ['card', 'balance'], balance: 500 })).toEqual(['card', 'balance']);
    // No card registered and a balance that covers the total: the balance, which needs nothing more.
    expect(defaultMethodOf({ card: null, methods: ['conveni', 'balance'], balance: 2_000 }, 1_650)).toBe('balance');
    expect(defaultMethodOf({ card: null, methods: ['card', 'conveni', 'balance'], balance: 2_000 }, 1_650)).toBe(
      'balance',
    );
    expect(defaultMethodOf({ card: null, methods: ['card', 'conveni', 'balance'], balance: 1_650 }, 1_650)).toBe(
      'balance',
    );
    // A registered card still comes first; a balance that does not cover the total is not selected.
    expect(defaultMethodOf({ card, methods: ['card', 'conveni', 'balance'], balance: 2_000 }, 1_650)).toBe('card');
    expect(defaultMethodOf({ card: null, methods: ['conveni', 'balance'], balance: 1_000 }, 1_650)).toBe('conveni');
    expect(defaultMethodOf({ card: null, methods: ['card', 'balance'], balance: 2_000 }, undefined)).toBe('card');
    expect(defaultMethodOf({ card: null, methods: ['balance'], balance: 2_000 }, 1_650)).toBe('balance');
    expect(defaultMethodOf({ card: null, methods: ['card', 'balance'], balance: 1_000 }, 1_650)).toBe('card');
    expect(isBalanceEnough(1_650, 1_650)).toBe(true);
    expect(isBalanceEnough(1_649, 1_650)).toBe(false);
    // Before the quote arrives nothing is known to be covered.
    expect(isBalanceEnough(10_000, undefined)).toBe(false);
  });
});
