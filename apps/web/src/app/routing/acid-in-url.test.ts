import { describe, expect, it } from 'vitest';
import { nextPinnedAcid, searchWithAcid } from './acid-in-url.ts';

describe('_acid in the address', () => {
  it('adds or replaces _acid for a pinned account, keeping other parameters', () => {
    expect(searchWithAcid('/dashboard', '', 7)).toBe('?_acid=7');
    expect(searchWithAcid('/dashboard/profile', '?tab=1&_acid=3', 7)).toBe('?tab=1&_acid=7');
  });

  it('leaves /creators paths and unpinned tabs alone, and does nothing when already right', () => {
    expect(searchWithAcid('/creators', '?action=signin', 7)).toBeNull();
    expect(searchWithAcid('/creators/validate-google-auth', '', 7)).toBeNull();
    expect(searchWithAcid('/dashboard', '', null)).toBeNull();
    expect(searchWithAcid('/dashboard', '?_acid=7', 7)).toBeNull();
  });

  it('pins on a switch between accounts, unpins on sign-out, ignores sign-in', () => {
    expect(nextPinnedAcid(null, 8, 5)).toBe(8);
    expect(nextPinnedAcid(5, null, 5)).toBeNull();
    expect(nextPinnedAcid(null, 5, null)).toBeNull();
    expect(nextPinnedAcid(3, 5, null)).toBe(3);
  });
});
