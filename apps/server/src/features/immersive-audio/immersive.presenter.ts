// Immersive editions as wire objects (contract ImmersiveSong): names of the codes, what the user may do, the invalid
// codes' messages in the reader's language, the file's name and the stores the edition goes to.
import type { ImmersiveSong } from '@otodoke/contract';
import {
  IMMERSIVE_AUDIO_PRICE,
  immersiveActionStatus,
  immersiveAudioSongStatusName,
  immersiveAudioVerificationStatusName,
  immersiveInvalidCodeMessage,
  isImmersiveRenewalPayable,
  storesTakingImmersive,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { findAccountUploads, type UploadRow } from '../uploads/index.ts';
import type { ImmersiveSongRow, SongRelease } from './immersive.repository.ts';
import * as repo from './immersive.repository.ts';

type Language = 'ja' | 'en';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function durationOf(upload: UploadRow | undefined): number | null {
  const seconds = (upload?.facts as { duration_seconds?: unknown } | null | undefined)?.duration_seconds;
  return typeof seconds === 'number' ? seconds : null;
}

export function presentEdition(
  row: ImmersiveSongRow,
  song: SongRelease,
  uploads: Map<number, UploadRow>,
  language: Language,
): ImmersiveSong {
  const releaseStores = new Set(song.release_store_ids ?? []);
  return {
    id: row.id,
    format: row.format,
    status_code: row.status,
    status: immersiveAudioSongStatusName(row.status) ?? 'creating',
    action_status: immersiveActionStatus(row.status, row.verificationStatus),
    verification_status_code: row.verificationStatus,
    verification_status: immersiveAudioVerificationStatusName(row.verificationStatus) ?? 'none',
    invalid_codes: row.invalidCodes.map((problem) => ({
      family: problem.family,
      code: problem.code,
      message: immersiveInvalidCodeMessage(problem, language),
    })),
    facts: row.facts ?? null,
    file_name: row.uploadId ? (uploads.get(row.uploadId)?.originalName ?? null) : null,
    release: { id: Number(song.release_id), title: song.release_title, status: Number(song.release_status) },
    song: {
      id: Number(song.song_id),
      title: song.song_title,
      isrc: song.isrc,
      duration_seconds: song.file_upload_id ? durationOf(uploads.get(Number(song.file_upload_id))) : null,
    },
    stores: storesTakingImmersive(row.format)
      .filter((store) => releaseStores.has(store.id))
      .map((store) => ({ id: store.id, name: store.name })),
    price: IMMERSIVE_AUDIO_PRICE,
    renewal_payable: isImmersiveRenewalPayable(row.status),
    term_ends_at: song.release_term_ends_at ? new Date(song.release_term_ends_at).toISOString() : null,
    verified_at: iso(row.verifiedAt),
    paid_at: iso(row.paidAt),
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Presents editions with their songs and files, read in one go for the page. */
export async function presentEditions(
  db: Executor,
  accountId: number,
  rows: ImmersiveSongRow[],
  language: Language,
): Promise<ImmersiveSong[]> {
  const songs = await repo.songReleasesOf(
    db,
    rows.map((row) => row.songId),
  );
  const uploadIds = [
    ...rows.flatMap((row) => (row.uploadId ? [row.uploadId] : [])),
    ...[...songs.values()].flatMap((song) => (song.file_upload_id ? [Number(song.file_upload_id)] : [])),
  ];
  const uploads = await findAccountUploads(db, accountId, uploadIds);
  return rows.flatMap((row) => {
    const song = songs.get(row.songId);
    return song ? [presentEdition(row, song, uploads, language)] : [];
  });
}
