// The news addresses: list pages, items, the feeds per language, ids and page numbers read from the address.
import { describe, expect, it } from 'vitest';
import { feedPaths, newsListPath, newsPageCount, newsPath, parseNewsId, readNewsPage } from './news-paths.ts';

describe('news addresses', () => {
  it('write the list page only past the first', () => {
    expect(newsListPath()).toBe('/feed/news');
    expect(newsListPath(1)).toBe('/feed/news');
    expect(newsListPath(3)).toBe('/feed/news?page=3');
    expect(newsPath(12)).toBe('/news/12');
  });

  it('give the feeds in the language, Japanese without a query', () => {
    expect(feedPaths('ja')).toEqual({ rss: '/feed/news.rss', atom: '/feed/news.atom' });
    expect(feedPaths('en')).toEqual({ rss: '/feed/news.rss?lang=en', atom: '/feed/news.atom?lang=en' });
  });

  it('read only whole ids from 1 that the database can hold', () => {
    expect(parseNewsId('12')).toBe(12);
    for (const bad of ['0', '012', '1.5', 'abc', '12abc', '', null, undefined, '2147483648']) {
      expect(parseNewsId(bad)).toBeNull();
    }
    expect(parseNewsId('2147483647')).toBe(2_147_483_647);
  });

  it('read the page from the address and count pages', () => {
    expect(readNewsPage(new URLSearchParams('page=2'))).toBe(2);
    expect(readNewsPage(new URLSearchParams('page=-1'))).toBe(1);
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(10)).toBe(1);
    expect(newsPageCount(11)).toBe(2);
  });
});
