import { describe, expect, it } from 'vitest';
import { accountSearchParams, pageCount, readAccountSearch } from './admin-search.ts';

describe('operator account search in the address', () => {
  it('reads the keyword and page, falling back to page 1', () => {
    expect(readAccountSearch(new URLSearchParams('q=%20demo%20&page=3'))).toEqual({ q: 'demo', page: 3 });
    for (const page of ['0', '-1', '1.5', 'x', '']) {
      expect(readAccountSearch(new URLSearchParams(`page=${page}`)).page, page).toBe(1);
    }
  });

  it('writes only what differs from the defaults', () => {
    expect(accountSearchParams({ q: '', page: 1 }).toString()).toBe('');
    expect(accountSearchParams({ q: ' Otodoke ', page: 2 }).toString()).toBe('q=Otodoke&page=2');
  });

  it('counts pages of 20, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
