// The editor's form values and their mapping to and from the API: a release as the server sends it becomes the form;
// the form becomes the body of PUT /api/v1/me/releases/{id} (the whole release, songs in order).
import {
  canSelectPreviewStart,
  formatValidationMessage,
  INSTRUMENTAL_AUDIO_LANGUAGE,
  isPreviewStartValid,
  japanDate,
  type Language,
  PREVIEW_MIN_SECONDS,
  parseDateYmd,
  RELEASE_TYPE_RULES,
  type ReleaseType,
  type SongCategory,
} from '@otodoke/domain';
import { DEFAULT_TIME_ZONE, isoDateIn } from '../../app/i18n/format.ts';
import type { ReleaseProblem } from './release-problems.ts';
import type { Release, ReleaseBody, ReleaseSong, Upload } from './release-types.ts';

export type ArtistInputRole = 'primary' | 'featured';
export type SellMediaOptionValue = ReleaseBody['sellMediaOption'];

export interface AuthorValues {
  isLyricist: boolean;
  isComposer: boolean;
  realName: string;
  penName: string;
  isForeign: boolean;
  showOnArtistPage: boolean;
  /** Saved with the row's own save button; an unsaved row keeps the release from being saved. */
  isSaved: boolean;
}

export interface SongArtistValues {
  artistId: number | null;
  inputRole: ArtistInputRole;
  roles: string[];
}

/** The file facts the editor uses (preview start, store availability). */
export type SongFile = Pick<Upload, 'id' | 'status' | 'originalName' | 'facts'>;

export interface SongValues {
  /** The saved song's id; null until the release is saved with it. */
  songId: number | null;
  title: string;
  version: string;
  tieup: string;
  originalSinger: string;
  category: SongCategory;
  audioLanguage: string;
  explicit: boolean;
  lyrics: string;
  syncedLyrics: string;
  isrc: string;
  /** The ISRC came from the account's range on submission. */
  isrcAssigned: boolean;
  moods: string[];
  /** As typed; empty means from the start. */
  previewStartSeconds: string;
  fileUploadId: number | null;
  file: SongFile | null;
  immersiveAudioFormat: 'dolby' | '360RA' | null;
  artists: SongArtistValues[];
  authors: AuthorValues[];
}

export interface ReleaseFormValues {
  title: string;
  version: string;
  labelName: string;
  primaryGenreId: string;
  secondaryGenreId: string;
  mainArtistIds: number[];
  requestedSaleStartDate: string;
  sellMediaOption: SellMediaOptionValue;
  variablePriceType: 1 | 2 | 3 | 4;
  worldwide: boolean;
  territories: string[];
  storeIds: string[];
  useSubmit: boolean;
  upc: string;
  artworkUploadId: number | null;
  copyrightYear: string;
  copyrightHolder: string;
  songs: SongValues[];
}

export const MAX_MOODS = 3;

export function emptyAuthor(): AuthorValues {
  return {
    isLyricist: false,
    isComposer: false,
    realName: '',
    penName: '',
    isForeign: false,
    showOnArtistPage: false,
    isSaved: false,
  };
}

export function emptySongArtist(): SongArtistValues {
  return { artistId: null, inputRole: 'featured', roles: [] };
}

export function emptySong(): SongValues {
  return {
    songId: null,
    title: '',
    version: '',
    tieup: '',
    originalSinger: '',
    category: 'original',
    audioLanguage: '',
    explicit: false,
    lyrics: '',
    syncedLyrics: '',
    isrc: '',
    isrcAssigned: false,
    moods: [],
    previewStartSeconds: '',
    fileUploadId: null,
    file: null,
    immersiveAudioFormat: null,
    artists: [],
    authors: [],
  };
}

function asPriceType(value: number): 1 | 2 | 3 | 4 {
  return value === 1 || value === 2 || value === 4 ? value : 3;
}

const SELL_MEDIA: readonly SellMediaOptionValue[] = [
  'delivery_only',
  'delivery_cd_together',
  'cd_before_delivery',
  'delivery_before_cd',
] satisfies SellMediaOptionValue[];

function asSellMedia(value: string): SellMediaOptionValue {
  return (SELL_MEDIA as readonly string[]).includes(value) ? (value as SellMediaOptionValue) : 'delivery_only';
}

export function songFormFromSong(song: ReleaseSong): SongValues {
  return {
    songId: song.id,
    title: song.title,
    version: song.version,
    tieup: song.tieup,
    originalSinger: song.originalSinger,
    category: song.category,
    audioLanguage: song.audioLanguage,
    explicit: song.explicit,
    lyrics: song.lyrics,
    syncedLyrics: song.syncedLyrics,
    isrc: song.isrc ?? '',
    isrcAssigned: song.isrcAssigned,
    moods: [...song.moods],
    previewStartSeconds: song.previewStartSeconds === null ? '' : String(song.previewStartSeconds),
    fileUploadId: song.fileUploadId,
    file: song.file
      ? { id: song.file.id, status: song.file.status, originalName: song.file.originalName, facts: song.file.facts }
      : null,
    immersiveAudioFormat: song.immersiveAudioFormat,
    artists: song.artists.map((artist) => ({
      artistId: artist.artistId,
      inputRole: artist.inputRole,
      roles: [...artist.roles],
    })),
    authors: song.authors.map((author) => ({ ...author, isSaved: true })),
  };
}

/** The form of a release as the server has it. */
export function formFromRelease(release: Release): ReleaseFormValues {
  return {
    title: release.title,
    version: release.version,
    labelName: release.labelName,
    primaryGenreId: release.primaryGenreId,
    secondaryGenreId: release.secondaryGenreId,
    mainArtistIds: [...release.mainArtistIds],
    requestedSaleStartDate: release.requestedSaleStartDate,
    sellMediaOption: asSellMedia(release.sellMediaOption),
    variablePriceType: asPriceType(release.variablePriceType),
    worldwide: release.worldwide,
    territories: [...release.territories],
    storeIds: [...release.storeIds],
    useSubmit: release.useSubmit,
    // An assigned UPC travels back unchanged (the field is then read-only), like an assigned ISRC.
    upc: release.upc ?? '',
    artworkUploadId: release.artworkUploadId,
    copyrightYear: release.copyrightYear,
    copyrightHolder: release.copyrightHolder,
    songs: release.songs.map(songFormFromSong),
  };
}

/** Whether a song's lyrics may be sent: not for instrumentals, not for ringtones (spec: lyrics_not_allowed_to_set). */
export function songTakesLyrics(type: ReleaseType, audioLanguage: string): boolean {
  return audioLanguage !== INSTRUMENTAL_AUDIO_LANGUAGE && RELEASE_TYPE_RULES[type].media !== 'ringtone';
}

/** The typed preview start as whole seconds; null when empty; NaN when it is not a whole number. */
export function parsePreviewStart(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The body of PUT /api/v1/me/releases/{id}. Stores that cannot take the release as it is are left out. */
export function bodyFromForm(
  values: ReleaseFormValues,
  type: ReleaseType,
  unavailableStoreIds: ReadonlySet<string> = new Set(),
): ReleaseBody {
  return {
    title: values.title,
    version: values.version,
    labelName: values.labelName,
    primaryGenreId: values.primaryGenreId,
    secondaryGenreId: values.secondaryGenreId === values.primaryGenreId ? '' : values.secondaryGenreId,
    mainArtistIds: [...values.mainArtistIds],
    requestedSaleStartDate: values.requestedSaleStartDate.trim(),
    sellMediaOption: values.sellMediaOption,
    variablePriceType: values.variablePriceType,
    worldwide: values.worldwide,
    territories: values.worldwide ? [] : [...values.territories],
    storeIds: values.storeIds.filter((id) => !unavailableStoreIds.has(id)),
    useSubmit: values.useSubmit,
    upc: values.upc.trim(),
    artworkUploadId: RELEASE_TYPE_RULES[type].media === 'ringtone' ? null : values.artworkUploadId,
    copyrightYear: values.copyrightYear.trim(),
    copyrightHolder: values.copyrightHolder,
    songs: values.songs.map((song) => {
      const previewStart = previewStartToSend(song);
      return {
        ...(song.songId !== null ? { id: song.songId } : {}),
        title: song.title,
        version: song.version,
        tieup: song.tieup,
        originalSinger: song.category === 'cover' ? song.originalSinger : '',
        category: song.category,
        audioLanguage: song.audioLanguage,
        explicit: song.explicit,
        lyrics: songTakesLyrics(type, song.audioLanguage) ? song.lyrics : '',
        syncedLyrics: song.syncedLyrics,
        // An assigned ISRC stays the song's: the server keeps it when the field comes back as sent.
        isrc: song.isrc.trim(),
        moods: [...song.moods],
        previewStartSeconds: previewStart,
        fileUploadId: song.fileUploadId,
        immersiveAudioFormat: song.immersiveAudioFormat,
        artists: song.artists.flatMap((artist) =>
          artist.artistId === null
            ? []
            : [{ artistId: artist.artistId, inputRole: artist.inputRole, roles: [...artist.roles] }],
        ),
        authors: song.authors.map(({ isSaved: _isSaved, ...author }) => author),
      };
    }),
  };
}

/** Paths of author rows still being edited ("songs.0.authors.2"). */
export function unsavedAuthorPaths(values: Pick<ReleaseFormValues, 'songs'>): string[] {
  return values.songs.flatMap((song, i) =>
    song.authors.flatMap((author, j) => (author.isSaved ? [] : [`songs.${i}.authors.${j}`])),
  );
}

/** The length of a song's file in seconds, when the file has been read. */
export function songDuration(song: Pick<SongValues, 'file'>): number | undefined {
  return song.file?.facts?.durationSeconds ?? undefined;
}

/** Whether the song's file leaves no preview start to choose (the field is not shown; the page says why). */
function hasNoPreviewChoice(song: Pick<SongValues, 'file'>): boolean {
  const duration = songDuration(song);
  return duration !== undefined && previewStartChoice(duration) !== 'range';
}

/**
 * The preview start to send: none for a value that is not a whole number, or when the file leaves no start to
 * choose (a start stored before a shorter file replaced it is not the person's choice any more).
 */
export function previewStartToSend(song: Pick<SongValues, 'file' | 'previewStartSeconds'>): number | null {
  const start = parsePreviewStart(song.previewStartSeconds);
  if (start === null || Number.isNaN(start) || hasNoPreviewChoice(song)) return null;
  return start;
}

/**
 * The preview start rule (spec 5): 30 s must remain from the start to the end. Returns the message for the field, or
 * undefined when it is fine; nothing when the file leaves no start to choose (the field is not shown then, and no
 * start is sent).
 */
export function previewStartProblem(song: Pick<SongValues, 'file' | 'previewStartSeconds'>, language: Language) {
  const start = parsePreviewStart(song.previewStartSeconds);
  if (start === null || hasNoPreviewChoice(song)) return undefined;
  if (Number.isNaN(start)) return formatValidationMessage('nonNegativeInteger', language);
  const duration = songDuration(song);
  if (duration === undefined) return undefined;
  if (!isPreviewStartValid(duration, start)) {
    return formatValidationMessage('previewRange', language, { n: PREVIEW_MIN_SECONDS });
  }
  return undefined;
}

/** The latest preview start that leaves 30 s, for a file long enough to have one. */
export function latestPreviewStart(durationSeconds: number): number {
  return Math.max(0, Math.floor(durationSeconds - PREVIEW_MIN_SECONDS));
}

/**
 * Whether there is a preview start to choose for a file of this length: 'tooShort' under 30 s, 'noRoom' when the
 * file is 30 s or barely longer (the only start that leaves 30 s is 0), 'range' otherwise (0 to latestPreviewStart).
 */
export function previewStartChoice(durationSeconds: number): 'tooShort' | 'noRoom' | 'range' {
  if (!canSelectPreviewStart(durationSeconds)) return 'tooShort';
  return latestPreviewStart(durationSeconds) < 1 ? 'noRoom' : 'range';
}

/** What the editor itself refuses before saving: author rows not saved, preview starts out of range. */
export function localProblems(values: ReleaseFormValues, language: Language): ReleaseProblem[] {
  const unsaved = unsavedAuthorPaths(values).map((path) => ({
    path,
    message: formatValidationMessage('authorUnsaved', language),
    severity: 'error' as const,
  }));
  const previews = values.songs.flatMap((song, i) => {
    const message = previewStartProblem(song, language);
    return message ? [{ path: `songs.${i}.previewStartSeconds`, message, severity: 'error' as const }] : [];
  });
  return [...unsaved, ...previews];
}

/** What a new release starts with: this year's copyright, and the account's artist when it has just one. */
export function newReleaseDefaults(artists: ReadonlyArray<{ id: number }>, now: Date = new Date()) {
  return {
    copyrightYear: String(japanDate(now).year),
    mainArtistIds: artists.length === 1 && artists[0] ? [artists[0].id] : [],
  };
}

/** "As soon as possible": today in Japan, written as the sale date field takes it (YYYY/MM/DD). */
export function todaySaleDate(now: Date = new Date()): string {
  return isoDateIn(now, DEFAULT_TIME_ZONE).replaceAll('-', '/');
}

/** The requested sale date as typed: YYYY/MM/DD and not before today in Japan. Empty is left to the submission. */
export function saleDateProblem(value: string, language: Language, now: Date = new Date()): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const date = parseDateYmd(text);
  if (!date || text.includes('-')) return formatValidationMessage('date', language);
  const today = japanDate(now);
  const key = (d: { year: number; month: number; day: number }) => d.year * 10000 + d.month * 100 + d.day;
  return key(date) < key(today) ? formatValidationMessage('noPastDate', language) : undefined;
}
