import { describe, expect, it } from 'vitest';
import {
  ARTIST_LIST_PAGE_SIZE,
  artistListQuery,
  DEFAULT_ARTIST_LIST_SEARCH,
  pageCount,
  parseSortChoice,
  readArtistDirectorySearch,
  readArtistListSearch,
  sortChoiceValue,
  writeArtistDirectorySearch,
  writeArtistListSearch,
} from './artist-search.ts';
import { variousArtistsMatches } from './various-artists.ts';

describe('artist list state in the address', () => {
  it('reads keyword, sort, archived and page', () => {
    expect(
      readArtistListSearch(new URLSearchParams('q=%20dawn%20&sort_key=name&sort_order=asc&archived=1&page=3')),
    ).toEqual({ q: 'dawn', sortKey: 'name', sortOrder: 'asc', includeArchived: true, page: 3 });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(readArtistListSearch(new URLSearchParams(''))).toEqual(DEFAULT_ARTIST_LIST_SEARCH);
    expect(
      readArtistListSearch(new URLSearchParams('sort_key=street_date&sort_order=up&archived=yes&page=-2')),
    ).toEqual(DEFAULT_ARTIST_LIST_SEARCH);
    for (const page of ['0', '1.5', 'x', '']) {
      expect(readArtistListSearch(new URLSearchParams(`page=${page}`)).page, page).toBe(1);
    }
  });

  it('cuts a keyword to the 100 characters the endpoint takes', () => {
    expect(readArtistListSearch(new URLSearchParams({ q: 'あ'.repeat(120) })).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults and keeps keys it does not own', () => {
    const current = new URLSearchParams('_acid=5&q=old&page=4');
    expect(writeArtistListSearch(current, DEFAULT_ARTIST_LIST_SEARCH).toString()).toBe('_acid=5');
    expect(
      writeArtistListSearch(current, {
        q: ' dawn ',
        sortKey: 'name',
        sortOrder: 'asc',
        includeArchived: true,
        page: 2,
      }).toString(),
    ).toBe('_acid=5&q=dawn&sort_key=name&sort_order=asc&archived=1&page=2');
    // The address it was given is left as it was.
    expect(current.toString()).toBe('_acid=5&q=old&page=4');
  });

  it('reads back what it writes', () => {
    const search = {
      q: '夜明け',
      sortKey: 'create_time' as const,
      sortOrder: 'asc' as const,
      includeArchived: false,
      page: 5,
    };
    expect(readArtistListSearch(writeArtistListSearch(new URLSearchParams(), search))).toEqual(search);
  });

  it('asks the API for one page of 20 and leaves an empty keyword out', () => {
    expect(artistListQuery(DEFAULT_ARTIST_LIST_SEARCH)).toEqual({
      includeArchived: false,
      sortKey: 'update_time',
      sortOrder: 'desc',
      page: 1,
      limit: ARTIST_LIST_PAGE_SIZE,
    });
    expect(artistListQuery({ ...DEFAULT_ARTIST_LIST_SEARCH, q: 'dawn', page: 2 })).toMatchObject({
      q: 'dawn',
      page: 2,
    });
  });

  it('turns a sort choice into one select value and back', () => {
    expect(sortChoiceValue({ sortKey: 'name', sortOrder: 'desc' })).toBe('name:desc');
    expect(parseSortChoice('create_time:asc')).toEqual({ sortKey: 'create_time', sortOrder: 'asc' });
    expect(parseSortChoice('street_date:asc')).toBeNull();
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(25, 24)).toBe(2);
  });
});

describe('artist directory state in the address', () => {
  it('reads and writes keyword and page, keeping the language', () => {
    expect(readArtistDirectorySearch(new URLSearchParams('q=dawn&page=2&lang=en'))).toEqual({ q: 'dawn', page: 2 });
    expect(writeArtistDirectorySearch(new URLSearchParams('lang=en&page=3'), { q: 'dawn', page: 1 }).toString()).toBe(
      'lang=en&q=dawn',
    );
  });
});

describe('Various Artists pinned above the list', () => {
  const names = { nameJa: 'ヴァリアス・アーティスト', nameKana: 'ヴァリアスアーティスト', nameEn: 'Various Artists' };

  it('stays while the keyword is part of one of its names, however it is spaced or cased', () => {
    for (const q of ['', 'various', 'VARIOUS ARTISTS', 'ヴァリアス', 'ｖａｒｉｏｕｓ']) {
      expect(variousArtistsMatches(names, q), q).toBe(true);
    }
    expect(variousArtistsMatches(names, 'dawn')).toBe(false);
  });
});
