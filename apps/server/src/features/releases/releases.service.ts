// Release registration: drafts, the rulebook of packages/domain on every save and submission, identifiers, the
// status machine, deletion; plus songs, the author check and the karaoke / music video terms.

import type { releaseInputSchema, songInputSchema } from '@otodoke/contract';
import {
  ALL_LABEL_FORBIDDEN_WORDS,
  AppError,
  type AudioFacts,
  canTransition,
  canUserDelete,
  checkAudio,
  checkVideo,
  type FileProblem,
  fileProblemMessage,
  findLabelForbiddenWord,
  findStore,
  formatValidationMessage,
  isAudioLanguage,
  isAuthorRealNameAllowed,
  isFilled,
  isGenreId,
  isIsrc,
  isPaymentAwaitedStatus,
  isUpc,
  isUserEditableStatus,
  normaliseIsrc,
  normaliseUpc,
  RELEASE_STATUS,
  RELEASE_STATUS_GROUPS,
  RELEASE_STATUS_NAMES,
  RELEASE_TYPE_RULES,
  RELEASE_TYPES,
  type ReleaseCheckInput,
  type ReleaseStatusGroup,
  type ReleaseStatusName,
  type ReleaseType,
  releaseFieldIssues,
  releaseMetadataCheckMessage,
  releaseMetadataIssues,
  releaseStatusGroup,
  releaseStatusName,
  SONG_MOODS,
  STORE_UNAVAILABLE_MESSAGES,
  STORES,
  storeUnavailableReasons,
  submitTarget,
  TERRITORY_CHOICES,
  type UploadKind,
  type VideoFacts,
  withdrawTarget,
} from '@otodoke/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { SongAuthor } from '../../platform/db/schema.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { findAccountUploads, type UploadRow } from '../uploads/upload-lookup.ts';
import { assignIsrc, assignUpc, type IdentifierRanges } from './identifiers.ts';
import { presentAuthor, presentListItem, presentRelease, presentSong, type ReleaseView } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

type Bilingual = { ja: string; en: string };
type Localised = { path: string; message: Bilingual };

/** A save request as the contract parses it (defaults filled). */
export type ReleaseInput = z.output<typeof releaseInputSchema>;
export type SongInput = z.output<typeof songInputSchema>;

export interface ReleasesDeps {
  db: Db;
  identifiers: IdentifierRanges;
  now?: () => Date;
}

const both = (
  id: Parameters<typeof formatValidationMessage>[0],
  params?: Parameters<typeof formatValidationMessage>[2],
) => ({
  ja: formatValidationMessage(id, 'ja', params),
  en: formatValidationMessage(id, 'en', params),
});

const TERMS_FOR_TYPE = (type: ReleaseType) => RELEASE_TYPE_RULES[type].terms;

const statusCodesOf = (group: ReleaseStatusGroup): number[] =>
  RELEASE_STATUS_NAMES.filter((name) => name !== 'deleted_by_user' && releaseStatusGroup(name) === group).map(
    (name) => RELEASE_STATUS[name],
  );

const statusOf = (row: repo.ReleaseRow): ReleaseStatusName => releaseStatusName(row.status) ?? 'creating';

const fileKindFor = (type: ReleaseType): UploadKind => (RELEASE_TYPE_RULES[type].media === 'video' ? 'video' : 'audio');

/** Everything the rulebook and the presenter need about one release, read in a handful of queries. */
async function loadView(db: Executor, accountId: number, release: repo.ReleaseRow): Promise<ReleaseView> {
  const songRows = await repo.songsOf(db, release.id);
  const [mainArtists, songArtistRows, uploadRows] = await Promise.all([
    repo.mainArtistsOf(db, [release.id]),
    repo.songArtistsOf(
      db,
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

const factsOf = (upload: UploadRow | null) =>
  upload?.status === 'accepted' ? (upload.facts as Record<string, unknown>) : null;

function checkInputOf(view: ReleaseView, account: ActingAccount): ReleaseCheckInput {
  const { release } = view;
  const features = account.row.features;
  return {
    type: release.type as ReleaseType,
    title: release.title,
    labelName: release.labelName,
    primaryGenreId: release.primaryGenreId,
    mainArtists: view.mainArtists.map((a) => ({ id: a.id, isVariousArtists: a.isVariousArtists })),
    requestedSaleStartDate: release.requestedSaleStartDate,
    worldwide: release.worldwide,
    territories: release.territories,
    storeIds: release.storeIds,
    useSubmit: release.useSubmit,
    upc: release.upc ?? '',
    hasArtwork: view.artwork?.status === 'accepted',
    copyrightYear: release.copyrightYear,
    copyrightHolder: release.copyrightHolder,
    account: {
      modelType: account.row.accountModelType,
      isUnlimitedPlan: account.row.plan.startsWith('unlimited'),
      albumUpTo99Songs: features.albumUpTo99Songs === true || features.album_up_to_99_songs === true,
      immersiveAudio: features.immersiveAudio === true || features.immersive_audio === true,
    },
    songs: view.songs.map(({ song, artists, file }) => {
      const facts = factsOf(file);
      return {
        title: song.title,
        category: song.category as 'original',
        audioLanguage: song.audioLanguage,
        lyrics: song.lyrics,
        isrc: song.isrc ?? '',
        originalSinger: song.originalSinger,
        artists: artists.map((a) => ({ artistId: a.link.artistId, inputRole: a.link.inputRole, roles: a.link.roles })),
        authors: song.authors,
        hasMedia: file?.status === 'accepted',
        durationSeconds: typeof facts?.duration_seconds === 'number' ? facts.duration_seconds : undefined,
        previewStartSeconds: song.previewStartSeconds,
        hasSyncedLyrics: isFilled(song.syncedLyrics),
        syncedLyricsStale:
          isFilled(song.syncedLyrics) &&
          song.syncedLyricsSha256 !== null &&
          song.syncedLyricsSha256 !== (file?.sha256 ?? null),
        immersiveAudioFormat: song.immersiveAudioFormat,
      };
    }),
  };
}

/** The file of each song judged again for this release type (ringtone lengths, concert video lengths). */
function fileProblemsFor(view: ReleaseView): Array<{ path: string; problem: FileProblem }> {
  const type = view.release.type as ReleaseType;
  const media = RELEASE_TYPE_RULES[type].media;
  const out: Array<{ path: string; problem: FileProblem }> = [];
  view.songs.forEach(({ file }, i) => {
    const facts = factsOf(file);
    if (!file || !facts) return;
    const path = `songs.${i}.file_id`;
    if (file.kind !== fileKindFor(type)) {
      out.push({ path, problem: { id: 'wrongKind', params: { found: file.kind, expected: fileKindFor(type) } } });
      return;
    }
    const problems =
      media === 'video'
        ? checkVideo(
            {
              container: String(facts.container ?? ''),
              codec: String(facts.codec ?? ''),
              width: Number(facts.width ?? 0),
              height: Number(facts.height ?? 0),
              frameRate: Number(facts.frame_rate ?? 0),
              durationSeconds: Number(facts.duration_seconds ?? 0),
              hasAudio: facts.has_audio === true,
            } satisfies VideoFacts,
            type === 'live_concert_video',
          )
        : checkAudio(
            {
              format: String(facts.format ?? ''),
              sampleRate: Number(facts.sample_rate ?? 0),
              bitDepth: Number(facts.bit_depth ?? 0),
              channels: Number(facts.channels ?? 0),
              durationSeconds: Number(facts.duration_seconds ?? 0),
            } satisfies AudioFacts,
            media,
          );
    for (const problem of problems) out.push({ path, problem });
  });
  return out;
}

/** Every store of the release's media with the reasons it cannot take the release (none: available). */
function storeFit(view: ReleaseView) {
  const media = RELEASE_TYPE_RULES[view.release.type as ReleaseType].media;
  const fit = {
    media,
    genreIds: [view.release.primaryGenreId, view.release.secondaryGenreId].filter(isFilled),
    worldwide: view.release.worldwide,
    songs: view.songs.map(({ file }) => {
      const facts = factsOf(file);
      return {
        isHires: typeof facts?.is_hires === 'boolean' ? facts.is_hires : undefined,
        durationSeconds: typeof facts?.duration_seconds === 'number' ? facts.duration_seconds : undefined,
      };
    }),
  };
  return STORES.filter((store) => store.media.includes(media)).map((store) => ({
    store,
    reasons: storeUnavailableReasons(store, fit),
  }));
}

export function createReleasesService(deps: ReleasesDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Field problems (bilingual) and metadata reasons of the release as it stands, as a submission would meet them.
   * `isSubmitted`: the sale date was checked when the owner submitted; passed since, it means "as soon as possible".
   */
  async function evaluate(tx: Executor, view: ReleaseView, account: ActingAccount, isSubmitted = false) {
    const input = checkInputOf(view, account);
    const issues = releaseFieldIssues(input, 'submit', now()).filter(
      (issue) => !(isSubmitted && issue.path === 'requested_sale_start_date' && issue.message === 'noPastDate'),
    );
    const fields: Localised[] = issues.map((issue) => ({
      path: issue.path,
      message: both(issue.message, issue.params),
    }));
    for (const { path, problem } of fileProblemsFor(view)) {
      fields.push({ path, message: { ja: fileProblemMessage(problem, 'ja'), en: fileProblemMessage(problem, 'en') } });
    }
    for (const { store, reasons: why } of storeFit(view)) {
      if (view.release.storeIds.includes(store.id) && why.length > 0) {
        const reason = STORE_UNAVAILABLE_MESSAGES[why[0]!];
        fields.push({
          path: 'store_ids',
          message: { ja: `${store.name}: ${reason.ja}`, en: `${store.name}: ${reason.en}` },
        });
      }
    }
    if (view.release.upc && (await repo.upcHeldBySubmitted(tx, view.release.upc, view.release.id))) {
      fields.push({ path: 'upc', message: both('upcTaken') });
    }
    const reasons = releaseMetadataIssues(input);
    // ISRCs already used elsewhere: by another account, or by this account for a different recording.
    const isrcs = view.songs.map(({ song }) => song.isrc).filter((v): v is string => !!v);
    const others = await repo.songsWithIsrcs(tx, isrcs, view.release.id);
    view.songs.forEach(({ song, file }, i) => {
      if (!song.isrc) return;
      const clash = others.some(
        (o) =>
          o.isrc === song.isrc &&
          (o.accountId !== view.release.accountId || o.sha256 === null || o.sha256 !== file?.sha256),
      );
      if (clash && !reasons.some((r) => r.path === `songs.${i}.isrc`)) {
        reasons.push({ reason: 'exist_songs_with_same_isrc', path: `songs.${i}.isrc`, severity: 'error' });
      }
    });
    return { fields, reasons };
  }

  async function present(tx: Executor, view: ReleaseView, account: ActingAccount, language: Language) {
    const { fields, reasons } = await evaluate(tx, view, account);
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

  async function requireRelease(tx: Executor, account: ActingAccount, id: number, forUpdate = false) {
    const row = await repo.findRelease(tx, account.row.id, id, forUpdate);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Formats and references of a draft; a draft may be incomplete but never malformed or pointing elsewhere. */
  async function validateDraft(
    tx: Executor,
    account: ActingAccount,
    type: ReleaseType,
    input: ReleaseInput,
    previous: { artistIds: Set<number>; releaseId: number },
  ): Promise<Map<number, UploadRow>> {
    const fields: Record<string, Bilingual> = {};
    const rule = RELEASE_TYPE_RULES[type];
    const setField = (path: string, message: Bilingual) => {
      fields[path] ??= message;
    };
    if (isFilled(input.primary_genre_id) && !isGenreId(input.primary_genre_id))
      setField('primary_genre_id', both('invalidChoice'));
    if (isFilled(input.secondary_genre_id) && !isGenreId(input.secondary_genre_id))
      setField('secondary_genre_id', both('invalidChoice'));
    if (isFilled(input.label_name) && findLabelForbiddenWord(input.label_name, ALL_LABEL_FORBIDDEN_WORDS)) {
      setField('label_name', both('labelBannedWord'));
    }
    if (isFilled(input.upc) && !isUpc(input.upc)) setField('upc', both('upc'));
    const unknownStore = input.store_ids.find((id) => !findStore(id)?.media.includes(rule.media));
    if (unknownStore)
      setField('store_ids', {
        ja: `選択できないストアです（${unknownStore}）`,
        en: `This store cannot be chosen (${unknownStore}).`,
      });
    if (input.territories.some((code) => !(TERRITORY_CHOICES as readonly string[]).includes(code))) {
      setField('territories', {
        ja: '選択できない国・地域が含まれています',
        en: 'Some of the countries cannot be chosen.',
      });
    }
    if (new Set(input.main_artist_ids).size !== input.main_artist_ids.length) {
      setField('main_artist_ids', { ja: '同じアーティストが重複しています', en: 'The same artist appears twice.' });
    }
    input.songs.forEach((song, i) => {
      const at = (f: string) => `songs.${i}.${f}`;
      if (isFilled(song.isrc) && !isIsrc(song.isrc)) setField(at('isrc'), both('isrc'));
      if (song.moods.some((m) => !(SONG_MOODS as readonly string[]).includes(m)))
        setField(at('moods'), both('invalidChoice'));
      if (isFilled(song.audio_language) && !isAudioLanguage(song.audio_language))
        setField(at('audio_language'), both('invalidChoice'));
      const ids = song.artists.map((a) => a.artist_id);
      if (new Set(ids).size !== ids.length) {
        setField(at('artists'), { ja: '同じアーティストが重複しています', en: 'The same artist appears twice.' });
      }
      song.authors.forEach((author, j) => {
        if (isFilled(author.real_name) && !isAuthorRealNameAllowed(author.real_name, author.is_foreign)) {
          setField(at(`authors.${j}.real_name`), both('authorRealNameNoAlphabet'));
        }
      });
      if (song.preview_start_seconds !== null && song.preview_start_seconds > 24 * 3600) {
        setField(at('preview_start_seconds'), both('max', { n: 24 * 3600 }));
      }
    });
    // Codes: a UPC another submitted release holds; an ISRC in the range this service assigns, unless assigned here.
    if (
      isFilled(input.upc) &&
      isUpc(input.upc) &&
      (await repo.upcHeldBySubmitted(tx, normaliseUpc(input.upc), previous.releaseId))
    ) {
      setField('upc', both('upcTaken'));
    }
    const reservedPrefixes = [deps.identifiers.isrcPrefix, account.row.isrcPrefix].filter((p): p is string => !!p);
    const existingSongs = previous.releaseId ? await repo.songsOf(tx, previous.releaseId) : [];
    input.songs.forEach((song, i) => {
      if (!isFilled(song.isrc) || !isIsrc(song.isrc)) return;
      const isrc = normaliseIsrc(song.isrc);
      const assignedHere = existingSongs.some((s) => s.id === song.id && s.isrc === isrc && s.isrcAssigned);
      if (!assignedHere && reservedPrefixes.some((prefix) => isrc.startsWith(prefix))) {
        setField(`songs.${i}.isrc`, both('isrcReserved'));
      }
    });
    if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);

    // Artists: every one must be the account's; ones not on the release yet must not be archived.
    const artistIds = [...input.main_artist_ids, ...input.songs.flatMap((s) => s.artists.map((a) => a.artist_id))];
    const known = await repo.artistsByIds(tx, account.row.id, artistIds);
    for (const id of artistIds) if (!known.has(id)) throw new AppError('NOT_FOUND', { artist_id: id });
    const archived = artistIds.find((id) => !previous.artistIds.has(id) && known.get(id)!.archivedAt !== null);
    if (archived !== undefined) throw new AppError('ART00002', { artist_id: archived });

    // Files: the account's accepted uploads of the right kind.
    const uploadIds = [input.artwork_upload_id, ...input.songs.map((s) => s.file_upload_id)].filter(
      (v): v is number => v !== null,
    );
    const uploads = await findAccountUploads(tx, account.row.id, uploadIds);
    const check = (id: number | null, kind: UploadKind, path: string) => {
      if (id === null) return;
      const row = uploads.get(id);
      if (!row) throw new AppError('NOT_FOUND', { field: path });
      if (row.kind !== kind || row.status !== 'accepted')
        throw new AppError('SONG00004', { field: path, upload_id: id });
    };
    check(input.artwork_upload_id, 'artwork', 'artwork_upload_id');
    for (const [i, song] of input.songs.entries())
      check(song.file_upload_id, fileKindFor(type), `songs.${i}.file_upload_id`);
    return uploads;
  }

  async function writeRelease(
    tx: Executor,
    release: repo.ReleaseRow,
    input: ReleaseInput,
    uploads: Map<number, UploadRow>,
  ) {
    await repo.updateRelease(tx, release.id, {
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

    const existing = await repo.songsOf(tx, release.id);
    const byId = new Map(existing.map((s) => [s.id, s]));
    for (const song of input.songs) {
      if (song.id !== undefined && !byId.has(song.id)) throw new AppError('NOT_FOUND', { song_id: song.id });
    }
    const keptIds = new Set(input.songs.map((s) => s.id).filter((id): id is number => id !== undefined));
    await repo.deleteSongs(
      tx,
      existing.filter((s) => !keptIds.has(s.id)).map((s) => s.id),
    );
    // Positions are unique per release only by convention; move kept songs out of the way first.
    for (const [index, song] of input.songs.entries()) {
      const previous = song.id === undefined ? undefined : byId.get(song.id);
      const fileSha = song.file_upload_id === null ? null : (uploads.get(song.file_upload_id)?.sha256 ?? null);
      const syncedChanged = previous === undefined || previous.syncedLyrics !== song.synced_lyrics;
      const values = {
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
        syncedLyricsSha256: !isFilled(song.synced_lyrics)
          ? null
          : syncedChanged
            ? fileSha
            : previous!.syncedLyricsSha256,
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
        ...(isFilled(song.isrc)
          ? {
              isrc: normaliseIsrc(song.isrc),
              isrcAssigned: previous?.isrc === normaliseIsrc(song.isrc) && previous.isrcAssigned,
            }
          : previous?.isrcAssigned
            ? {}
            : { isrc: null, isrcAssigned: false }),
      };
      let row: repo.SongRow;
      if (previous) {
        await repo.updateSong(tx, previous.id, values);
        row = previous;
      } else {
        row = await repo.insertSong(tx, { ...values, accountId: release.accountId, releaseId: release.id });
      }
      await repo.replaceSongArtists(
        tx,
        row.id,
        song.artists.map((a) => ({ artistId: a.artist_id, inputRole: a.input_role, roles: [...new Set(a.roles)] })),
      );
    }
  }

  async function requireTerms(tx: Executor, account: ActingAccount, type: ReleaseType) {
    const terms = TERMS_FOR_TYPE(type);
    if (terms && !(await repo.findAcknowledgement(tx, account.row.id, terms))) {
      throw new AppError('SONG00005', { terms });
    }
  }

  return {
    async list(
      account: ActingAccount,
      query: {
        q?: string;
        status_group?: ReleaseStatusGroup;
        type?: ReleaseType;
        sort_key: repo.ListFilter['sortKey'];
        sort_order: 'asc' | 'desc';
        page: number;
        limit: number;
      },
      language: Language,
    ) {
      const { rows, total } = await repo.listReleases(db, {
        accountId: account.row.id,
        q: query.q || undefined,
        statusCodes: query.status_group ? statusCodesOf(query.status_group) : undefined,
        type: query.type,
        sortKey: query.sort_key,
        sortOrder: query.sort_order,
        page: query.page,
        limit: query.limit,
      });
      const artists = await repo.mainArtistsOf(
        db,
        rows.map((r) => r.release.id),
      );
      return {
        items: rows.map((r) =>
          presentListItem(
            r.release,
            artists.filter((a) => a.releaseId === r.release.id).map((a) => a.artist),
            r.songCount,
            r.artworkStatus === 'accepted',
            language,
          ),
        ),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async summary(account: ActingAccount) {
      const rows = await repo.countByStatusAndType(db, account.row.id);
      const byGroup = Object.fromEntries(RELEASE_STATUS_GROUPS.map((g) => [g, 0])) as Record<
        ReleaseStatusGroup,
        number
      >;
      const byType = Object.fromEntries(RELEASE_TYPES.map((t) => [t, 0])) as Record<ReleaseType, number>;
      let total = 0;
      for (const row of rows) {
        const name = releaseStatusName(row.status);
        const n = Number(row.n);
        if (name) byGroup[releaseStatusGroup(name)] += n;
        if (row.type in byType) byType[row.type as ReleaseType] += n;
        total += n;
      }
      return { total, by_group: byGroup, by_type: byType };
    },

    async create(
      account: ActingAccount,
      individualId: number,
      input: ReleaseInput & { type: ReleaseType },
      language: Language,
    ) {
      return db.transaction(async (tx) => {
        await requireTerms(tx, account, input.type);
        const uploads = await validateDraft(tx, account, input.type, input, { artistIds: new Set(), releaseId: 0 });
        const release = await repo.insertRelease(tx, {
          accountId: account.row.id,
          type: input.type,
          createdBy: individualId,
        });
        await writeRelease(tx, release, input, uploads);
        const fresh = (await repo.findRelease(tx, account.row.id, release.id))!;
        return present(tx, await loadView(tx, account.row.id, fresh), account, language);
      });
    },

    /**
     * Creates several drafts in one transaction (bulk upload): all of them or none. A failure carries the index of the
     * release that broke a rule in `details.index`.
     */
    async createDrafts(
      account: ActingAccount,
      individualId: number,
      inputs: Array<ReleaseInput & { type: ReleaseType }>,
      tx?: Executor,
    ): Promise<number[]> {
      const run = async (t: Executor) => {
        const ids: number[] = [];
        for (const [index, input] of inputs.entries()) {
          try {
            await requireTerms(t, account, input.type);
            const uploads = await validateDraft(t, account, input.type, input, { artistIds: new Set(), releaseId: 0 });
            const release = await repo.insertRelease(t, {
              accountId: account.row.id,
              type: input.type,
              createdBy: individualId,
            });
            await writeRelease(t, release, input, uploads);
            ids.push(release.id);
          } catch (error) {
            if (error instanceof AppError) throw new AppError(error.code, { ...error.details, index });
            throw error;
          }
        }
        return ids;
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * The automatic checks after a submission or payment (the service, not a person): the rules a submission meets,
     * on the release as stored. Problems in both languages; none means it may go to review.
     */
    async automaticCheck(tx: Executor, accountRow: ActingAccount['row'], releaseId: number) {
      const release = await repo.findRelease(tx, accountRow.id, releaseId, true);
      if (!release) return null;
      const acting: ActingAccount = { row: accountRow, isAccountManager: true, permissions: {} };
      const view = await loadView(tx, accountRow.id, release);
      const { fields, reasons } = await evaluate(tx, view, acting, true);
      const problems = [
        ...fields,
        ...reasons
          .filter((r) => r.severity === 'error')
          .map((r) => ({
            path: r.path,
            message: {
              ja: releaseMetadataCheckMessage(r.reason, 'ja'),
              en: releaseMetadataCheckMessage(r.reason, 'en'),
            },
          })),
      ];
      return { release, problems };
    },

    /** The release with its artists, songs and files as stored: what store messages are built from. */
    async loadView(tx: Executor, accountId: number, releaseId: number): Promise<ReleaseView | null> {
      const release = await repo.findRelease(tx, accountId, releaseId);
      return release ? loadView(tx, accountId, release) : null;
    },

    /** The release as its owner sees it, for operators reviewing it. */
    async presentFor(accountRow: ActingAccount['row'], releaseId: number, language: Language) {
      const release = await repo.findRelease(db, accountRow.id, releaseId);
      if (!release) throw new AppError('NOT_FOUND');
      const acting: ActingAccount = { row: accountRow, isAccountManager: true, permissions: {} };
      return present(db, await loadView(db, accountRow.id, release), acting, language);
    },

    async get(account: ActingAccount, id: number, language: Language) {
      const release = await requireRelease(db, account, id);
      return present(db, await loadView(db, account.row.id, release), account, language);
    },

    async update(account: ActingAccount, id: number, input: ReleaseInput, language: Language) {
      return db.transaction(async (tx) => {
        const release = await requireRelease(tx, account, id, true);
        const status = statusOf(release);
        // What is paid for is what was submitted: a release waiting for its payment is paid, or withdrawn first.
        if (isPaymentAwaitedStatus(status)) throw new AppError('SONG00007', { status });
        if (!isUserEditableStatus(status)) throw new AppError('SONG00001', { status });
        const before = await loadView(tx, account.row.id, release);
        const previousArtists = new Set([
          ...before.mainArtists.map((a) => a.id),
          ...before.songs.flatMap((s) => s.artists.map((a) => a.link.artistId)),
        ]);
        const uploads = await validateDraft(tx, account, release.type as ReleaseType, input, {
          artistIds: previousArtists,
          releaseId: release.id,
        });
        await writeRelease(tx, release, input, uploads);
        const fresh = (await repo.findRelease(tx, account.row.id, release.id))!;
        return present(tx, await loadView(tx, account.row.id, fresh), account, language);
      });
    },

    async submit(account: ActingAccount, id: number, language: Language) {
      return db.transaction(async (tx) => {
        const release = await requireRelease(tx, account, id, true);
        const status = statusOf(release);
        // A first submission is paid per release unless a plan covers it; a corrected one was paid already.
        const needsPayment = status === 'creating' && !account.row.plan.startsWith('unlimited');
        const target = submitTarget(status, needsPayment);
        if (!target || !canTransition(status, target, 'user')) throw new AppError('SONG00003', { status });
        const type = release.type as ReleaseType;
        await requireTerms(tx, account, type);
        const view = await loadView(tx, account.row.id, release);
        const { fields, reasons } = await evaluate(tx, view, account);
        const blocking = reasons.filter((r) => r.severity === 'error');
        if (fields.length > 0 || blocking.length > 0) {
          const fieldMap: Record<string, string> = {};
          for (const f of fields) fieldMap[f.path] ??= f.message[language];
          throw new AppError('SONG00002', {
            fields: fieldMap,
            reasons: blocking.map((r) => ({ ...r, message: releaseMetadataCheckMessage(r.reason, language) })),
          });
        }
        const at = now();
        const prefix = account.row.isrcPrefix ?? deps.identifiers.isrcPrefix;
        for (const { song } of view.songs) {
          if (!song.isrc)
            await repo.updateSong(tx, song.id, { isrc: await assignIsrc(tx, prefix, at), isrcAssigned: true });
        }
        const values: Parameters<typeof repo.updateRelease>[2] = { status: RELEASE_STATUS[target], submittedAt: at };
        if (!release.upc) {
          values.upc = await assignUpc(tx, deps.identifiers.upcPrefixes, release.id);
          values.upcAssigned = true;
        }
        try {
          await repo.updateRelease(tx, release.id, values);
        } catch (error) {
          // Another release took the typed UPC between the check and now.
          if (isUniqueViolation(error)) {
            throw new AppError('SONG00002', { fields: { upc: both('upcTaken')[language] }, reasons: [] });
          }
          throw error;
        }
        const fresh = (await repo.findRelease(tx, account.row.id, release.id))!;
        return present(tx, await loadView(tx, account.row.id, fresh), account, language);
      });
    },

    /** The user cancels the payment a submitted release waits for, to change it again; the assigned codes stay. */
    async withdraw(account: ActingAccount, id: number, language: Language) {
      return db.transaction(async (tx) => {
        const release = await requireRelease(tx, account, id, true);
        const status = statusOf(release);
        const before = status === 'payment_failure' ? await repo.lastOrderStatusBefore(tx, release.id) : null;
        const target = withdrawTarget(status, before === null ? null : releaseStatusName(before));
        if (!target || !canTransition(status, target, 'user')) throw new AppError('SONG00003', { status });
        await repo.updateRelease(tx, release.id, {
          status: RELEASE_STATUS[target],
          ...(target === 'creating' ? { submittedAt: null } : {}),
        });
        const fresh = (await repo.findRelease(tx, account.row.id, release.id))!;
        return present(tx, await loadView(tx, account.row.id, fresh), account, language);
      });
    },

    async remove(account: ActingAccount, id: number) {
      await db.transaction(async (tx) => {
        const release = await requireRelease(tx, account, id, true);
        const status = statusOf(release);
        if (!canUserDelete(status)) throw new AppError('SONG00003', { status });
        await repo.updateRelease(tx, release.id, { status: RELEASE_STATUS.deleted_by_user });
      });
    },

    async getSong(account: ActingAccount, songId: number, language: Language) {
      const found = await repo.findSong(db, account.row.id, songId);
      if (!found) throw new AppError('NOT_FOUND');
      const release = (await repo.findRelease(db, account.row.id, found.song.releaseId))!;
      const view = await loadView(db, account.row.id, release);
      const entry = view.songs.find((s) => s.song.id === songId)!;
      return { ...presentSong(entry, language), release_id: release.id };
    },

    async updateSong(account: ActingAccount, songId: number, input: Omit<SongInput, 'id'>, language: Language) {
      const found = await repo.findSong(db, account.row.id, songId);
      if (!found) throw new AppError('NOT_FOUND');
      const release = (await repo.findRelease(db, account.row.id, found.song.releaseId))!;
      const view = await loadView(db, account.row.id, release);
      // One song changes through the same path as the whole release, so every rule applies the same way.
      const whole = releaseInputOf(view);
      whole.songs = whole.songs.map((s) => (s.id === songId ? { ...input, id: songId } : s));
      await this.update(account, release.id, whole, language);
      return this.getSong(account, songId, language);
    },

    async checkAuthor(account: ActingAccount, author: SongInput['authors'][number], language: Language) {
      const fields: Array<{ path: string; message: string }> = [];
      if (!author.is_lyricist && !author.is_composer) {
        fields.push({ path: 'type', message: formatValidationMessage('authorTypeRequired', language) });
      }
      if (!isFilled(author.real_name))
        fields.push({ path: 'real_name', message: formatValidationMessage('required', language) });
      else if (!isAuthorRealNameAllowed(author.real_name, author.is_foreign)) {
        fields.push({ path: 'real_name', message: formatValidationMessage('authorRealNameNoAlphabet', language) });
      }
      if (author.show_on_artist_page && !isFilled(author.pen_name)) {
        fields.push({ path: 'pen_name', message: formatValidationMessage('requiredOnArtistPage', language) });
      }
      const pattern = (author.real_name || author.pen_name).trim();
      const suggestions =
        pattern.length === 0
          ? []
          : (await repo.distinctAuthors(db, account.row.id, pattern, 5)).map((a) => ({
              is_lyricist: a.isLyricist === true,
              is_composer: a.isComposer === true,
              real_name: String(a.realName ?? ''),
              pen_name: String(a.penName ?? ''),
              is_foreign: a.isForeign === true,
              show_on_artist_page: a.showOnArtistPage === true,
            }));
      return { fields, suggestions };
    },

    async acknowledgement(account: ActingAccount, terms: 'karaoke' | 'music_video') {
      const row = await repo.findAcknowledgement(db, account.row.id, terms);
      return { acknowledged: row !== null, acknowledged_at: row?.acknowledgedAt.toISOString() ?? null };
    },

    async acknowledge(account: ActingAccount, individualId: number, terms: 'karaoke' | 'music_video') {
      const row = await repo.upsertAcknowledgement(db, account.row.id, terms, individualId);
      return { acknowledged: true, acknowledged_at: row.acknowledgedAt.toISOString() };
    },
  };
}

/** The stored release in the shape of a save request (to change one song through the whole-release path). */
function releaseInputOf(view: ReleaseView): ReleaseInput {
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

export type ReleasesService = ReturnType<typeof createReleasesService>;
