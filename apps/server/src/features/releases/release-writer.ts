// Saving a draft: the request checked once (its shape by the contract, its rules by the domain rulebook, its
// references against the account's artists and files), written in a fixed number of statements whatever the number
// of songs, and answered from what was written rather than read again.
import {
  AppError,
  isFilled,
  isPaymentAwaitedStatus,
  isUpc,
  isUserEditableStatus,
  normaliseIsrc,
  normaliseUpc,
  RELEASE_TYPE_RULES,
  type ReleaseType,
  releaseDraftIssues,
  songFileKindOf,
  type UploadKind,
  validationMessageInBoth,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { SongAuthor } from '../../platform/db/schema.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { findAccountUploads, type UploadRow } from '../uploads/index.ts';
import type { ArtistCreditsJoin, ReleaseInput, ReleasesContext } from './release-types.ts';
import { present, requireRelease, statusOf } from './release-view.ts';
import type { ReleaseView } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

/** What the checks found out on the way, so the write and the answer need not ask again. */
type CheckedDraft = {
  uploads: Map<number, UploadRow>;
  artists: Map<number, repo.ArtistNameRow>;
  /** The songs the release had before the save (none for a new release), read under the row lock. */
  songs: repo.SongRow[];
};

/** SONG00005 unless the account accepted the terms the release type needs (karaoke, music video). */
export async function requireTerms(tx: Executor, account: ActingAccount, type: ReleaseType) {
  const terms = RELEASE_TYPE_RULES[type].terms;
  if (terms && !(await repo.findAcknowledgement(tx, account.row.id, terms))) {
    throw new AppError('SONG00005', { terms });
  }
}

/** The artists of the release before the save: archived ones may stay, never be added. */
async function previousArtistIds(
  tx: Executor,
  artistCredits: ArtistCreditsJoin,
  releaseId: number,
  songs: repo.SongRow[],
): Promise<Set<number>> {
  const [main, credits] = await Promise.all([
    repo.mainArtistsOf(tx, artistCredits, [releaseId]),
    repo.songArtistsOf(
      tx,
      artistCredits,
      songs.map((s) => s.id),
    ),
  ]);
  return new Set([...main.map((m) => m.artist.id), ...credits.map((c) => c.link.artistId)]);
}

/** Formats and references of a draft; a draft may be incomplete but never malformed or pointing elsewhere. */
async function checkDraft(
  tx: Executor,
  ctx: ReleasesContext,
  account: ActingAccount,
  type: ReleaseType,
  input: ReleaseInput,
  before: { releaseId: number; songs: repo.SongRow[] },
): Promise<CheckedDraft> {
  const typedUpc = isFilled(input.upc) && isUpc(input.upc) ? normaliseUpc(input.upc) : null;
  const upcHeldElsewhere = typedUpc !== null && (await repo.upcHeldBySubmitted(tx, typedUpc, before.releaseId));
  const byId = new Map(before.songs.map((s) => [s.id, s]));
  const issues = releaseDraftIssues(
    {
      type,
      primaryGenreId: input.primary_genre_id,
      secondaryGenreId: input.secondary_genre_id,
      labelName: input.label_name,
      upc: input.upc,
      storeIds: input.store_ids,
      territories: input.territories,
      mainArtistIds: input.main_artist_ids,
      songs: input.songs.map((song) => {
        const previous = song.id === undefined ? undefined : byId.get(song.id);
        return {
          isrc: song.isrc,
          moods: song.moods,
          audioLanguage: song.audio_language,
          artistIds: song.artists.map((a) => a.artist_id),
          authors: song.authors.map((a) => ({ realName: a.real_name, isForeign: a.is_foreign })),
          previewStartSeconds: song.preview_start_seconds,
          assignedIsrc: previous?.isrcAssigned ? previous.isrc : null,
        };
      }),
    },
    {
      upcHeldElsewhere,
      reservedIsrcPrefixes: [ctx.identifiers.isrcPrefix, account.row.isrcPrefix].filter((p): p is string => !!p),
    },
  );
  if (issues.length > 0) {
    throw AppError.invalidFields(
      Object.fromEntries(issues.map((issue) => [issue.path, validationMessageInBoth(issue.message, issue.params)])),
    );
  }

  // Artists: every one must be the account's; ones not on the release yet must not be archived.
  const artistIds = [...input.main_artist_ids, ...input.songs.flatMap((s) => s.artists.map((a) => a.artist_id))];
  const artists = await repo.artistsByIds(tx, ctx.artistCredits, account.row.id, artistIds);
  for (const id of artistIds) if (!artists.has(id)) throw new AppError('NOT_FOUND', { artist_id: id });
  const archived = artistIds.filter((id) => artists.get(id)!.archivedAt !== null);
  if (archived.length > 0) {
    const previous = before.releaseId
      ? await previousArtistIds(tx, ctx.artistCredits, before.releaseId, before.songs)
      : new Set();
    const refused = archived.find((id) => !previous.has(id));
    if (refused !== undefined) throw new AppError('ART00002', { artist_id: refused });
  }

  // Files: the account's accepted uploads of the right kind.
  const uploadIds = [input.artwork_upload_id, ...input.songs.map((s) => s.file_upload_id)].filter(
    (v): v is number => v !== null,
  );
  const uploads = await findAccountUploads(tx, account.row.id, uploadIds);
  const check = (id: number | null, kind: UploadKind, path: string) => {
    if (id === null) return;
    const row = uploads.get(id);
    if (!row) throw new AppError('NOT_FOUND', { field: path });
    if (row.kind !== kind || row.status !== 'accepted') throw new AppError('SONG00004', { field: path, upload_id: id });
  };
  check(input.artwork_upload_id, 'artwork', 'artwork_upload_id');
  for (const [i, song] of input.songs.entries())
    check(song.file_upload_id, songFileKindOf(type), `songs.${i}.file_upload_id`);

  for (const song of input.songs) {
    if (song.id !== undefined && !byId.has(song.id)) throw new AppError('NOT_FOUND', { song_id: song.id });
  }
  return { uploads, artists, songs: before.songs };
}

/** The song row a save request asks for, beside the one it replaces (none for a new song). */
function songValues(
  release: repo.ReleaseRow,
  song: ReleaseInput['songs'][number],
  index: number,
  checked: CheckedDraft,
) {
  const previous = song.id === undefined ? undefined : checked.songs.find((s) => s.id === song.id);
  const fileSha = song.file_upload_id === null ? null : (checked.uploads.get(song.file_upload_id)?.sha256 ?? null);
  const syncedChanged = previous === undefined || previous.syncedLyrics !== song.synced_lyrics;
  return {
    ...(previous ? { id: previous.id } : {}),
    accountId: release.accountId,
    releaseId: release.id,
    position: index + 1,
    title: song.title,
    version: song.version,
    tieup: song.tieup,
    originalSinger: song.category === 'cover' ? song.original_singer : '',
    category: song.category,
    audioLanguage: song.audio_language,
    explicit: song.explicit,
    lyrics: song.lyrics,
    moods: [...new Set(song.moods)],
    previewStartSeconds: song.preview_start_seconds,
    fileUploadId: song.file_upload_id,
    syncedLyrics: song.synced_lyrics,
    // The recording the lyrics were timed against; kept when only the file changes, so a stale sync shows.
    syncedLyricsSha256: !isFilled(song.synced_lyrics) ? null : syncedChanged ? fileSha : previous!.syncedLyricsSha256,
    immersiveAudioFormat: song.immersive_audio_format,
    authors: song.authors.map(
      (a): SongAuthor => ({
        isLyricist: a.is_lyricist,
        isComposer: a.is_composer,
        realName: a.real_name,
        penName: a.pen_name,
        isForeign: a.is_foreign,
        showOnArtistPage: a.show_on_artist_page,
      }),
    ),
    // A code the service assigned stays when the field comes back empty.
    ...(isFilled(song.isrc)
      ? {
          isrc: normaliseIsrc(song.isrc),
          isrcAssigned: previous?.isrc === normaliseIsrc(song.isrc) && previous.isrcAssigned,
        }
      : previous?.isrcAssigned
        ? { isrc: previous.isrc, isrcAssigned: true }
        : { isrc: null, isrcAssigned: false }),
  };
}

/** Writes the checked draft and answers the release as it now stands. */
async function writeDraft(
  tx: Executor,
  release: repo.ReleaseRow,
  input: ReleaseInput,
  checked: CheckedDraft,
): Promise<ReleaseView> {
  const written = await repo.writeDraftRelease(tx, release.id, {
    title: input.title,
    version: input.version,
    labelName: input.label_name,
    primaryGenreId: input.primary_genre_id,
    secondaryGenreId: input.secondary_genre_id,
    requestedSaleStartDate: input.requested_sale_start_date,
    sellMediaOption: input.sell_media_option,
    variablePriceType: input.variable_price_type,
    worldwide: input.worldwide,
    territories: input.worldwide ? [] : [...new Set(input.territories)],
    storeIds: [...new Set(input.store_ids)],
    useSubmit: input.use_submit,
    ...(isFilled(input.upc)
      ? { upc: normaliseUpc(input.upc), upcAssigned: release.upc === normaliseUpc(input.upc) && release.upcAssigned }
      : release.upcAssigned
        ? {}
        : { upc: null }),
    artworkUploadId: input.artwork_upload_id,
    copyrightYear: input.copyright_year,
    copyrightHolder: input.copyright_holder,
  });
  await repo.replaceMainArtists(tx, release.id, input.main_artist_ids);
  const keptIds = new Set(input.songs.map((s) => s.id).filter((id): id is number => id !== undefined));
  await repo.deleteSongs(
    tx,
    checked.songs.filter((s) => !keptIds.has(s.id)).map((s) => s.id),
  );
  const songRows = await repo.upsertSongs(
    tx,
    input.songs.map((song, index) => songValues(release, song, index, checked)),
  );
  const links = await repo.replaceReleaseSongArtists(
    tx,
    release.id,
    input.songs.flatMap((song, i) =>
      song.artists.map((a, position) => ({
        songId: songRows[i]!.id,
        artistId: a.artist_id,
        inputRole: a.input_role,
        roles: [...new Set(a.roles)],
        position,
      })),
    ),
  );
  const fileOf = (id: number | null) => (id === null ? null : (checked.uploads.get(id) ?? null));
  return {
    release: written,
    mainArtists: input.main_artist_ids.map((id) => checked.artists.get(id)!),
    songs: songRows.map((song) => ({
      song,
      artists: links
        .filter((link) => link.songId === song.id)
        .sort((a, b) => a.position - b.position)
        .map((link) => {
          const artist = checked.artists.get(link.artistId)!;
          return { link, artist: { id: artist.id, nameJa: artist.nameJa, nameEn: artist.nameEn } };
        }),
      file: fileOf(song.fileUploadId),
    })),
    artwork: fileOf(written.artworkUploadId),
  };
}

/** A typed UPC was checked against submitted releases already; the answer need not ask again. */
const knownUpc = (input: ReleaseInput) => (isFilled(input.upc) ? { upcHeld: false } : {});

/** A new draft in the caller's transaction; the view of what was written. */
export async function insertDraft(
  tx: Executor,
  ctx: ReleasesContext,
  account: ActingAccount,
  individualId: number,
  input: ReleaseInput & { type: ReleaseType },
): Promise<ReleaseView> {
  await requireTerms(tx, account, input.type);
  const checked = await checkDraft(tx, ctx, account, input.type, input, { releaseId: 0, songs: [] });
  const release = await repo.insertRelease(tx, {
    accountId: account.row.id,
    type: input.type,
    createdBy: individualId,
  });
  return writeDraft(tx, release, input, checked);
}

export async function createDraft(
  ctx: ReleasesContext,
  account: ActingAccount,
  individualId: number,
  input: ReleaseInput & { type: ReleaseType },
  language: Language,
) {
  return ctx.db.transaction(async (tx) => {
    const view = await insertDraft(tx, ctx, account, individualId, input);
    return present(tx, ctx.now(), view, account, language, knownUpc(input));
  });
}

/**
 * Creates several drafts in one transaction (bulk upload): all of them or none. A failure carries the index of the
 * release that broke a rule in `details.index`.
 */
export async function createDrafts(
  ctx: ReleasesContext,
  account: ActingAccount,
  individualId: number,
  inputs: Array<ReleaseInput & { type: ReleaseType }>,
  tx?: Executor,
): Promise<number[]> {
  const run = async (t: Executor) => {
    const ids: number[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        ids.push((await insertDraft(t, ctx, account, individualId, input)).release.id);
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.code, { ...error.details, index });
        throw error;
      }
    }
    return ids;
  };
  return tx ? run(tx) : ctx.db.transaction(run);
}

/** Saves an editable release: read once under the row lock, checked once, written once, answered from the write. */
export async function updateDraft(
  ctx: ReleasesContext,
  account: ActingAccount,
  id: number,
  input: ReleaseInput,
  language: Language,
) {
  return ctx.db.transaction(async (tx) => {
    const release = await requireRelease(tx, account, id, true);
    const status = statusOf(release);
    // What is paid for is what was submitted: a release waiting for its payment is paid, or withdrawn first.
    if (isPaymentAwaitedStatus(status)) throw new AppError('SONG00007', { status });
    if (!isUserEditableStatus(status)) throw new AppError('SONG00001', { status });
    const songs = await repo.songsOf(tx, release.id);
    const checked = await checkDraft(tx, ctx, account, release.type as ReleaseType, input, {
      releaseId: release.id,
      songs,
    });
    const view = await writeDraft(tx, release, input, checked);
    return present(tx, ctx.now(), view, account, language, knownUpc(input));
  });
}
