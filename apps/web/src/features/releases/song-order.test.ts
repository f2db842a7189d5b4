import { describe, expect, it } from 'vitest';
import { removeIndex, swapIndexes } from './song-order.ts';

describe('open songs follow their songs', () => {
  it('moves the open state with a song moved up or down', () => {
    expect([...swapIndexes(new Set([1]), 1, 2)]).toEqual([2]);
    expect([...swapIndexes(new Set([1, 2]), 1, 2)].sort()).toEqual([1, 2]);
    expect([...swapIndexes(new Set([0]), 1, 2)]).toEqual([0]);
  });

  it('closes a removed song and shifts the ones after it', () => {
    expect([...removeIndex(new Set([0, 2, 3]), 2)].sort()).toEqual([0, 2]);
    expect([...removeIndex(new Set([1]), 1)]).toEqual([]);
  });
});
