import { describe, expect, it } from 'vitest';
import {
  changeReleaseListSearch,
  DEFAULT_RELEASE_LIST_SEARCH,
  groupCount,
  isFiltered,
  readReleaseListSearch,
  releaseListQuery,
  releaseListSearchParams,
  releasePageCount,
} from './release-list-params.ts';

describe('release list filters in the address', () => {
  it('reads every filter and ignores unknown values', () => {
    const search = readReleaseListSearch(
      new URLSearchParams('q=%20夜明け%20&status_group=on_sale&type=single&sort_key=street_date&sort_order=asc&page=3'),
    );
    expect(search).toEqual({
      q: '夜明け',
      group: 'on_sale',
      type: 'single',
      sortKey: 'street_date',
      sortOrder: 'asc',
      page: 3,
    });
    expect(readReleaseListSearch(new URLSearchParams('status_group=x&type=cassette&sort_key=title&page=-2'))).toEqual(
      DEFAULT_RELEASE_LIST_SEARCH,
    );
  });

  it('writes only what differs from the default, and reads it back the same', () => {
    expect(releaseListSearchParams(DEFAULT_RELEASE_LIST_SEARCH).toString()).toBe('');
    const search = {
      ...DEFAULT_RELEASE_LIST_SEARCH,
      q: 'ep',
      type: 'album' as const,
      sortKey: 'status' as const,
      page: 2,
    };
    const params = releaseListSearchParams(search);
    expect(params.toString()).toBe('q=ep&type=album&sort_key=status&page=2');
    expect(readReleaseListSearch(params)).toEqual(search);
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_RELEASE_LIST_SEARCH, page: 3 };
    expect(changeReleaseListSearch(onPage3, { group: 'draft' }).page).toBe(1);
    expect(changeReleaseListSearch(onPage3, { sortOrder: 'asc' }).page).toBe(1);
    expect(changeReleaseListSearch(onPage3, { page: 4 }).page).toBe(4);
  });

  it('builds the API query with the page size and no empty filters', () => {
    expect(releaseListQuery(DEFAULT_RELEASE_LIST_SEARCH)).toEqual({
      sortKey: 'update_time',
      sortOrder: 'desc',
      page: 1,
      limit: 20,
    });
    expect(
      releaseListQuery({ ...DEFAULT_RELEASE_LIST_SEARCH, q: 'a', group: 'payment', type: 'ringtone' }),
    ).toMatchObject({ q: 'a', statusGroup: 'payment', type: 'ringtone' });
  });

  it('tells a filtered list from the whole list and counts pages', () => {
    expect(isFiltered(DEFAULT_RELEASE_LIST_SEARCH)).toBe(false);
    expect(isFiltered({ ...DEFAULT_RELEASE_LIST_SEARCH, sortOrder: 'asc' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_RELEASE_LIST_SEARCH, group: 'ended' })).toBe(true);
    expect(releasePageCount(0)).toBe(1);
    expect(releasePageCount(20)).toBe(1);
    expect(releasePageCount(21)).toBe(2);
  });
});

describe('status group counts', () => {
  it('finds each group in the camelCased summary', () => {
    const byGroup = { draft: 2, inReview: 1, payment: 0, distribution: 0, onSale: 5, ended: 1 };
    expect(groupCount(byGroup, 'in_review')).toBe(1);
    expect(groupCount(byGroup, 'on_sale')).toBe(5);
    expect(groupCount(undefined, 'draft')).toBeUndefined();
  });
});
