import { describe, expect, it } from 'vitest';
import { hasDirtyLeaf } from './use-field-problem.ts';

describe('a field changed since the last save', () => {
  it('counts a field as changed when anything at or under it is', () => {
    expect(hasDirtyLeaf(true)).toBe(true);
    expect(hasDirtyLeaf(undefined)).toBe(false);
    expect(hasDirtyLeaf([false, false])).toBe(false);
    expect(hasDirtyLeaf([false, true])).toBe(true);
    expect(hasDirtyLeaf({ realName: false, penName: true })).toBe(true);
    expect(hasDirtyLeaf([{ title: false }, { authors: [{ realName: false }] }])).toBe(false);
  });
});
