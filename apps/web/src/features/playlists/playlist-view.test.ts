import { PLAYLIST_RELEASES_MAX } from '@otodoke/contract';
import { describe, expect, it } from 'vitest';
import {
  mosaicOf,
  moveItem,
  playlistBodyFrom,
  playlistFieldOf,
  playlistFormFrom,
  storeLinksOf,
  withItem,
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
    expect(values).toMatchObject({ titleJa: '夜', spotifyUrl: '', titleEn: '' });
    expect(
      playlistBodyFrom({ ...values, titleEn: '  Night ', youtubeUrl: ' https://www.youtube.com/playlist?list=PL2 ' }),
    ).toEqual({
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
    expect(playlistFieldOf('status')).toBeNull();
  });
});
