import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_FEATURES, USER_FEATURE_FLAGS } from '../enumerations/account.ts';
import {
  type ReleaseCheckInput,
  releaseFieldIssues,
  releaseMetadataIssues,
  type SongCheckInput,
} from '../release/release-check.ts';
import {
  defaultFeatures,
  effectiveFeatures,
  FEATURE_FLAG_GROUPS,
  FEATURE_FLAGS_BY_GROUP,
  isUserFeatureFlag,
  type StoredFeatureFlags,
} from './feature-flags.ts';

describe('effective feature flags', () => {
  it('gives every flag its recorded default when nothing is stored', () => {
    const features = effectiveFeatures({ plan: 'payper' }, null);
    expect(Object.keys(features)).toEqual([...USER_FEATURE_FLAGS]);
    expect(features).toEqual(DEFAULT_USER_FEATURES);
    expect(features.isAlbumUpTo99SongsAvailable).toBe(false);
    expect(features.isImmersiveAudioAvailable).toBe(false);
    expect(features.isMoneySplitAvailable).toBe(true);
    expect(features.isDashboardBulkUploadAvailable).toBe(true);
  });

  it('derives the unlimited plan flag from the plan unless one is stored', () => {
    expect(effectiveFeatures({ plan: 'unlimited_pro' }, {}).isUnlimitedPlan).toBe(true);
    expect(effectiveFeatures({ plan: 'payper' }, {}).isUnlimitedPlan).toBe(false);
    expect(effectiveFeatures({ plan: 'unlimited_pro' }, { isUnlimitedPlan: false }).isUnlimitedPlan).toBe(false);
    expect(effectiveFeatures({ plan: 'payper' }, { isUnlimitedPlan: true }).isUnlimitedPlan).toBe(true);
    expect(defaultFeatures({ plan: 'unlimited_starter' }).isUnlimitedPlan).toBe(true);
  });

  it('takes stored values over defaults, both ways, and ignores names that are not flags', () => {
    const features = effectiveFeatures(
      { plan: 'payper' },
      { isAlbumUpTo99SongsAvailable: true, isMoneySplitAvailable: false, albumUpTo99Songs: false, other: true },
    );
    expect(features.isAlbumUpTo99SongsAvailable).toBe(true);
    expect(features.isMoneySplitAvailable).toBe(false);
    expect(Object.keys(features)).toEqual([...USER_FEATURE_FLAGS]);
  });

  it('recognises only the domain spelling', () => {
    expect(isUserFeatureFlag('isImmersiveAudioAvailable')).toBe(true);
    expect(isUserFeatureFlag('immersiveAudio')).toBe(false);
    expect(isUserFeatureFlag('is_immersive_audio_available')).toBe(false);
    expect(isUserFeatureFlag(1)).toBe(false);
  });

  it('puts every flag in exactly one group of the operators’ panel', () => {
    const grouped = FEATURE_FLAG_GROUPS.flatMap((group) => FEATURE_FLAGS_BY_GROUP[group]);
    expect(grouped).toHaveLength(USER_FEATURE_FLAGS.length);
    expect(new Set(grouped)).toEqual(new Set(USER_FEATURE_FLAGS));
  });
});

describe('the release rulebook reads the flags', () => {
  const NOW = new Date('2026-01-15T00:00:00Z');
  const song = {
    title: 'Song',
    category: 'original',
    audioLanguage: 'ja',
    lyrics: '',
    isrc: '',
    originalSinger: '',
    artists: [],
    authors: [],
    hasMedia: true,
    previewStartSeconds: null,
    hasSyncedLyrics: false,
    syncedLyricsStale: false,
    immersiveAudioFormat: null,
  } satisfies SongCheckInput;
  const release = (features: StoredFeatureFlags, over: Partial<ReleaseCheckInput> = {}): ReleaseCheckInput => ({
    type: 'album',
    title: 'Album',
    labelName: '',
    primaryGenreId: '1',
    mainArtists: [{ id: 1, isVariousArtists: false }],
    requestedSaleStartDate: '',
    worldwide: true,
    territories: [],
    storeIds: [],
    useSubmit: false,
    upc: '',
    hasArtwork: true,
    copyrightYear: '2026',
    copyrightHolder: 'Holder',
    account: { modelType: 'VD', features: effectiveFeatures({ plan: 'payper' }, features) },
    songs: [song, song],
    ...over,
  });
  const reasons = (input: ReleaseCheckInput) => releaseMetadataIssues(input).map((issue) => issue.reason);
  const paths = (input: ReleaseCheckInput) => releaseFieldIssues(input, 'draft', NOW).map((issue) => issue.path);

  it('allows albums past the usual song limit only with isAlbumUpTo99SongsAvailable', () => {
    const songs = Array.from({ length: 41 }, () => song);
    expect(reasons(release({}, { songs }))).toContain('exceed_number_of_album_songs');
    expect(reasons(release({ isAlbumUpTo99SongsAvailable: true }, { songs }))).not.toContain(
      'exceed_number_of_album_songs',
    );
  });

  it('allows immersive audio only with isImmersiveAudioAvailable', () => {
    const songs = [{ ...song, immersiveAudioFormat: 'dolby' }];
    expect(reasons(release({}, { songs }))).toContain('invalid_immersive_audio_process');
    expect(reasons(release({ isImmersiveAudioAvailable: true }, { songs }))).not.toContain(
      'invalid_immersive_audio_process',
    );
  });

  it('refuses a DJ mix and the classical genre only when an operator turned them off', () => {
    expect(paths(release({}, { type: 'mixed_album', primaryGenreId: '5' }))).not.toContain('type');
    expect(paths(release({}, { primaryGenreId: '5' }))).not.toContain('primary_genre_id');
    expect(paths(release({ isDjMixAvailable: false }, { type: 'mixed_album' }))).toContain('type');
    expect(paths(release({ isClassicGenreAvailable: false }, { primaryGenreId: '5' }))).toContain('primary_genre_id');
    expect(paths(release({ isClassicGenreAvailable: false }, { primaryGenreId: '1' }))).not.toContain(
      'primary_genre_id',
    );
  });
});
