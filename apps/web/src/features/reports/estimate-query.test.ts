import { describe, expect, it } from 'vitest';
import {
  activeQuickRange,
  defaultView,
  estimateApiQuery,
  estimateCsvUrl,
  estimateViewParams,
  normaliseDetailTypes,
  parseTypedDate,
  quickRange,
  rangeProblemOf,
  readEstimateView,
  toggleDetailType,
} from './estimate-query.ts';

// 2026-03-10 00:30 in Tokyo is still 2026-03-09 in UTC: "yesterday" is Tokyo's, 2026-03-09.
const NOW = new Date('2026-03-09T15:30:00Z');

describe('the estimate report in the address', () => {
  it('shows the 30 days up to yesterday in Tokyo by default, daily, by release, every detail type', () => {
    expect(readEstimateView(new URLSearchParams(), NOW)).toEqual({
      dateType: 'daily',
      from: '2026-02-08',
      to: '2026-03-09',
      display: 'release',
      detailTypes: [],
      chart: 'amount',
      sort: 'amount',
      order: 'desc',
      page: 1,
    });
  });

  it('reads every filter back from a link', () => {
    const view = readEstimateView(
      new URLSearchParams(
        'date_type=weekly&from=2026-01-05&to=2026-02-01&display=jppref&detail_types=streaming,download&chart=quantity&sort=quantity&order=asc&page=3',
      ),
      NOW,
    );
    expect(view).toEqual({
      dateType: 'weekly',
      from: '2026-01-05',
      to: '2026-02-01',
      display: 'jppref',
      detailTypes: ['download', 'streaming'],
      chart: 'quantity',
      sort: 'quantity',
      order: 'asc',
      page: 3,
    });
  });

  it('falls back on the defaults for values it does not know, and never starts after it ends', () => {
    const view = readEstimateView(
      new URLSearchParams('date_type=hourly&from=2026-02-30&display=artist&detail_types=vinyl&page=0&order=up'),
      NOW,
    );
    expect(view).toMatchObject({ dateType: 'daily', from: '2026-02-08', display: 'release', detailTypes: [], page: 1 });
    expect(view.order).toBe('desc');
    expect(readEstimateView(new URLSearchParams('from=2026-03-01&to=2026-02-01'), NOW)).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-01',
    });
    expect(readEstimateView(new URLSearchParams('to=2026-01-31'), NOW)).toMatchObject({
      from: '2026-01-02',
      to: '2026-01-31',
    });
  });

  it('writes the dates always and the other defaults never, and reads its own links back', () => {
    const defaults = defaultView(NOW);
    expect(estimateViewParams(defaults).toString()).toBe('from=2026-02-08&to=2026-03-09');
    const view = {
      ...defaults,
      dateType: 'monthly' as const,
      display: 'song' as const,
      detailTypes: ['discovery' as const],
      page: 2,
    };
    const params = estimateViewParams(view);
    expect(params.toString()).toBe(
      'date_type=monthly&from=2026-02-08&to=2026-03-09&display=song&detail_types=discovery&page=2',
    );
    expect(readEstimateView(params, NOW)).toEqual(view);
  });

  it('treats all detail types, or none, as every type and keeps the catalogue order', () => {
    expect(normaliseDetailTypes(['streaming', 'amazondod', 'streaming'])).toEqual(['amazondod', 'streaming']);
    expect(
      normaliseDetailTypes([
        'amazondod',
        'download',
        'streaming',
        'vk_download',
        'vk_streaming',
        'discovery',
        'short_movie',
      ]),
    ).toEqual([]);
    expect(toggleDetailType([], 'download')).toEqual(['download']);
    expect(toggleDetailType(['download', 'streaming'], 'download')).toEqual(['streaming']);
    expect(toggleDetailType(['download'], 'download')).toEqual([]);
  });
});

describe('what the API is asked', () => {
  it('sends the filters, leaving detail types out when every type is wanted', () => {
    const view = defaultView(NOW);
    expect(estimateApiQuery(view)).toEqual({
      dateType: 'daily',
      from: '2026-02-08',
      to: '2026-03-09',
      display: 'release',
      detailTypes: undefined,
    });
    expect(estimateApiQuery({ ...view, detailTypes: ['download', 'streaming'] }).detailTypes).toBe(
      'download,streaming',
    );
  });

  it('links the CSV with the same filters, the language and the account', () => {
    const filters = { ...defaultView(NOW), display: 'store' as const, detailTypes: ['streaming' as const] };
    expect(estimateCsvUrl('/api/v2/me/reports/estimate', filters, 'en', 7)).toBe(
      '/api/v2/me/reports/estimate/csv?date_type=daily&from=2026-02-08&to=2026-03-09&display=store&detail_types=streaming&lang=en&_acid=7',
    );
    expect(estimateCsvUrl('/api/v2/me/reports/estimate', defaultView(NOW), 'ja', null)).toBe(
      '/api/v2/me/reports/estimate/csv?date_type=daily&from=2026-02-08&to=2026-03-09&display=release&lang=ja',
    );
  });
});

describe('the range typed by hand', () => {
  it('reads dates as people type them', () => {
    expect(parseTypedDate('2026/01/05')).toBe('2026-01-05');
    expect(parseTypedDate(' 2026-1-5 ')).toBe('2026-01-05');
    expect(parseTypedDate('20260105')).toBe('2026-01-05');
    expect(parseTypedDate('２０２６／０１／０５')).toBe('2026-01-05');
    expect(parseTypedDate('2026/02/30')).toBeNull();
    expect(parseTypedDate('01/05/2026')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('says what is wrong with it', () => {
    expect(rangeProblemOf(null, '2026-01-01')).toBe('fromInvalid');
    expect(rangeProblemOf('2026-01-01', null)).toBe('toInvalid');
    expect(rangeProblemOf('2026-01-02', '2026-01-01')).toBe('fromAfterTo');
    expect(rangeProblemOf('2023-01-01', '2026-01-31')).toBe('tooLong');
    expect(rangeProblemOf('2026-01-01', '2026-01-01')).toBeNull();
  });
});

describe('quick ranges', () => {
  it('end yesterday and pick a graph step that suits them', () => {
    expect(quickRange('yesterday', NOW)).toEqual({ from: '2026-03-09', to: '2026-03-09', dateType: 'daily' });
    expect(quickRange('last7', NOW)).toEqual({ from: '2026-03-03', to: '2026-03-09', dateType: 'daily' });
    expect(quickRange('last12months', NOW)).toEqual({ from: '2025-03-10', to: '2026-03-09', dateType: 'monthly' });
  });

  it('show as pressed only while the view is exactly theirs', () => {
    expect(activeQuickRange(defaultView(NOW), NOW)).toBe('last30');
    expect(activeQuickRange({ ...quickRange('yesterday', NOW) }, NOW)).toBe('yesterday');
    expect(activeQuickRange({ ...quickRange('last7', NOW), dateType: 'weekly' }, NOW)).toBeNull();
  });
});
