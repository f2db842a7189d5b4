// The rulebook's draft rules: what a saved draft may never be (malformed codes, choices that do not exist,
// duplicates, codes in the service's own range), checked on the save request before anything is written.
import { isAudioLanguage, SONG_MOODS } from '../enumerations/artist-song.ts';
import type { ReleaseType } from '../enumerations/release.ts';
import { findLabelForbiddenWord, isAuthorRealNameAllowed, isFilled } from '../validation/rules.ts';
import { isGenreId } from './genres.ts';
import { isIsrc, isUpc, normaliseIsrc } from './identifiers.ts';
import { ALL_LABEL_FORBIDDEN_WORDS } from './label-words.ts';
import { RELEASE_TYPE_RULES } from './limits.ts';
import type { UploadKind } from './media-requirements.ts';
import type { FieldIssue } from './release-check.ts';
import { findStore, TERRITORY_CHOICES } from './stores.ts';

/** The kind of upload a song of this release type takes: a video for the video types, audio otherwise. */
export const songFileKindOf = (type: ReleaseType): UploadKind =>
  RELEASE_TYPE_RULES[type].media === 'video' ? 'video' : 'audio';

/** The latest preview start a song may ask for: a day, in seconds. */
export const PREVIEW_START_MAX_SECONDS = 24 * 3600;

export type DraftSongInput = {
  readonly isrc: string;
  readonly moods: readonly string[];
  readonly audioLanguage: string;
  readonly artistIds: readonly number[];
  readonly authors: ReadonlyArray<{ readonly realName: string; readonly isForeign: boolean }>;
  readonly previewStartSeconds: number | null;
  /** The ISRC the service assigned to this song before (null if none): sending it back is not typing one in. */
  readonly assignedIsrc: string | null;
};

/** A save request, as far as the draft rules look at it. */
export type DraftInput = {
  readonly type: ReleaseType;
  readonly primaryGenreId: string;
  readonly secondaryGenreId: string;
  readonly labelName: string;
  readonly upc: string;
  readonly storeIds: readonly string[];
  readonly territories: readonly string[];
  readonly mainArtistIds: readonly number[];
  readonly songs: readonly DraftSongInput[];
};

/** What only the database knows, asked for before the rules run. */
export type DraftContext = {
  /** Another submitted release holds the (well-formed) UPC typed in. */
  readonly upcHeldElsewhere: boolean;
  /** Registrant prefixes of the ranges the service assigns ISRCs from; typed-in codes may not fall in them. */
  readonly reservedIsrcPrefixes: readonly string[];
};

const hasDuplicates = (values: readonly number[]) => new Set(values).size !== values.length;

/**
 * The problems that stop a draft from being saved, at most one per field (the first found). A draft may be
 * incomplete (what a submission needs is `releaseFieldIssues`), but never malformed.
 */
export const releaseDraftIssues = (input: DraftInput, context: DraftContext): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: FieldIssue) => {
    if (seen.has(issue.path)) return;
    seen.add(issue.path);
    issues.push(issue);
  };
  const media = RELEASE_TYPE_RULES[input.type].media;
  if (isFilled(input.primaryGenreId) && !isGenreId(input.primaryGenreId))
    add({ path: 'primary_genre_id', message: 'invalidChoice' });
  if (isFilled(input.secondaryGenreId) && !isGenreId(input.secondaryGenreId))
    add({ path: 'secondary_genre_id', message: 'invalidChoice' });
  if (isFilled(input.labelName) && findLabelForbiddenWord(input.labelName, ALL_LABEL_FORBIDDEN_WORDS))
    add({ path: 'label_name', message: 'labelBannedWord' });
  if (isFilled(input.upc) && !isUpc(input.upc)) add({ path: 'upc', message: 'upc' });
  const unknownStore = input.storeIds.find((id) => !findStore(id)?.media.includes(media));
  if (unknownStore) add({ path: 'store_ids', message: 'storeNotChoosable', params: { store: unknownStore } });
  if (input.territories.some((code) => !(TERRITORY_CHOICES as readonly string[]).includes(code)))
    add({ path: 'territories', message: 'territoryNotChoosable' });
  if (hasDuplicates(input.mainArtistIds)) add({ path: 'main_artist_ids', message: 'duplicateArtist' });
  input.songs.forEach((song, i) => {
    const at = (field: string) => `songs.${i}.${field}`;
    if (isFilled(song.isrc) && !isIsrc(song.isrc)) add({ path: at('isrc'), message: 'isrc' });
    if (song.moods.some((m) => !(SONG_MOODS as readonly string[]).includes(m)))
      add({ path: at('moods'), message: 'invalidChoice' });
    if (isFilled(song.audioLanguage) && !isAudioLanguage(song.audioLanguage))
      add({ path: at('audio_language'), message: 'invalidChoice' });
    if (hasDuplicates(song.artistIds)) add({ path: at('artists'), message: 'duplicateArtist' });
    song.authors.forEach((author, j) => {
      if (isFilled(author.realName) && !isAuthorRealNameAllowed(author.realName, author.isForeign))
        add({ path: at(`authors.${j}.real_name`), message: 'authorRealNameNoAlphabet' });
    });
    if (song.previewStartSeconds !== null && song.previewStartSeconds > PREVIEW_START_MAX_SECONDS)
      add({ path: at('preview_start_seconds'), message: 'max', params: { n: PREVIEW_START_MAX_SECONDS } });
  });
  if (context.upcHeldElsewhere) add({ path: 'upc', message: 'upcTaken' });
  input.songs.forEach((song, i) => {
    if (!isFilled(song.isrc) || !isIsrc(song.isrc)) return;
    const isrc = normaliseIsrc(song.isrc);
    if (song.assignedIsrc !== isrc && context.reservedIsrcPrefixes.some((prefix) => isrc.startsWith(prefix)))
      add({ path: `songs.${i}.isrc`, message: 'isrcReserved' });
  });
  return issues;
};
