// A bulk release's draft input checked by the release rulebook (draft mode), each issue placed on its row and column.
import type { ReleaseMetadataCheckReason } from '../../enumerations/release.ts';
import { RELEASE_METADATA_CHECK_MESSAGES } from '../../validation/release-check-messages.ts';
import { type ReleaseCheckInput, releaseFieldIssues, releaseMetadataIssues } from '../release-check.ts';
import { bulkCsvLocation } from './location.ts';
import { type ParseState, report, rule } from './parse-state.ts';
import type { BulkReleaseInput, BulkReleaseOrigin } from './types.ts';

/** Metadata reasons a file must not carry; the others concern a submission and are left to the editor. */
const BLOCKING_REASONS: readonly ReleaseMetadataCheckReason[] = [
  'exceed_number_of_main_artist',
  'exceed_number_of_album_songs',
  'exist_songs_with_same_isrc',
  'lyrics_not_allowed_to_set',
  'custom_label_name_not_allowed_to_set',
  'cover_song_is_set',
];

/** The draft input in the rulebook's terms (no artwork, no media details yet, never a submission). */
const checkInput = (state: ParseState, input: BulkReleaseInput): ReleaseCheckInput => ({
  type: input.type,
  title: input.title,
  labelName: input.label_name,
  primaryGenreId: input.primary_genre_id,
  mainArtists: input.main_artist_ids.map((id) => ({
    id,
    isVariousArtists: state.artistById.get(id)?.isVariousArtists ?? false,
  })),
  requestedSaleStartDate: input.requested_sale_start_date,
  worldwide: input.worldwide,
  territories: input.territories,
  storeIds: input.store_ids,
  useSubmit: false,
  upc: input.upc,
  hasArtwork: false,
  copyrightYear: input.copyright_year,
  copyrightHolder: input.copyright_holder,
  account: state.context.account,
  songs: input.songs.map((song) => ({
    title: song.title,
    category: song.category,
    audioLanguage: song.audio_language,
    lyrics: song.lyrics,
    isrc: song.isrc,
    originalSinger: song.original_singer,
    artists: song.artists.map((a) => ({ artistId: a.artist_id, inputRole: a.input_role, roles: a.roles })),
    authors: song.authors.map((a) => ({
      isLyricist: a.is_lyricist,
      isComposer: a.is_composer,
      realName: a.real_name,
      penName: a.pen_name,
      isForeign: a.is_foreign,
      showOnArtistPage: a.show_on_artist_page,
    })),
    hasMedia: song.file_upload_id !== null,
    previewStartSeconds: null,
    hasSyncedLyrics: false,
    syncedLyricsStale: false,
    immersiveAudioFormat: null,
  })),
});

/** The rulebook in draft mode: formats, label words, identifiers, dates, authors; then the limits of the type. */
export const reportRulebookIssues = (state: ParseState, origin: BulkReleaseOrigin, input: BulkReleaseInput) => {
  const check = checkInput(state, input);
  for (const issue of releaseFieldIssues(check, 'draft', state.context.now)) {
    const where = bulkCsvLocation(origin, issue.path);
    report(state, where.row, where.column, rule(issue.message, issue.params));
  }
  for (const issue of releaseMetadataIssues(check)) {
    if (!BLOCKING_REASONS.includes(issue.reason)) continue;
    const where = bulkCsvLocation(origin, issue.path);
    report(state, where.row, where.column, RELEASE_METADATA_CHECK_MESSAGES[issue.reason]);
  }
};
