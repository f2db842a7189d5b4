// The rulebook of packages/domain applied to a release as stored: field problems, file problems for its type, the
// stores that cannot take it, codes held elsewhere; what the editor shows and what a submission must clear.
import {
  type AudioFacts,
  checkAudio,
  checkVideo,
  type FileProblem,
  fileProblemMessage,
  isFilled,
  RELEASE_TYPE_RULES,
  type ReleaseCheckInput,
  type ReleaseType,
  releaseFieldIssues,
  releaseMetadataIssues,
  STORE_UNAVAILABLE_MESSAGES,
  STORES,
  songFileKindOf,
  storeUnavailableReasons,
  type VideoFacts,
  validationMessageInBoth,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { UploadRow } from '../uploads/index.ts';
import type { ReleaseView } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

type Bilingual = { ja: string; en: string };
export type Localised = { path: string; message: Bilingual };

const factsOf = (upload: UploadRow | null) =>
  upload?.status === 'accepted' ? (upload.facts as Record<string, unknown>) : null;

function checkInputOf(view: ReleaseView, account: ActingAccount): ReleaseCheckInput {
  const { release } = view;
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
    account: { modelType: account.row.accountModelType, features: account.features },
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
    if (file.kind !== songFileKindOf(type)) {
      out.push({ path, problem: { id: 'wrongKind', params: { found: file.kind, expected: songFileKindOf(type) } } });
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
export function storeFit(view: ReleaseView) {
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

export type EvaluateOptions = {
  /** The sale date was checked when the owner submitted; passed since, it means "as soon as possible". */
  isSubmitted?: boolean;
  /** Whether a submitted release holds the stored UPC, when the caller already asked (a save checks the typed one). */
  upcHeld?: boolean;
};

/** Field problems (bilingual) and metadata reasons of the release as it stands, as a submission would meet them. */
export async function evaluate(
  tx: Executor,
  now: Date,
  view: ReleaseView,
  account: ActingAccount,
  options: EvaluateOptions = {},
) {
  const input = checkInputOf(view, account);
  const issues = releaseFieldIssues(input, 'submit', now).filter(
    (issue) => !(options.isSubmitted && issue.path === 'requested_sale_start_date' && issue.message === 'noPastDate'),
  );
  const fields: Localised[] = issues.map((issue) => ({
    path: issue.path,
    message: validationMessageInBoth(issue.message, issue.params),
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
  const upc = view.release.upc;
  if (upc && (options.upcHeld ?? (await repo.upcHeldBySubmitted(tx, upc, view.release.id)))) {
    fields.push({ path: 'upc', message: validationMessageInBoth('upcTaken') });
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
