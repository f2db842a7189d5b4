import { describe, expect, it } from 'vitest';
import { attemptFor, freshAttempt, newIdempotencyKey } from './withdrawal-attempt.ts';

describe('idempotency keys of withdrawal requests', () => {
  let counter = 0;
  const nextKey = () => `key-${++counter}`;

  it('keeps the key when the same request is sent again, so a retried request withdraws once', () => {
    const first = attemptFor(freshAttempt(nextKey), '1:5000', nextKey);
    expect(attemptFor(first, '1:5000', nextKey).key).toBe(first.key);
  });

  it('makes a new key when the account or the amount changes, or after a request went through', () => {
    const first = attemptFor(freshAttempt(nextKey), '1:5000', nextKey);
    expect(attemptFor(first, '1:6000', nextKey).key).not.toBe(first.key);
    expect(attemptFor(first, '2:5000', nextKey).key).not.toBe(first.key);
    expect(attemptFor(freshAttempt(nextKey), '1:5000', nextKey).key).not.toBe(first.key);
  });

  it('makes keys the API accepts (8 to 100 characters)', () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(100);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
