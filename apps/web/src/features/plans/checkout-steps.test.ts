import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  cardRegistrationPath,
  defaultMethodOf,
  isBalanceEnough,
  newIdempotencyKey,
  nextStepOf,
  offeredMethodsOf,
  paymentResultPath,
  targetKey,
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
    expect(defaultMethodOf({ card: null, methods: ['card', 'conveni', 'payeasy', 'balance'], balance: 0 }, 1_650)).toBe(
      'conveni',
    );
    expect(defaultMethodOf({ card: null, methods: ['card', 'balance'], balance: 0 }, 1_650)).toBe('card');
    expect(defaultMethodOf({ card: null, methods: [], balance: 0 }, 1_650)).toBeNull();
  });

  it('offers the balance only when there is one, and selects it only when it covers the total', () => {
    expect(offeredMethodsOf({ methods: ['card', 'conveni', 'balance'], balance: 0 })).toEqual(['card', 'conveni']);
    expect(offeredMethodsOf({ methods: ['card', 'balance'], balance: 500 })).toEqual(['card', 'balance']);
    expect(defaultMethodOf({ card: null, methods: ['card', 'balance'], balance: 2_000 }, 1_650)).toBe('balance');
    expect(defaultMethodOf({ card: null, methods: ['card', 'balance'], balance: 1_000 }, 1_650)).toBe('card');
    expect(isBalanceEnough(1_650, 1_650)).toBe(true);
    expect(isBalanceEnough(1_649, 1_650)).toBe(false);
    // Before the quote arrives nothing is known to be covered.
    expect(isBalanceEnough(10_000, undefined)).toBe(false);
  });
});
