// One song of a release (read, or changed through the whole-release save) and the author check with suggestions.
import { AppError, formatValidationMessage, isAuthorRealNameAllowed, isFilled } from '@otodoke/domain';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import type { ReleasesContext, SongInput } from './release-types.ts';
import { loadView, releaseInputOf } from './release-view.ts';
import { updateDraft } from './release-writer.ts';
import { presentSong } from './releases.presenter.ts';
import * as repo from './releases.repository.ts';

export async function getSong(ctx: ReleasesContext, account: ActingAccount, songId: number, language: Language) {
  const found = await repo.findSong(ctx.db, account.row.id, songId);
  if (!found) throw new AppError('NOT_FOUND');
  const release = (await repo.findRelease(ctx.db, account.row.id, found.song.releaseId))!;
  const view = await loadView(ctx.db, ctx.artistCredits, account.row.id, release);
  const entry = view.songs.find((s) => s.song.id === songId)!;
  return { ...presentSong(entry, language), release_id: release.id };
}

export async function updateSong(
  ctx: ReleasesContext,
  account: ActingAccount,
  songId: number,
  input: Omit<SongInput, 'id'>,
  language: Language,
) {
  const found = await repo.findSong(ctx.db, account.row.id, songId);
  if (!found) throw new AppError('NOT_FOUND');
  const release = (await repo.findRelease(ctx.db, account.row.id, found.song.releaseId))!;
  const view = await loadView(ctx.db, ctx.artistCredits, account.row.id, release);
  // One song changes through the same path as the whole release, so every rule applies the same way.
  const whole = releaseInputOf(view);
  whole.songs = whole.songs.map((s) => (s.id === songId ? { ...input, id: songId } : s));
  await updateDraft(ctx, account, release.id, whole, language);
  return getSong(ctx, account, songId, language);
}

/**
 * Sets the audio file of one song of a release (a master made for it) through the whole-release save, so the draft
 * rules and the file checks apply as for the editor; NOT_FOUND unless the song is on that release of the account.
 */
export async function setSongFile(
  ctx: ReleasesContext,
  account: ActingAccount,
  releaseId: number,
  songId: number,
  uploadId: number,
  language: Language,
) {
  const found = await repo.findSong(ctx.db, account.row.id, songId);
  if (!found || found.song.releaseId !== releaseId) throw new AppError('NOT_FOUND', { field: 'song_id' });
  const release = (await repo.findRelease(ctx.db, account.row.id, releaseId))!;
  const view = await loadView(ctx.db, ctx.artistCredits, account.row.id, release);
  const whole = releaseInputOf(view);
  whole.songs = whole.songs.map((s) => (s.id === songId ? { ...s, file_upload_id: uploadId } : s));
  return updateDraft(ctx, account, release.id, whole, language);
}

export async function checkAuthor(
  ctx: ReleasesContext,
  account: ActingAccount,
  author: SongInput['authors'][number],
  language: Language,
) {
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
      : (await repo.distinctAuthors(ctx.db, account.row.id, pattern, 5)).map((a) => ({
          is_lyricist: a.isLyricist === true,
          is_composer: a.isComposer === true,
          real_name: String(a.realName ?? ''),
          pen_name: String(a.penName ?? ''),
          is_foreign: a.isForeign === true,
          show_on_artist_page: a.showOnArtistPage === true,
        }));
  return { fields, suggestions };
}
