// The playlist pages' pure parts: cover mosaic, store links, list edits, editor form, and the page's sections.
import { PLAYLIST_RELEASES_MAX } from '@otodoke/contract';
import { describe, expect, it } from 'vitest';
import {
  mosaicOf,
  moveItem,
  PLAYLIST_SECTIONS,
  PLAYLISTS_PAGE_SIZE,
  playlistBodyFrom,
  playlistFieldOf,
  playlistFormFrom,
  rankTier,
  sectionQuery,
  shownSections,
  storeLinksOf,
  withItem,
  withSectionPage,
} from './playlist-view.ts';

const art = (...urls: Array<string | null>) => urls.map((artworkUrl) => ({ artworkUrl }));

describe('the cover mosaic', () => {
  it('shows nothing without artwork, one cover under four, and the first four in a grid', () => {
    expect(mosaicOf(art(null, null))).toEqual({ kind: 'none' });
    expect(mosaicOf(art(null, '/a', '/b'))).toEqual({ kind: 'single', urls: ['/a'] });
    expect(mosaicOf(art('/a', null, '/b', '/c', '/d', '/e'))).toEqual({ kind: 'grid', urls: ['/a', '/b', '/c', '/d'] });
  });
});

describe('store links', () => {
  it('links only https addresses, in store order', () => {
    expect(
      storeLinksOf({
        spotifyUrl: 'javascript:alert(1)',
        appleMusicUrl: 'https://music.apple.com/jp/playlist/x',
        youtubeUrl: 'https://www.youtube.com/playlist?list=PL1',
      }),
    ).toEqual([
      { store: 'appleMusic', url: 'https://music.apple.com/jp/playlist/x' },
      { store: 'youtube', url: 'https://www.youtube.com/playlist?list=PL1' },
    ]);
    expect(storeLinksOf({ spotifyUrl: 'http://open.spotify.com/x', appleMusicUrl: null, youtubeUrl: 'nope' })).toEqual(
      [],
    );
  });
});

describe("the operators' list edits", () => {
  it('moves an item one place and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('adds a release once, and no more than a playlist holds', () => {
    expect(withItem([{ id: 1 }], { id: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(withItem([{ id: 1 }], { id: 1 })).toEqual([{ id: 1 }]);
    const full = Array.from({ length: PLAYLIST_RELEASES_MAX }, (_, id) => ({ id }));
    expect(withItem(full, { id: -1 })).toHaveLength(PLAYLIST_RELEASES_MAX);
  });
});

describe('the editor form', () => {
  it('fills from a playlist, and sends trimmed texts with blank addresses as none', () => {
    const values = playlistFormFrom({ titleJa: '夜', spotifyUrl: null });
    expect(values).toMatchObject({ category: 'playlist', titleJa: '夜', spotifyUrl: '', titleEn: '' });
    expect(playlistFormFrom({ titleJa: '週間', category: 'chart' }).category).toBe('chart');
    expect(
      playlistBodyFrom({ ...values, titleEn: '  Night ', youtubeUrl: ' https://www.youtube.com/playlist?list=PL2 ' }),
    ).toEqual({
      category: 'playlist',
      titleJa: '夜',
      titleEn: 'Night',
      descriptionJa: '',
      descriptionEn: '',
      spotifyUrl: null,
      appleMusicUrl: null,
      youtubeUrl: 'https://www.youtube.com/playlist?list=PL2',
    });
  });

  it('shows API field errors under their field', () => {
    expect(playlistFieldOf('spotifyUrl')).toBe('spotifyUrl');
    expect(playlistFieldOf('category')).toBe('category');
    expect(playlistFieldOf('status')).toBeNull();
  });
});

describe("the page's sections", () => {
  const [charts, playlists] = PLAYLIST_SECTIONS;
  const address = (search: string) => new URLSearchParams(search);

  it('reads charts first, then playlists, each on the page its own parameter names', () => {
    expect([charts.category, playlists.category]).toEqual(['chart', 'playlist']);
    const search = address('?chart_page=2&page=3');
    expect(sectionQuery(search, charts)).toEqual({ category: 'chart', page: 2, limit: PLAYLISTS_PAGE_SIZE });
    expect(sectionQuery(search, playlists)).toEqual({ category: 'playlist', page: 3, limit: PLAYLISTS_PAGE_SIZE });
    for (const bad of ['0', '-1', '1.5', 'x']) {
      expect(sectionQuery(address(`?chart_page=${bad}`), charts).page).toBe(1);
    }
  });

  it("pages one section and keeps the other's page and the rest of the address", () => {
    const search = address('?chart_page=2&page=3&lang=en');
    expect(withSectionPage(search, playlists, 4).toString()).toBe('chart_page=2&page=4&lang=en');
    expect(withSectionPage(search, charts, 1).toString()).toBe('page=3&lang=en');
    expect(search.toString()).toBe('chart_page=2&page=3&lang=en');
  });

  it('shows the sections that have lists, headed only when both do', () => {
    const of = (chart: number, playlist: number) =>
      shownSections([
        { section: charts, data: { total: chart } },
        { section: playlists, data: { total: playlist } },
      ]);
    expect(of(2, 5)).toMatchObject({ headed: true, sections: [{ section: charts }, { section: playlists }] });
    expect(of(0, 5)).toMatchObject({ headed: false, sections: [{ section: playlists }] });
    expect(of(1, 0)).toMatchObject({ headed: false, sections: [{ section: charts }] });
    expect(of(0, 0)).toEqual({ headed: false, sections: [] });
  });

  it('sets the top three ranks apart', () => {
    expect([1, 2, 3, 4, 10].map(rankTier)).toEqual(['top', 'top', 'top', 'rest', 'rest']);
  });
});
