// Wire shapes (contract `Release`, `ReleaseListItem`, `Song`) from rows.
import {
  canUserDelete,
  isUserEditableStatus,
  RELEASE_STATUS,
  type ReleaseStatusName,
  releaseStatusGroup,
  releaseStatusName,
} from '@otodoke/domain';
import type { SongAuthor } from '../../platform/db/schema.ts';
import type { Language } from '../../platform/http/context.ts';
import { presentUpload, type UploadRow } from '../uploads/index.ts';
import type { ArtistNameRow, ReleaseRow, SongArtistRow, SongRow } from './releases.repository.ts';

type ArtistName = Pick<ArtistNameRow, 'id' | 'nameJa' | 'nameEn' | 'isVariousArtists'>;

export type ReleaseView = {
  release: ReleaseRow;
  mainArtists: ArtistName[];
  songs: Array<{
    song: SongRow;
    artists: Array<{ link: SongArtistRow; artist: { id: number; nameJa: string; nameEn: string } }>;
    file: UploadRow | null;
  }>;
  artwork: UploadRow | null;
};

export const artistName = (artist: { nameJa: string; nameEn: string }, language: Language) =>
  language === 'en' && artist.nameEn ? artist.nameEn : artist.nameJa;

const statusFields = (row: ReleaseRow) => {
  const status: ReleaseStatusName = releaseStatusName(row.status) ?? 'creating';
  return {
    status,
    status_code: RELEASE_STATUS[status],
    status_group: releaseStatusGroup(status),
    is_editable: isUserEditableStatus(status),
    can_delete: canUserDelete(status),
  };
};

/** A stored author in the wire form (also the shape a save request takes). */
export const presentAuthor = (a: SongAuthor) => ({
  is_lyricist: a.isLyricist,
  is_composer: a.isComposer,
  real_name: a.realName,
  pen_name: a.penName,
  is_foreign: a.isForeign,
  show_on_artist_page: a.showOnArtistPage,
});

export function presentSong(entry: ReleaseView['songs'][number], language: Language) {
  const { song, artists, file } = entry;
  return {
    id: song.id,
    position: song.position,
    title: song.title,
    version: song.version,
    tieup: song.tieup,
    original_singer: song.originalSinger,
    category: song.category as 'original' | 'cover' | 'arrange' | 'pd',
    audio_language: song.audioLanguage,
    explicit: song.explicit,
    lyrics: song.lyrics,
    synced_lyrics: song.syncedLyrics,
    isrc: song.isrc,
    isrc_assigned: song.isrcAssigned,
    moods: song.moods,
    preview_start_seconds: song.previewStartSeconds,
    file_upload_id: song.fileUploadId,
    file: file ? presentUpload(file, language) : null,
    immersive_audio_format: song.immersiveAudioFormat as 'dolby' | '360RA' | null,
    artists: artists.map(({ link, artist }) => ({
      artist_id: link.artistId,
      name: artistName(artist, language),
      input_role: link.inputRole,
      roles: link.roles,
    })),
    authors: song.authors.map(presentAuthor),
  };
}

export function presentRelease(
  view: ReleaseView,
  language: Language,
  extra: {
    fields: Array<{ path: string; message: string }>;
    reasons: Array<{ reason: string; path: string; severity: 'error' | 'notice'; message: string }>;
    storeOptions: Array<{
      id: string;
      name: string;
      available: boolean;
      reasons: Array<{ reason: string; message: string }>;
    }>;
  },
) {
  const r = view.release;
  return {
    id: r.id,
    type: r.type as 'album',
    ...statusFields(r),
    title: r.title,
    version: r.version,
    label_name: r.labelName,
    primary_genre_id: r.primaryGenreId,
    secondary_genre_id: r.secondaryGenreId,
    main_artist_ids: view.mainArtists.map((a) => a.id),
    main_artists: view.mainArtists.map((a) => ({
      id: a.id,
      name: artistName(a, language),
      is_various_artists: a.isVariousArtists,
    })),
    requested_sale_start_date: r.requestedSaleStartDate,
    sell_media_option: r.sellMediaOption,
    variable_price_type: r.variablePriceType,
    worldwide: r.worldwide,
    territories: r.territories,
    store_ids: r.storeIds,
    use_submit: r.useSubmit,
    upc: r.upc,
    upc_assigned: r.upcAssigned,
    artwork_upload_id: r.artworkUploadId,
    artwork: view.artwork ? presentUpload(view.artwork, language) : null,
    copyright_year: r.copyrightYear,
    copyright_holder: r.copyrightHolder,
    songs: view.songs.map((entry) => presentSong(entry, language)),
    check: { fields: extra.fields, reasons: extra.reasons },
    store_options: extra.storeOptions,
    submitted_at: r.submittedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function presentListItem(
  r: ReleaseRow,
  artists: ArtistName[],
  songCount: number,
  hasArtwork: boolean,
  language: Language,
) {
  return {
    id: r.id,
    type: r.type as 'album',
    ...statusFields(r),
    title: r.title,
    version: r.version,
    artist_names: artists.map((a) => artistName(a, language)),
    song_count: songCount,
    upc: r.upc,
    requested_sale_start_date: r.requestedSaleStartDate,
    artwork_url: hasArtwork && r.artworkUploadId !== null ? `/api/v2/me/uploads/${r.artworkUploadId}/preview` : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
