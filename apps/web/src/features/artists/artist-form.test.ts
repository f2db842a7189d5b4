import { describe, expect, it } from 'vitest';
import {
  type ArtistFormValues,
  artistFormSchema,
  artistToForm,
  emptyArtistForm,
  formFieldOfServerPath,
  formToArtistInput,
  storeArtistIdOf,
  storeArtistPageUrl,
} from './artist-form.ts';
import type { MyArtist } from './artist-types.ts';

const SPOTIFY_ID = '4Z8W4fKeB5YxbusRsdQVPb';

const stored: MyArtist = {
  id: 7,
  artistType: 'group',
  nameJa: '夜明けのバンド',
  nameKana: 'ヨアケノバンド',
  nameEn: 'Dawn Band',
  baseType: null,
  profileJa: '東京の4人組。',
  profileEn: 'A four-piece from Tokyo.',
  imageUploadId: 12,
  imageUrl: '/api/v2/me/uploads/12/preview',
  links: [{ kind: 'official', url: 'https://dawn.example.com' }],
  members: [{ name: '佐藤', roles: ['vocals', 'guitar'] }],
  appleMusicArtistId: '1234567890',
  spotifyArtistId: SPOTIFY_ID,
  isVariousArtists: false,
  showOnArtistPage: true,
  statsConsentAt: null,
  archivedAt: null,
  releaseCount: 3,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-02-01T00:00:00Z',
};

/** Every message per field, as the form would show them one after another. */
function issuesOf(values: ArtistFormValues, language: 'ja' | 'en' = 'ja'): Record<string, string> {
  const result = artistFormSchema(language).safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    out[path] = out[path] ? `${out[path]} | ${issue.message}` : issue.message;
  }
  return out;
}

describe('artist form and API', () => {
  it('fills the form from a stored artist and sends the same artist back', () => {
    const values = artistToForm(stored);
    expect(values).toMatchObject({ isVocaloid: false, appleMusicArtist: '1234567890', spotifyArtist: SPOTIFY_ID });
    expect(formToArtistInput(values)).toEqual({
      artistType: 'group',
      nameJa: '夜明けのバンド',
      nameKana: 'ヨアケノバンド',
      nameEn: 'Dawn Band',
      baseType: null,
      profileJa: '東京の4人組。',
      profileEn: 'A four-piece from Tokyo.',
      imageUploadId: 12,
      links: [{ kind: 'official', url: 'https://dawn.example.com' }],
      members: [{ name: '佐藤', roles: ['vocals', 'guitar'] }],
      appleMusicArtist: '1234567890',
      spotifyArtist: SPOTIFY_ID,
      showOnArtistPage: true,
    });
  });

  it('sends Vocaloid as the base type, trims names and addresses, and gives individuals no members', () => {
    const input = formToArtistInput({
      ...emptyArtistForm(),
      artistType: 'individual',
      nameJa: '  ミナト  ',
      isVocaloid: true,
      links: [{ kind: 'x', url: ' https://x.com/minato ' }],
      members: [{ name: 'left over from the group choice', roles: [] }],
      spotifyArtist: ` https://open.spotify.com/artist/${SPOTIFY_ID} `,
    });
    expect(input.nameJa).toBe('ミナト');
    expect(input.baseType).toBe('vocaloid');
    expect(input.members).toEqual([]);
    expect(input.links).toEqual([{ kind: 'x', url: 'https://x.com/minato' }]);
    expect(input.spotifyArtist).toBe(`https://open.spotify.com/artist/${SPOTIFY_ID}`);
  });

  it('starts a new artist as an individual with nothing filled in', () => {
    expect(formToArtistInput(emptyArtistForm())).toMatchObject({
      artistType: 'individual',
      nameJa: '',
      baseType: null,
      imageUploadId: null,
      links: [],
      members: [],
      showOnArtistPage: false,
    });
  });
});

describe('artist form checks', () => {
  it('accepts a complete artist', () => {
    expect(issuesOf(artistToForm(stored))).toEqual({});
  });

  it('requires the name and refuses a Vocaloid name, in the spec wording', () => {
    expect(issuesOf({ ...emptyArtistForm(), nameJa: '   ' })).toEqual({ nameJa: '必須入力項目です' });
    expect(issuesOf({ ...emptyArtistForm(), nameJa: '初音ミク' })).toEqual({
      nameJa: 'ボーカロイドの名前はアーティスト名に使用できません',
    });
    expect(issuesOf({ ...emptyArtistForm(), nameJa: 'ミク好き', nameEn: 'Hatsune Miku' }, 'en')).toEqual({
      nameEn: 'A Vocaloid name cannot be used as an artist name.',
    });
  });

  it('takes kana in full-width katakana and the English name in half-width characters, as the server does', () => {
    const base = { ...emptyArtistForm(), nameJa: '夜明け' };
    expect(issuesOf({ ...base, nameKana: 'ヨアケ・ノ・バンド', nameEn: "Dawn Band feat. O'Neil" })).toEqual({});
    expect(issuesOf({ ...base, nameKana: 'よあけ', nameEn: 'Ｄａｗｎ' })).toEqual({
      nameKana: '全角カタカナで入力してください',
      nameEn: '半角英数字・記号で入力してください',
    });
  });

  it('keeps Various Artists’ names for Various Artists, however they are written', () => {
    expect(
      issuesOf({ ...emptyArtistForm(), nameJa: 'ヴァリアス アーティスト', nameEn: 'various artists' }, 'en'),
    ).toEqual({
      nameJa: '"Various Artists" is reserved and cannot be used as an artist name.',
      nameEn: '"Various Artists" is reserved and cannot be used as an artist name.',
    });
  });

  it('needs an address on every link row and a valid one', () => {
    const values = {
      ...emptyArtistForm(),
      nameJa: 'ミナト',
      links: [
        { kind: 'official' as const, url: '' },
        { kind: 'instagram' as const, url: 'instagram minato' },
      ],
    };
    expect(issuesOf(values)).toEqual({
      'links.0.url': '必須入力項目です',
      'links.1.url': 'URLの形式が正しくありません',
    });
  });

  it('checks member rows only for groups', () => {
    const members = [{ name: ' ', roles: ['vocals'] }];
    expect(issuesOf({ ...emptyArtistForm(), nameJa: 'ミナト', artistType: 'individual', members })).toEqual({});
    expect(issuesOf({ ...emptyArtistForm(), nameJa: 'ミナト', artistType: 'group', members })).toEqual({
      'members.0.name': '必須入力項目です',
    });
  });

  it('limits profiles to 3500 characters, counting characters rather than UTF-16 units', () => {
    const base = { ...emptyArtistForm(), nameJa: 'ミナト' };
    expect(issuesOf({ ...base, profileJa: '🎵'.repeat(3500) })).toEqual({});
    expect(issuesOf({ ...base, profileEn: 'a'.repeat(3501) })).toEqual({ profileEn: '3500文字以内で入力してください' });
  });

  it('accepts store artist URLs or ids and refuses anything else', () => {
    const base = { ...emptyArtistForm(), nameJa: 'ミナト' };
    expect(
      issuesOf({
        ...base,
        appleMusicArtist: 'https://music.apple.com/jp/artist/minato/1234567890',
        spotifyArtist: SPOTIFY_ID,
      }),
    ).toEqual({});
    expect(
      issuesOf({ ...base, appleMusicArtist: 'https://example.com/minato', spotifyArtist: 'minato' }, 'en'),
    ).toEqual({
      appleMusicArtist: 'Enter an Apple Music artist URL (https://music.apple.com/…/artist/…) or ID.',
      spotifyArtist: 'Enter a Spotify artist URL (https://open.spotify.com/artist/…) or ID.',
    });
  });
});

describe('server field errors on the form', () => {
  it('puts snake_case and camelCase paths on the matching field', () => {
    expect(formFieldOfServerPath('name_kana')).toBe('nameKana');
    expect(formFieldOfServerPath('nameKana')).toBe('nameKana');
    expect(formFieldOfServerPath('name_ja')).toBe('nameJa');
    expect(formFieldOfServerPath('profile_en')).toBe('profileEn');
    expect(formFieldOfServerPath('image_upload_id')).toBe('imageUploadId');
    expect(formFieldOfServerPath('show_on_artist_page')).toBe('showOnArtistPage');
  });

  it('maps API names that the form calls differently', () => {
    expect(formFieldOfServerPath('base_type')).toBe('isVocaloid');
    expect(formFieldOfServerPath('apple_music_artist')).toBe('appleMusicArtist');
    expect(formFieldOfServerPath('apple_music_artist_id')).toBe('appleMusicArtist');
    expect(formFieldOfServerPath('spotify_artist')).toBe('spotifyArtist');
  });

  it('finds rows of links and members, and a member’s roles from one of them', () => {
    expect(formFieldOfServerPath('links.0.url')).toBe('links.0.url');
    expect(formFieldOfServerPath('links.3.kind')).toBe('links.3.kind');
    expect(formFieldOfServerPath('links')).toBe('links');
    expect(formFieldOfServerPath('members.1.name')).toBe('members.1.name');
    expect(formFieldOfServerPath('members.1.roles.4')).toBe('members.1.roles');
  });

  it('leaves paths that name nothing on the form to the form as a whole', () => {
    for (const path of ['_', 'release_count', 'links.x.url', 'links.0.title', 'name_ja.0', 'members.0.age']) {
      expect(formFieldOfServerPath(path), path).toBeNull();
    }
  });
});

describe('store artist references', () => {
  it('reads the id from a pasted address and links to the store page', () => {
    expect(storeArtistIdOf('appleMusic', 'https://music.apple.com/jp/artist/minato/1234567890?l=en')).toBe(
      '1234567890',
    );
    expect(storeArtistIdOf('spotify', `https://open.spotify.com/intl-ja/artist/${SPOTIFY_ID}?si=x`)).toBe(SPOTIFY_ID);
    expect(storeArtistIdOf('spotify', 'minato')).toBeNull();
    expect(storeArtistPageUrl('appleMusic', '1234567890')).toBe('https://music.apple.com/jp/artist/1234567890');
    expect(storeArtistPageUrl('spotify', SPOTIFY_ID)).toBe(`https://open.spotify.com/artist/${SPOTIFY_ID}`);
  });
});
