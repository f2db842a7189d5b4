import { describe, expect, it } from 'vitest';
import { historyParams, pageCount, readHistoryQuery, statusGroupOf } from './history-query.ts';

describe('payment history in the address', () => {
  it('reads the filter and page, falling back to all and page 1', () => {
    expect(readHistoryQuery(new URLSearchParams('status=paid&page=3'))).toEqual({ filter: 'paid', page: 3 });
    expect(readHistoryQuery(new URLSearchParams('status=refunded&page=0'))).toEqual({ filter: 'all', page: 1 });
    expect(readHistoryQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(historyParams({ filter: 'all', page: 1 }).toString()).toBe('');
    expect(historyParams({ filter: 'canceled', page: 2 }).toString()).toBe('status=canceled&page=2');
  });

  it('asks the API for a status group only when filtering', () => {
    expect(statusGroupOf('all')).toBeUndefined();
    expect(statusGroupOf('processing')).toBe('processing');
  });

  it('counts pages of 20', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});
