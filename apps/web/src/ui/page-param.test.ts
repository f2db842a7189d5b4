import { describe, expect, it } from 'vitest';
import { readPageParam } from './page-param.ts';

const page = (search: string) => readPageParam(new URLSearchParams(search));

describe('readPageParam', () => {
  it('reads a whole page number from 1', () => {
    expect(page('page=1')).toBe(1);
    expect(page('page=2')).toBe(2);
    expect(page('status=paid&page=37')).toBe(37);
  });

  it('falls back to page 1 for anything else', () => {
    for (const search of ['', 'page=', 'page=0', 'page=-3', 'page=1.5', 'page=abc', 'page=Infinity']) {
      expect(page(search), search).toBe(1);
    }
  });
});
