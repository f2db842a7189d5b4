// Reading a release and presenting it: the stored release with its artists, songs and files in a handful of
// queries, the wire shape with the rulebook's findings, and the stored release in the shape of a save request.
import {
  AppError,
  type ReleaseStatusName,
  releaseMetadataCheckMessage,
  releaseStatusName,
  STORE_UNAVAILABLE_MESSAGES,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { findAccountUploads } from '../uploads/index.ts';
import { type EvaluateOptions, evaluate, storeFit } from './release-evaluation.ts';
import type { ArtistCreditsJoin, ReleaseInput, SongInput } from './release-types.ts';
import { presentAuthor, presentRelease, type ReleaseView } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

export const statusOf = (row: repo.ReleaseRow): ReleaseStatusName => releaseStatusName(row.status) ?? 'creating';

/** The account's release (not deleted), locked for the transaction when asked; NOT_FOUND otherwise. */
export async function requireRelease(tx: Executor, account: ActingAccount, id: number, forUpdate = false) {
  const row = await repo.findRelease(tx, account.row.id, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Everything the rulebook and the presenter need about one release, read in a handful of queries. */
export async function loadView(
  db: Executor,
  artistCredits: ArtistCreditsJoin,
  accountId: number,
  release: repo.ReleaseRow,
): Promise<ReleaseView> {
  const songRows = await repo.songsOf(db, release.id);
  const [mainArtists, songArtistRows, uploadRows] = await Promise.all([
    repo.mainArtistsOf(db, artistCredits, [release.id]),
    repo.songArtistsOf(
      db,
      artistCredits,
      songRows.map((s) => s.id),
    ),
    findAccountUploads(
      db,
      accountId,
      [release.artworkUploadId, ...songRows.map((s) => s.fileUploadId)].filter((id): id is number => id !== null),
    ),
  ]);
  return {
    release,
    mainArtists: mainArtists.map((m) => m.artist),
    songs: songRows.map((song) => ({
      song,
      artists: songArtistRows.filter((r) => r.link.songId === song.id),
      file: song.fileUploadId === null ? null : (uploadRows.get(song.fileUploadId) ?? null),
    })),
    artwork: release.artworkUploadId === null ? null : (uploadRows.get(release.artworkUploadId) ?? null),
  };
}

/** The release as its owner sees it, in the request's language, with what the rulebook finds in it. */
export async function present(
  tx: Executor,
  now: Date,
  view: ReleaseView,
  account: ActingAccount,
  language: Language,
  options: EvaluateOptions = {},
) {
  const { fields, reasons } = await evaluate(tx, now, view, account, options);
  const storeOptions = storeFit(view).map(({ store, reasons: why }) => ({
    id: store.id,
    name: store.name,
    available: why.length === 0,
    reasons: why.map((reason) => ({ reason, message: STORE_UNAVAILABLE_MESSAGES[reason][language] })),
  }));
  return presentRelease(view, language, {
    fields: fields.map((f) => ({ path: f.path, message: f.message[language] })),
    reasons: reasons.map((r) => ({ ...r, message: releaseMetadataCheckMessage(r.reason, language) })),
    storeOptions,
  });
}

/** The stored release in the shape of a save request (to change one song through the whole-release path). */
export function releaseInputOf(view: ReleaseView): ReleaseInput {
  const r = view.release;
  return {
    title: r.title,
    version: r.version,
    label_name: r.labelName,
    primary_genre_id: r.primaryGenreId,
    secondary_genre_id: r.secondaryGenreId,
    main_artist_ids: view.mainArtists.map((a) => a.id),
    requested_sale_start_date: r.requestedSaleStartDate,
    sell_media_option: r.sellMediaOption as ReleaseInput['sell_media_option'],
    variable_price_type: r.variablePriceType as ReleaseInput['variable_price_type'],
    worldwide: r.worldwide,
    territories: r.territories,
    store_ids: r.storeIds,
    use_submit: r.useSubmit,
    upc: r.upc ?? '',
    artwork_upload_id: r.artworkUploadId,
    copyright_year: r.copyrightYear,
    copyright_holder: r.copyrightHolder,
    songs: view.songs.map(({ song, artists }) => ({
      id: song.id,
      title: song.title,
      version: song.version,
      tieup: song.tieup,
      original_singer: song.originalSinger,
      category: song.category as SongInput['category'],
      audio_language: song.audioLanguage,
      explicit: song.explicit,
      lyrics: song.lyrics,
      synced_lyrics: song.syncedLyrics,
      isrc: song.isrc ?? '',
      moods: song.moods,
      preview_start_seconds: song.previewStartSeconds,
      file_upload_id: song.fileUploadId,
      immersive_audio_format: song.immersiveAudioFormat as SongInput['immersive_audio_format'],
      artists: artists.map((a) => ({ artist_id: a.link.artistId, input_role: a.link.inputRole, roles: a.link.roles })),
      authors: song.authors.map(presentAuthor),
    })),
  };
}
