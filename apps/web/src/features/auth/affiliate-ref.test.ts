import { describe, expect, it } from 'vitest';
import { currentAffiliateRef, rememberAffiliateRef } from './affiliate-ref.ts';

function memoryStore(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the affiliate code a visitor came with', () => {
  it('is kept for 30 days, upper-cased, and a newer link replaces it', () => {
    const store = memoryStore();
    const day = 86_400_000;
    rememberAffiliateRef('abcd2345', 0, store);
    expect(currentAffiliateRef(29 * day, store)).toBe('ABCD2345');
    expect(currentAffiliateRef(31 * day, store)).toBeUndefined();
    rememberAffiliateRef('WXYZ6789', 31 * day, store);
    expect(currentAffiliateRef(32 * day, store)).toBe('WXYZ6789');
  });

  it('ignores malformed codes and a damaged store', () => {
    const store = memoryStore();
    rememberAffiliateRef('<script>', 0, store);
    rememberAffiliateRef(null, 0, store);
    expect(currentAffiliateRef(0, store)).toBeUndefined();
    store.setItem('otodoke.affiliateRef', '{not json');
    expect(currentAffiliateRef(0, store)).toBeUndefined();
  });
});
