// Wire forms of artists: the account's own (contract `Artist`), the public directory and page, store artists.
import type { ArtistLinkKind } from '@otodoke/domain';
import { type StoreArtist, storeArtistUrl } from '../../integrations/store-catalog/store-catalog.ts';
import type { Language } from '../../platform/http/context.ts';
import type { ArtistRow } from './artists.repository.ts';

/** The name shown for an artist: the Japanese one, or the English one when the reader asked for English and it has one. */
export function artistDisplayName(row: Pick<ArtistRow, 'nameJa' | 'nameEn'>, language: Language): string {
  return language === 'en' && row.nameEn ? row.nameEn : row.nameJa;
}

/** Where the signed-in account fetches an upload it owns (served by the uploads feature). */
export function uploadPreviewUrl(uploadId: number): string {
  return `/api/v2/me/uploads/${uploadId}/preview`;
}

export function publicArtistImageUrl(artistId: number): string {
  return `/api/v2/artists/${artistId}/image`;
}

export function publicReleaseArtworkUrl(artistId: number, releaseId: number): string {
  return `/api/v2/artists/${artistId}/releases/${releaseId}/artwork`;
}

export function presentArtist(row: ArtistRow, releaseCount: number) {
  return {
    id: row.id,
    artist_type: row.artistType,
    name_ja: row.nameJa,
    name_kana: row.nameKana,
    name_en: row.nameEn,
    base_type: row.baseType ?? null,
    profile_ja: row.profileJa,
    profile_en: row.profileEn,
    image_upload_id: row.imageUploadId,
    image_url: row.imageUploadId ? uploadPreviewUrl(row.imageUploadId) : null,
    links: row.links.map((link) => ({ kind: link.kind as ArtistLinkKind, url: link.url })),
    members: row.members.map((member) => ({ name: member.name, roles: member.roles })),
    apple_music_artist_id: row.appleMusicArtistId,
    spotify_artist_id: row.spotifyArtistId,
    is_various_artists: row.isVariousArtists,
    show_on_artist_page: row.showOnArtistPage,
    stats_consent_at: row.statsConsentAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    release_count: releaseCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDirectoryEntry(row: ArtistRow, language: Language) {
  return {
    id: row.id,
    name: artistDisplayName(row, language),
    artist_type: row.artistType,
    image_url: row.imageUploadId ? publicArtistImageUrl(row.id) : null,
  };
}

export function presentPublicArtist(
  row: ArtistRow,
  releases: { id: number; type: string; title: string; streetDate: string; artworkUploadId: number | null }[],
  language: Language,
) {
  return {
    id: row.id,
    artist_type: row.artistType,
    name: artistDisplayName(row, language),
    name_ja: row.nameJa,
    name_en: row.nameEn,
    profile: language === 'en' && row.profileEn ? row.profileEn : row.profileJa,
    image_url: row.imageUploadId ? publicArtistImageUrl(row.id) : null,
    links: row.links.map((link) => ({ kind: link.kind as ArtistLinkKind, url: link.url })),
    members: row.members.map((member) => ({ name: member.name, roles: member.roles })),
    apple_music_url: row.appleMusicArtistId ? storeArtistUrl('apple_music', row.appleMusicArtistId) : null,
    spotify_url: row.spotifyArtistId ? storeArtistUrl('spotify', row.spotifyArtistId) : null,
    releases: releases.map((release) => ({
      id: release.id,
      type: release.type,
      title: release.title,
      street_date: release.streetDate,
      artwork_url: release.artworkUploadId ? publicReleaseArtworkUrl(row.id, release.id) : null,
    })),
  };
}

export function presentStoreArtist(artist: StoreArtist) {
  return { id: artist.id, name: artist.name, url: artist.url, image_url: artist.imageUrl, genres: artist.genres };
}
