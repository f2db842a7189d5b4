// The release rulebook: field checks (formats always, required fields on submission) and the metadata check
// reasons of spec section 5. Pure functions over a plain snapshot, so the server enforces exactly what the web shows.
import type { UserFeatures } from '../enumerations/account.ts';
import type { ArtistInputRole, SongCategory } from '../enumerations/artist-song.ts';
import type { ReleaseMetadataCheckReason, ReleaseType } from '../enumerations/release.ts';
import type { TemplateParams } from '../template.ts';
import type { ValidationMessageId } from '../validation/messages.ts';
import {
  canSelectPreviewStart,
  findLabelForbiddenWord,
  hasRequiredAuthors,
  isAuthorRealNameAllowed,
  isFilled,
  isPreviewStartValid,
  isYear4,
  japanDate,
  parseDateYmd,
  textLength,
} from '../validation/rules.ts';
import { isIsrc, isUpc, normaliseIsrc } from './identifiers.ts';
import { ALL_LABEL_FORBIDDEN_WORDS } from './label-words.ts';
import {
  INCLUDED_MAIN_ARTISTS,
  LABEL_NAME_MAX_LENGTH,
  LYRICS_MAX_LENGTH,
  MAX_MAIN_ARTISTS,
  maxSongsFor,
  NAME_MAX_LENGTH,
  RELEASE_TYPE_RULES,
  TITLE_MAX_LENGTH,
  VARIOUS_ARTISTS_THRESHOLD,
} from './limits.ts';
import { findStore } from './stores.ts';

export type AuthorInput = {
  readonly isLyricist: boolean;
  readonly isComposer: boolean;
  readonly realName: string;
  readonly penName: string;
  readonly isForeign: boolean;
  readonly showOnArtistPage: boolean;
};

export type SongArtistInput = {
  readonly artistId: number;
  readonly inputRole: ArtistInputRole;
  readonly roles: readonly string[];
};

export type SongCheckInput = {
  readonly title: string;
  readonly category: SongCategory;
  readonly audioLanguage: string;
  readonly lyrics: string;
  readonly isrc: string;
  readonly originalSinger: string;
  readonly artists: readonly SongArtistInput[];
  readonly authors: readonly AuthorInput[];
  readonly hasMedia: boolean;
  readonly durationSeconds?: number;
  readonly previewStartSeconds: number | null;
  readonly hasSyncedLyrics: boolean;
  /** The audio changed after the synced lyrics were timed. */
  readonly syncedLyricsStale: boolean;
  readonly immersiveAudioFormat: string | null;
};

/** The feature flags the release rulebook gates on. */
export type ReleaseRuleFeature =
  | 'isUnlimitedPlan'
  | 'isAlbumUpTo99SongsAvailable'
  | 'isImmersiveAudioAvailable'
  | 'isDjMixAvailable'
  | 'isClassicGenreAvailable';

/** The genre the classical flag gates (genres.ts). */
export const CLASSICAL_GENRE_ID = '5';

export type ReleaseCheckInput = {
  readonly type: ReleaseType;
  readonly title: string;
  readonly labelName: string;
  readonly primaryGenreId: string;
  readonly mainArtists: ReadonlyArray<{ readonly id: number; readonly isVariousArtists: boolean }>;
  readonly requestedSaleStartDate: string;
  readonly worldwide: boolean;
  readonly territories: readonly string[];
  readonly storeIds: readonly string[];
  readonly useSubmit: boolean;
  readonly upc: string;
  readonly hasArtwork: boolean;
  readonly copyrightYear: string;
  readonly copyrightHolder: string;
  readonly account: {
    readonly modelType: 'VD' | 'LS' | 'OEM';
    /** The account's effective feature flags (`effectiveFeatures`), the ones the rulebook reads. */
    readonly features: Pick<UserFeatures, ReleaseRuleFeature>;
  };
  readonly songs: readonly SongCheckInput[];
};

/** A field problem, keyed by its wire path ("title", "songs.0.authors"). */
export type FieldIssue = {
  readonly path: string;
  readonly message: ValidationMessageId;
  readonly params?: TemplateParams;
};

/** A metadata check reason, with where it applies; notices inform but do not stop a submission. */
export type ReleaseIssue = {
  readonly reason: ReleaseMetadataCheckReason;
  readonly path: string;
  readonly severity: 'error' | 'notice';
};

const todayKey = (now: Date): number => {
  const { year, month, day } = japanDate(now);
  return year * 10000 + month * 100 + day;
};

/**
 * Field checks. In `draft` mode only what was filled in is checked (a draft may be incomplete); `submit` adds every
 * required field.
 */
export const releaseFieldIssues = (input: ReleaseCheckInput, mode: 'draft' | 'submit', now: Date): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const submit = mode === 'submit';
  const rule = RELEASE_TYPE_RULES[input.type];
  const required = (path: string, value: unknown) => {
    if (submit && !isFilled(value)) issues.push({ path, message: 'required' });
  };
  const maxLength = (path: string, value: string, max: number) => {
    if (textLength(value) > max) issues.push({ path, message: 'maxLength', params: { n: max } });
  };

  required('title', input.title);
  maxLength('title', input.title, TITLE_MAX_LENGTH);
  required('primary_genre_id', input.primaryGenreId);
  // Functions an operator turned off for the account: a DJ mix (mixed album) and the classical genre.
  if (input.type === 'mixed_album' && !input.account.features.isDjMixAvailable) {
    issues.push({ path: 'type', message: 'invalidChoice' });
  }
  if (input.primaryGenreId === CLASSICAL_GENRE_ID && !input.account.features.isClassicGenreAvailable) {
    issues.push({ path: 'primary_genre_id', message: 'invalidChoice' });
  }
  required('main_artist_ids', input.mainArtists);
  required('copyright_holder', input.copyrightHolder);
  maxLength('copyright_holder', input.copyrightHolder, NAME_MAX_LENGTH);
  required('copyright_year', input.copyrightYear);
  if (isFilled(input.copyrightYear) && !isYear4(input.copyrightYear)) {
    issues.push({ path: 'copyright_year', message: 'year4' });
  }
  maxLength('label_name', input.labelName, LABEL_NAME_MAX_LENGTH);
  if (isFilled(input.labelName) && findLabelForbiddenWord(input.labelName, ALL_LABEL_FORBIDDEN_WORDS)) {
    issues.push({ path: 'label_name', message: 'labelBannedWord' });
  }
  required('requested_sale_start_date', input.requestedSaleStartDate);
  if (isFilled(input.requestedSaleStartDate)) {
    const date = parseDateYmd(input.requestedSaleStartDate);
    if (!date) issues.push({ path: 'requested_sale_start_date', message: 'date' });
    else if (date.year * 10000 + date.month * 100 + date.day < todayKey(now)) {
      issues.push({ path: 'requested_sale_start_date', message: 'noPastDate' });
    }
  }
  if (!input.worldwide && submit && input.territories.length === 0) {
    issues.push({ path: 'territories', message: 'required' });
  }
  required('store_ids', input.storeIds);
  if (submit && !input.hasArtwork && rule.media !== 'ringtone')
    issues.push({ path: 'artwork_file_id', message: 'required' });
  if (isFilled(input.upc) && !isUpc(input.upc)) issues.push({ path: 'upc', message: 'upc' });

  if (submit && input.songs.length < rule.minSongs) {
    issues.push({ path: 'songs', message: 'minSongs', params: { n: rule.minSongs } });
  }

  input.songs.forEach((song, i) => {
    const at = (field: string) => `songs.${i}.${field}`;
    required(at('title'), song.title);
    maxLength(at('title'), song.title, TITLE_MAX_LENGTH);
    required(at('audio_language'), song.audioLanguage);
    if (submit && !song.hasMedia) issues.push({ path: at('file_id'), message: 'required' });
    if (isFilled(song.isrc) && !isIsrc(song.isrc)) issues.push({ path: at('isrc'), message: 'isrc' });
    if (textLength(song.lyrics) > LYRICS_MAX_LENGTH) {
      issues.push({ path: at('lyrics'), message: 'maxLength', params: { n: LYRICS_MAX_LENGTH } });
    }
    if (song.category === 'cover') required(at('original_singer'), song.originalSinger);
    if (submit && !song.artists.some((artist) => artist.inputRole === 'primary') && input.mainArtists.length === 0) {
      issues.push({ path: at('artists'), message: 'required' });
    }
    if (rule.media !== 'video') {
      const isInstrumental = song.audioLanguage === 'zxx';
      song.authors.forEach((author, j) => {
        const authorAt = (field: string) => at(`authors.${j}.${field}`);
        if (!author.isLyricist && !author.isComposer)
          issues.push({ path: authorAt('type'), message: 'authorTypeRequired' });
        if (!isFilled(author.realName)) issues.push({ path: authorAt('real_name'), message: 'required' });
        else if (!isAuthorRealNameAllowed(author.realName, author.isForeign)) {
          issues.push({ path: authorAt('real_name'), message: 'authorRealNameNoAlphabet' });
        }
        if (author.showOnArtistPage && !isFilled(author.penName)) {
          issues.push({ path: authorAt('pen_name'), message: 'requiredOnArtistPage' });
        }
      });
      if (submit) {
        const lyricistCount = song.authors.filter((a) => a.isLyricist).length;
        const composerCount = song.authors.filter((a) => a.isComposer).length;
        if (!hasRequiredAuthors({ lyricistCount, composerCount, isInstrumental })) {
          issues.push({
            path: at('authors'),
            message: isInstrumental ? 'composerRequired' : 'lyricistAndComposerRequired',
          });
        }
      }
    }
    if (song.previewStartSeconds !== null && song.durationSeconds !== undefined) {
      if (!canSelectPreviewStart(song.durationSeconds)) {
        issues.push({ path: at('preview_start_seconds'), message: 'previewTooShort', params: { n: 30 } });
      } else if (!isPreviewStartValid(song.durationSeconds, song.previewStartSeconds)) {
        issues.push({ path: at('preview_start_seconds'), message: 'previewRange', params: { n: 30 } });
      }
    }
  });
  return issues;
};

/** Credits for people behind the recording or the video, not performers shown as "feat." on the title. */
const CREW_ROLES: ReadonlySet<string> = new Set([
  'director',
  'codirector',
  'actor',
  'producer',
  'mixing_engineer',
  'mastering_engineer',
  'arranger',
  'conductor',
  'translator',
  'composer',
  'lyricist',
]);
const isCrewOnly = (roles: readonly string[]) => roles.length > 0 && roles.every((role) => CREW_ROLES.has(role));

/** The metadata check reasons the release breaks (spec section 5). */
export const releaseMetadataIssues = (input: ReleaseCheckInput): ReleaseIssue[] => {
  const issues: ReleaseIssue[] = [];
  const add = (reason: ReleaseMetadataCheckReason, path: string, severity: 'error' | 'notice' = 'error') =>
    issues.push({ reason, path, severity });
  const rule = RELEASE_TYPE_RULES[input.type];
  const hasVarious = input.mainArtists.some((artist) => artist.isVariousArtists);

  if (input.mainArtists.length > MAX_MAIN_ARTISTS) add('exceed_number_of_main_artist', 'main_artist_ids');
  else if (input.mainArtists.length > INCLUDED_MAIN_ARTISTS && !input.account.features.isUnlimitedPlan && !hasVarious) {
    add('required_to_pay_use_added_main_artist', 'main_artist_ids', 'notice');
  }
  if (input.songs.length > maxSongsFor(input.type, input.account.features.isAlbumUpTo99SongsAvailable)) {
    add('exceed_number_of_album_songs', 'songs');
  }
  const songPrimaries = new Set(
    input.songs.flatMap((song) => song.artists.filter((a) => a.inputRole === 'primary').map((a) => a.artistId)),
  );
  if ((songPrimaries.size >= VARIOUS_ARTISTS_THRESHOLD || input.type === 'mixed_album') && !hasVarious) {
    add('required_to_set_various_artists', 'main_artist_ids');
  }
  if (input.useSubmit && rule.media !== 'audio') add('submit_not_allowed_to_set', 'use_submit');
  if (isFilled(input.labelName) && input.account.modelType === 'OEM') {
    add('custom_label_name_not_allowed_to_set', 'label_name');
  }
  const isrcs = new Map<string, number>();
  input.songs.forEach((song, i) => {
    const at = (field: string) => `songs.${i}.${field}`;
    if (isFilled(song.isrc) && isIsrc(song.isrc)) {
      const key = normaliseIsrc(song.isrc);
      if (isrcs.has(key)) add('exist_songs_with_same_isrc', at('isrc'));
      else isrcs.set(key, i);
    }
    if (isFilled(song.lyrics) && (song.audioLanguage === 'zxx' || rule.media === 'ringtone')) {
      add('lyrics_not_allowed_to_set', at('lyrics'));
    }
    if (song.artists.filter((a) => a.inputRole === 'primary').length > MAX_MAIN_ARTISTS) {
      add('exceed_number_of_main_artist', at('artists'));
    }
    const hasPrimary = song.artists.some((a) => a.inputRole === 'primary') || input.mainArtists.length > 0;
    const needsDirector = rule.media === 'video' && input.type !== 'karaoke_video';
    const hasDirector = song.artists.some((a) => a.roles.includes('director'));
    if (!hasPrimary || (needsDirector && !hasDirector)) {
      add('has_song_without_required_role', at('artists'));
    }
    if (song.immersiveAudioFormat !== null && !input.account.features.isImmersiveAudioAvailable) {
      add('invalid_immersive_audio_process', at('immersive_audio_format'));
    }
    if (song.category === 'cover' && input.storeIds.some((id) => findStore(id)?.isContentId)) {
      add('cover_song_is_set', at('category'));
    }
    if (song.hasSyncedLyrics && song.syncedLyricsStale) add('song_file_was_changed_after_set_lyric_sync', at('lyrics'));
  });
  if (input.songs.length >= 2) {
    const featuredSets = input.songs.map((song) =>
      song.artists
        .filter((a) => a.inputRole === 'featured' && !isCrewOnly(a.roles))
        .map((a) => a.artistId)
        .sort((a, b) => a - b)
        .join(','),
    );
    if (featuredSets[0] !== '' && featuredSets.every((set) => set === featuredSets[0])) {
      add('all_same_featuring_artist_is_set', 'songs');
    }
  }
  return issues;
};
