import { describe, expect, it } from 'vitest';
import { financialQueryOf, pageOf } from './revenue-paths.ts';

const query = (text: string) => new URLSearchParams(text);

describe('the report and list addresses', () => {
  it('opens one month, or the twelve months with mode=fixed', () => {
    expect(financialQueryOf(query(''))).toEqual({ mode: 'yearmonth', yearMonth: undefined });
    expect(financialQueryOf(query('year_month=2026-03'))).toEqual({ mode: 'yearmonth', yearMonth: '2026-03' });
    expect(financialQueryOf(query('year_month=2026-13'))).toEqual({ mode: 'yearmonth', yearMonth: undefined });
    expect(financialQueryOf(query('mode=fixed&year_month=2026-03'))).toEqual({ mode: 'fixed', yearMonth: undefined });
  });

  it('reads the page number, falling back to the first page', () => {
    expect(pageOf(query('page=3'))).toBe(3);
    expect(pageOf(query('page=0'))).toBe(1);
    expect(pageOf(query('page=abc'))).toBe(1);
    expect(pageOf(query(''))).toBe(1);
  });
});

describe('balance movements', () => {
  it('names the ledger’s kinds and reads unknown ones as other', async () => {
    const { balanceKindOf } = await import('./balance-kinds.ts');
    expect(balanceKindOf('withdrawal_rejected')).toBe('withdrawal_rejected');
    expect(balanceKindOf('affiliate_reward')).toBe('affiliate_reward');
    expect(balanceKindOf('something_new')).toBe('other');
  });
});
