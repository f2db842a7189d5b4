import { describe, expect, it } from 'vitest';
import { RELEASE_STATUS } from '../enumerations/release.ts';
import { formatValidationMessage } from '../validation/messages.ts';
import {
  type DraftInput,
  type DraftSongInput,
  PREVIEW_START_MAX_SECONDS,
  releaseDraftIssues,
  songFileKindOf,
} from './draft-rules.ts';
import { releaseStatusCodesOf } from './status-sets.ts';

const song = (extra: Partial<DraftSongInput> = {}): DraftSongInput => ({
  isrc: '',
  moods: [],
  audioLanguage: 'ja',
  artistIds: [1],
  authors: [{ realName: '山田太郎', isForeign: false }],
  previewStartSeconds: null,
  assignedIsrc: null,
  ...extra,
});

const draft = (extra: Partial<DraftInput> = {}): DraftInput => ({
  type: 'album',
  primaryGenreId: '',
  secondaryGenreId: '',
  labelName: '',
  upc: '',
  storeIds: [],
  territories: [],
  mainArtistIds: [],
  songs: [],
  ...extra,
});

const free = { upcHeldElsewhere: false, reservedIsrcPrefixes: ['JPZ99'] };

describe('the draft rules', () => {
  it('let an empty or incomplete draft through', () => {
    expect(releaseDraftIssues(draft(), free)).toEqual([]);
    expect(releaseDraftIssues(draft({ songs: [song(), song({ audioLanguage: '' })] }), free)).toEqual([]);
  });

  it('refuse malformed values and choices that do not exist, one problem per field', () => {
    const issues = releaseDraftIssues(
      draft({
        primaryGenreId: 'nope',
        labelName: 'Otodoke Records',
        upc: '4599990000013',
        storeIds: ['spotify', 'itunes_ringtone'],
        territories: ['JP', 'ZZ'],
        mainArtistIds: [1, 1],
        songs: [
          song({
            isrc: 'JP-123',
            moods: ['sleepy-ish'],
            audioLanguage: 'xx-nope',
            artistIds: [2, 2],
            authors: [{ realName: 'Taro Yamada', isForeign: false }],
            previewStartSeconds: PREVIEW_START_MAX_SECONDS + 1,
          }),
        ],
      }),
      { ...free, upcHeldElsewhere: true },
    );
    expect(issues.map((i) => `${i.path}:${i.message}`)).toEqual([
      'primary_genre_id:invalidChoice',
      'label_name:labelBannedWord',
      'upc:upc',
      'store_ids:storeNotChoosable',
      'territories:territoryNotChoosable',
      'main_artist_ids:duplicateArtist',
      'songs.0.isrc:isrc',
      'songs.0.moods:invalidChoice',
      'songs.0.audio_language:invalidChoice',
      'songs.0.artists:duplicateArtist',
      'songs.0.authors.0.real_name:authorRealNameNoAlphabet',
      'songs.0.preview_start_seconds:max',
    ]);
    const store = issues.find((i) => i.path === 'store_ids')!;
    expect(formatValidationMessage(store.message, 'ja', store.params)).toBe(
      '選択できないストアです（itunes_ringtone）',
    );
    expect(formatValidationMessage(store.message, 'en', store.params)).toBe(
      'This store cannot be chosen (itunes_ringtone).',
    );
    expect(formatValidationMessage('territoryNotChoosable', 'ja')).toBe('選択できない国・地域が含まれています');
    expect(formatValidationMessage('duplicateArtist', 'en')).toBe('The same artist appears twice.');
  });

  it('refuse a UPC another submitted release holds', () => {
    expect(releaseDraftIssues(draft(), { ...free, upcHeldElsewhere: true })).toEqual([
      { path: 'upc', message: 'upcTaken' },
    ]);
  });

  it("refuse a typed ISRC in the service's range unless the service assigned it to this song", () => {
    const isrc = 'JP-Z99-26-00001';
    expect(releaseDraftIssues(draft({ songs: [song({ isrc })] }), free)).toEqual([
      { path: 'songs.0.isrc', message: 'isrcReserved' },
    ]);
    expect(releaseDraftIssues(draft({ songs: [song({ isrc, assignedIsrc: 'JPZ992600001' })] }), free)).toEqual([]);
    expect(releaseDraftIssues(draft({ songs: [song({ isrc: 'JPABC2600001' })] }), free)).toEqual([]);
  });
});

describe('the file a song takes', () => {
  it('is a video for the video types and audio otherwise', () => {
    expect(songFileKindOf('music_video')).toBe('video');
    expect(songFileKindOf('karaoke_video')).toBe('video');
    expect(songFileKindOf('album')).toBe('audio');
    expect(songFileKindOf('ringtone')).toBe('audio');
  });
});

describe('status sets', () => {
  it('list the codes of a group and never the deleted status', () => {
    expect(releaseStatusCodesOf('draft')).toContain(RELEASE_STATUS.creating);
    expect(releaseStatusCodesOf('ended')).not.toContain(RELEASE_STATUS.deleted_by_user);
  });
});
