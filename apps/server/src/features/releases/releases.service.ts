// Release registration, composed from its use-case files: reading and presenting (release-view), the rulebook on a
// stored release (release-evaluation), saving drafts (release-writer), submission through the status machine
// (release-submission), lists (release-listing), songs and authors (release-songs); and the karaoke / music video terms.
import { AppError, type ReleaseType } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { NO_READ_CACHE } from '../../platform/db/read-cache.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { type ListQuery, listReleases, summariseReleases } from './release-listing.ts';
import { checkAuthor, getSong, setSongFile, updateSong } from './release-songs.ts';
import { automaticCheck, removeRelease, submitRelease, withdrawRelease } from './release-submission.ts';
import type { ReleaseInput, ReleasesContext, ReleasesDeps, SongInput } from './release-types.ts';
import { loadView, present, requireRelease } from './release-view.ts';
import { createDraft, createDrafts, updateDraft } from './release-writer.ts';
import type { ReleaseView } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

export type { ReleaseInput, ReleasesDeps, SongInput } from './release-types.ts';

export function createReleasesService(deps: ReleasesDeps) {
  const ctx: ReleasesContext = {
    db: deps.db,
    identifiers: deps.identifiers,
    paymentOrders: deps.paymentOrders,
    artistCredits: deps.artistCredits,
    now: deps.now ?? (() => new Date()),
    reads: deps.reads ?? NO_READ_CACHE,
  };
  const { db } = ctx;

  return {
    list: (account: ActingAccount, query: ListQuery, language: Language) => listReleases(ctx, account, query, language),

    summary: (account: ActingAccount) => summariseReleases(ctx, account),

    create: (
      account: ActingAccount,
      individualId: number,
      input: ReleaseInput & { type: ReleaseType },
      language: Language,
    ) => createDraft(ctx, account, individualId, input, language),

    /**
     * Creates several drafts in one transaction (bulk upload): all of them or none. A failure carries the index of the
     * release that broke a rule in `details.index`.
     */
    createDrafts: (
      account: ActingAccount,
      individualId: number,
      inputs: Array<ReleaseInput & { type: ReleaseType }>,
      tx?: Executor,
    ): Promise<number[]> => createDrafts(ctx, account, individualId, inputs, tx),

    /**
     * The automatic checks after a submission or payment (the service, not a person): the rules a submission meets,
     * on the release as stored. Problems in both languages; none means it may go to review.
     */
    automaticCheck: (tx: Executor, account: ActingAccount, releaseId: number) =>
      automaticCheck(ctx, tx, account, releaseId),

    /** The release with its artists, songs and files as stored: what store messages are built from. */
    async loadView(tx: Executor, accountId: number, releaseId: number): Promise<ReleaseView | null> {
      const release = await repo.findRelease(tx, accountId, releaseId);
      return release ? loadView(tx, ctx.artistCredits, accountId, release) : null;
    },

    /** The release as its owner sees it, for operators reviewing it. */
    async presentFor(account: ActingAccount, releaseId: number, language: Language) {
      const release = await repo.findRelease(db, account.row.id, releaseId);
      if (!release) throw new AppError('NOT_FOUND');
      return present(db, ctx.now(), await loadView(db, ctx.artistCredits, account.row.id, release), account, language);
    },

    async get(account: ActingAccount, id: number, language: Language) {
      const release = await requireRelease(db, account, id);
      return present(db, ctx.now(), await loadView(db, ctx.artistCredits, account.row.id, release), account, language);
    },

    update: (account: ActingAccount, id: number, input: ReleaseInput, language: Language) =>
      updateDraft(ctx, account, id, input, language),

    submit: (account: ActingAccount, id: number, language: Language) => submitRelease(ctx, account, id, language),

    /** The user cancels the payment a submitted release waits for, to change it again; the assigned codes stay. */
    withdraw: (account: ActingAccount, id: number, language: Language) => withdrawRelease(ctx, account, id, language),

    remove: (account: ActingAccount, id: number) => removeRelease(ctx, account, id),

    getSong: (account: ActingAccount, songId: number, language: Language) => getSong(ctx, account, songId, language),

    updateSong: (account: ActingAccount, songId: number, input: Omit<SongInput, 'id'>, language: Language) =>
      updateSong(ctx, account, songId, input, language),

    /** A song's audio file set on its editable release (a master used on it); the release as it now stands. */
    setSongFile: (account: ActingAccount, releaseId: number, songId: number, uploadId: number, language: Language) =>
      setSongFile(ctx, account, releaseId, songId, uploadId, language),

    checkAuthor: (account: ActingAccount, author: SongInput['authors'][number], language: Language) =>
      checkAuthor(ctx, account, author, language),

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

export type ReleasesService = ReturnType<typeof createReleasesService>;
