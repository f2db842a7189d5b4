import { describe, expect, it } from 'vitest';
import { listQueryOf, listSearchParams, readListFilters } from './list-filters.ts';

describe("the content list's filters in the address", () => {
  it('reads known values and falls back to the defaults for anything else', () => {
    const filters = readListFilters(
      new URLSearchParams('section=content&ckind=popup&cstatus=draft&cq=%20ツアー%20&cpage=3'),
    );
    expect(filters).toEqual({ kind: 'popup', status: 'draft', q: 'ツアー', sort: 'updated_desc', page: 3 });
    expect(readListFilters(new URLSearchParams('ckind=script&cstatus=gone&csort=random&cpage=-2'))).toEqual({
      kind: null,
      status: null,
      q: '',
      sort: 'updated_desc',
      page: 1,
    });
  });

  it("writes only what differs from the defaults, keeping the console's section", () => {
    const next = listSearchParams(new URLSearchParams('section=content&cpage=4'), {
      kind: 'news',
      status: null,
      q: '',
      sort: 'publish_desc',
      page: 1,
    });
    expect(next.toString()).toBe('section=content&ckind=news&csort=publish_desc');
  });

  it('asks the API for the filters set, the page and its size', () => {
    expect(listQueryOf({ kind: null, status: 'published', q: 'a', sort: 'updated_desc', page: 2 }, 20)).toEqual({
      status: 'published',
      q: 'a',
      sort: 'updated_desc',
      page: 2,
      limit: 20,
    });
  });
});
