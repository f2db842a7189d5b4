import { describe, expect, it } from 'vitest';
import {
  bodyFromForm,
  emptyAuthor,
  emptySong,
  formFromRelease,
  localProblems,
  newReleaseDefaults,
  previewStartChoice,
  previewStartProblem,
  previewStartToSend,
  type ReleaseFormValues,
  saleDateProblem,
  todaySaleDate,
  unsavedAuthorPaths,
} from './release-form.ts';
import type { Release } from './release-types.ts';

const author = {
  isLyricist: true,
  isComposer: true,
  realName: '山田太郎',
  penName: 'TARO',
  isForeign: false,
  showOnArtistPage: true,
};

function release(overrides: Partial<Release> = {}): Release {
  return {
    id: 7,
    type: 'single',
    status: 'creating',
    statusCode: 100,
    statusGroup: 'draft',
    isEditable: true,
    canDelete: true,
    title: '夜明けの歌',
    version: 'Remastered',
    labelName: 'Hoshi Records',
    primaryGenreId: '17',
    secondaryGenreId: '',
    mainArtistIds: [3],
    mainArtists: [{ id: 3, name: 'ほしぞら', isVariousArtists: false }],
    requestedSaleStartDate: '2031/04/01',
    sellMediaOption: 'delivery_only',
    variablePriceType: 3,
    worldwide: false,
    territories: ['JP', 'US'],
    storeIds: ['spotify', 'itunes'],
    useSubmit: false,
    upc: null,
    upcAssigned: false,
    artworkUploadId: 11,
    artwork: null,
    copyrightYear: '2031',
    copyrightHolder: 'ほしぞら',
    songs: [
      {
        id: 21,
        position: 1,
        title: '夜明けの歌',
        version: '',
        tieup: 'ドラマ「朝」主題歌',
        originalSinger: '',
        category: 'original',
        audioLanguage: 'ja',
        explicit: false,
        lyrics: '朝が来る',
        syncedLyrics: '',
        isrc: null,
        isrcAssigned: false,
        moods: ['Relax_Chill_Out'],
        previewStartSeconds: 45,
        fileUploadId: 31,
        file: {
          id: 31,
          kind: 'audio',
          status: 'accepted',
          originalName: 'yoake.wav',
          sizeBytes: 1000,
          sha256: null,
          facts: { durationSeconds: 200, isHires: true },
          problems: [],
          previewUrl: null,
          createdAt: '2030-01-01T00:00:00Z',
        },
        immersiveAudioFormat: null,
        artists: [{ artistId: 4, name: 'feat', inputRole: 'featured', roles: ['vocals'] }],
        authors: [author],
      },
    ],
    check: { fields: [], reasons: [] },
    storeOptions: [],
    submittedAt: null,
    createdAt: '2030-01-01T00:00:00Z',
    updatedAt: '2030-01-02T00:00:00Z',
    ...overrides,
  };
}

describe('form from a release', () => {
  it('fills every field, marks saved authors as saved and keeps the song ids', () => {
    const values = formFromRelease(release());
    expect(values.title).toBe('夜明けの歌');
    expect(values.territories).toEqual(['JP', 'US']);
    expect(values.songs[0]?.songId).toBe(21);
    expect(values.songs[0]?.previewStartSeconds).toBe('45');
    expect(values.songs[0]?.isrc).toBe('');
    expect(values.songs[0]?.authors[0]).toEqual({ ...author, isSaved: true });
    expect(values.songs[0]?.file?.facts?.durationSeconds).toBe(200);
  });

  it('keeps an assigned UPC so that saving does not drop it', () => {
    const values = formFromRelease(release({ upc: '4512345678906', upcAssigned: true }));
    expect(values.upc).toBe('4512345678906');
  });
});

describe('body from the form', () => {
  it('round-trips a saved release into the same body', () => {
    const body = bodyFromForm(formFromRelease(release()), 'single');
    expect(body.title).toBe('夜明けの歌');
    expect(body.storeIds).toEqual(['spotify', 'itunes']);
    expect(body.territories).toEqual(['JP', 'US']);
    expect(body.songs?.[0]).toMatchObject({
      id: 21,
      tieup: 'ドラマ「朝」主題歌',
      previewStartSeconds: 45,
      fileUploadId: 31,
      artists: [{ artistId: 4, inputRole: 'featured', roles: ['vocals'] }],
      authors: [author],
    });
    expect(body.songs?.[0]).not.toHaveProperty('file');
    expect(body.songs?.[0]?.authors?.[0]).not.toHaveProperty('isSaved');
  });

  it('sends new songs without an id, in the order of the form', () => {
    const values = formFromRelease(release());
    const added = { ...emptySong(), title: 'B面' };
    const body = bodyFromForm({ ...values, songs: [added, ...values.songs] }, 'single');
    expect(body.songs?.map((song) => song.title)).toEqual(['B面', '夜明けの歌']);
    expect(body.songs?.[0]).not.toHaveProperty('id');
    expect(body.songs?.[1]?.id).toBe(21);
  });

  it('drops what the release cannot carry', () => {
    const values: ReleaseFormValues = formFromRelease(release());
    const song = values.songs[0]!;
    const changed: ReleaseFormValues = {
      ...values,
      worldwide: true,
      secondaryGenreId: '17',
      songs: [
        {
          ...song,
          audioLanguage: 'zxx',
          category: 'original',
          originalSinger: 'left over',
          previewStartSeconds: '',
          artists: [...song.artists, { artistId: null, inputRole: 'featured', roles: [] }],
        },
      ],
    };
    const body = bodyFromForm(changed, 'single', new Set(['itunes']));
    expect(body.territories).toEqual([]);
    expect(body.secondaryGenreId).toBe('');
    expect(body.storeIds).toEqual(['spotify']);
    expect(body.songs?.[0]?.lyrics).toBe('');
    expect(body.songs?.[0]?.originalSinger).toBe('');
    expect(body.songs?.[0]?.previewStartSeconds).toBeNull();
    expect(body.songs?.[0]?.artists).toHaveLength(1);
  });

  it('sends no artwork and no lyrics for a ringtone', () => {
    const body = bodyFromForm(formFromRelease(release({ type: 'ringtone' })), 'ringtone');
    expect(body.artworkUploadId).toBeNull();
    expect(body.songs?.[0]?.lyrics).toBe('');
  });
});

describe('what the editor refuses before saving', () => {
  it('names each author row that was not saved with its own button', () => {
    const values = formFromRelease(release());
    values.songs[0]!.authors.push(emptyAuthor());
    expect(unsavedAuthorPaths(values)).toEqual(['songs.0.authors.1']);
    expect(localProblems(values, 'ja')).toContainEqual({
      path: 'songs.0.authors.1',
      message: '作家情報は保存ボタンを押して保存してください',
      severity: 'error',
    });
  });

  it('applies the 30-second preview rule', () => {
    const file = (durationSeconds: number) => ({
      id: 1,
      status: 'accepted' as const,
      originalName: 'a.wav',
      facts: { durationSeconds },
    });
    expect(previewStartProblem({ file: file(200), previewStartSeconds: '170' }, 'ja')).toBeUndefined();
    expect(previewStartProblem({ file: file(200), previewStartSeconds: '171' }, 'ja')).toBe(
      '試聴開始位置から曲の終わりまで30秒以上必要です',
    );
    // No start to choose (the field is not shown): a stored start raises nothing and is not sent.
    expect(previewStartProblem({ file: file(20), previewStartSeconds: '0' }, 'en')).toBeUndefined();
    expect(previewStartProblem({ file: file(30), previewStartSeconds: '45' }, 'ja')).toBeUndefined();
    expect(previewStartProblem({ file: file(30.5), previewStartSeconds: 'x' }, 'ja')).toBeUndefined();
    expect(previewStartToSend({ file: file(30), previewStartSeconds: '45' })).toBeNull();
    expect(previewStartToSend({ file: file(20), previewStartSeconds: '0' })).toBeNull();
    expect(previewStartToSend({ file: file(200), previewStartSeconds: '45' })).toBe(45);
    expect(previewStartToSend({ file: null, previewStartSeconds: '45' })).toBe(45);
    expect(previewStartToSend({ file: file(200), previewStartSeconds: '' })).toBeNull();
    expect(previewStartProblem({ file: file(200), previewStartSeconds: '1.5' }, 'ja')).toBe(
      '0以上の整数を入力してください',
    );
    expect(previewStartProblem({ file: null, previewStartSeconds: '' }, 'ja')).toBeUndefined();
  });

  it('offers a preview start only when there is more than one to choose', () => {
    expect(previewStartChoice(20)).toBe('tooShort');
    expect(previewStartChoice(29.9)).toBe('tooShort');
    // 30 s exactly (or barely more) leaves 0 as the only start: nothing to choose, not "0 to 0".
    expect(previewStartChoice(30)).toBe('noRoom');
    expect(previewStartChoice(30.8)).toBe('noRoom');
    expect(previewStartChoice(31)).toBe('range');
    expect(previewStartChoice(200)).toBe('range');
  });
});

describe('a new release', () => {
  it('starts with this year and the only artist of the account', () => {
    const now = new Date('2031-06-01T00:00:00Z');
    expect(newReleaseDefaults([{ id: 5 }], now)).toEqual({ copyrightYear: '2031', mainArtistIds: [5] });
    expect(newReleaseDefaults([{ id: 5 }, { id: 6 }], now).mainArtistIds).toEqual([]);
    // 16:00 UTC on New Year's Eve is already New Year's Day in Japan.
    expect(newReleaseDefaults([], new Date('2031-12-31T16:00:00Z')).copyrightYear).toBe('2032');
  });
});

describe('the requested sale date', () => {
  const now = new Date('2031-06-01T03:00:00Z'); // 12:00 on 1 June in Japan
  it('takes YYYY/MM/DD from today on', () => {
    expect(saleDateProblem('', 'ja', now)).toBeUndefined();
    expect(saleDateProblem('2031/06/01', 'ja', now)).toBeUndefined();
    expect(saleDateProblem('2031/07/15', 'ja', now)).toBeUndefined();
  });

  it('refuses other forms, impossible days and the past', () => {
    expect(saleDateProblem('2031-07-15', 'ja', now)).toBe('日付はYYYY/MM/DDの形式で入力してください');
    expect(saleDateProblem('2031/02/30', 'en', now)).toBe('Enter the date as YYYY/MM/DD.');
    expect(saleDateProblem('2031/05/31', 'ja', now)).toBe('過去の日付は指定できません');
  });

  it('chooses "as soon as possible" as today in Japan, a date the field accepts', () => {
    expect(todaySaleDate(now)).toBe('2031/06/01');
    // 23:30 on 31 May in UTC is already 1 June in Japan.
    const lateUtc = new Date('2031-05-31T23:30:00Z');
    expect(todaySaleDate(lateUtc)).toBe('2031/06/01');
    expect(saleDateProblem(todaySaleDate(lateUtc), 'ja', lateUtc)).toBeUndefined();
  });
});
