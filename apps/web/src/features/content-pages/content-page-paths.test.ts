// Which content page an address names, and where a page is best shown.
import { describe, expect, it } from 'vitest';
import { contentPageKey, contentPagePath } from './content-page-paths.ts';

describe('content page addresses', () => {
  it('name the pages with an address of their own by slug', () => {
    expect(contentPageKey('/jobs', undefined)).toBe('jobs');
    expect(contentPageKey('/jobs/', undefined)).toBe('jobs');
    expect(contentPageKey('/10th-anniversary', undefined)).toBe('10th-anniversary');
  });

  it('name the others by a whole id from 1, and nothing else', () => {
    expect(contentPageKey('/contents/12', '12')).toBe('12');
    for (const bad of ['0', '012', 'jobs', '1.5', '2147483648', ''])
      expect(contentPageKey(`/contents/${bad}`, bad)).toBeNull();
  });

  it('send a page with its own address there, and the rest to /contents/{id}', () => {
    expect(contentPagePath({ id: 3, slug: 'jobs' })).toBe('/jobs');
    expect(contentPagePath({ id: 3, slug: 'other' })).toBe('/contents/3');
    expect(contentPagePath({ id: 4, slug: null })).toBe('/contents/4');
  });
});
