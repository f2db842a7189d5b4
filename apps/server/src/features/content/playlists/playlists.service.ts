// The curated playlists: operators write them as drafts, fill them with the service's releases on sale, order and
// publish them; the public page reads the published ones with only their releases still on sale, and their covers.
import type { getAdminPlaylist, listPlaylists, PlaylistCategory, playlistInputSchema } from '@otodoke/contract';
import { AppError, type Language } from '@otodoke/domain';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { SendableFile } from '../../../platform/http/stored-file.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { findStoredUpload } from '../../uploads/index.ts';
import * as repo from './playlists.repository.ts';

type PlaylistInput = z.output<typeof playlistInputSchema>;
type AdminPlaylistDetail = z.output<(typeof getAdminPlaylist)['response']>;
type PublicPlaylistPage = z.output<(typeof listPlaylists)['response']>;

/** Where each store's playlists live: an address elsewhere is refused. */
const STORE_HOSTS = {
  spotify_url: ['open.spotify.com'],
  apple_music_url: ['music.apple.com'],
  youtube_url: ['www.youtube.com', 'youtube.com', 'music.youtube.com', 'm.youtube.com'],
} as const;

const STORE_NAMES = { spotify_url: 'Spotify', apple_music_url: 'Apple Music', youtube_url: 'YouTube' } as const;

/** The public address of a playlist release's cover. */
export const publicArtworkUrl = (playlistId: number, releaseId: number) =>
  `/api/v2/playlists/${playlistId}/releases/${releaseId}/artwork`;

/** Refuses a store address that is not https on the store's own host. */
function checkStoreUrls(input: PlaylistInput): void {
  const fields: Record<string, { ja: string; en: string }> = {};
  for (const field of Object.keys(STORE_HOSTS) as (keyof typeof STORE_HOSTS)[]) {
    const value = input[field];
    if (value === null) continue;
    const url = URL.canParse(value) ? new URL(value) : null;
    const hosts: readonly string[] = STORE_HOSTS[field];
    const onStore = url?.protocol === 'https:' && hosts.includes(url.hostname) && !url.username && !url.password;
    if (!onStore) {
      const store = STORE_NAMES[field];
      fields[field] = {
        ja: `${store} のプレイリストのURL（https://${hosts[0]}/…）を入力してください`,
        en: `Enter the address of the playlist on ${store} (https://${hosts[0]}/…).`,
      };
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

const valuesOf = (input: PlaylistInput): repo.PlaylistValues => ({
  category: input.category,
  titleJa: input.title_ja,
  titleEn: input.title_en,
  descriptionJa: input.description_ja,
  descriptionEn: input.description_en,
  spotifyUrl: input.spotify_url,
  appleMusicUrl: input.apple_music_url,
  youtubeUrl: input.youtube_url,
});

function presentAdmin(row: repo.PlaylistRow, counts: { all: number; onSale: number } | undefined) {
  return {
    id: row.id,
    status: row.status,
    category: row.category,
    position: row.position,
    title_ja: row.titleJa,
    title_en: row.titleEn,
    description_ja: row.descriptionJa,
    description_en: row.descriptionEn,
    spotify_url: row.spotifyUrl,
    apple_music_url: row.appleMusicUrl,
    youtube_url: row.youtubeUrl,
    release_count: counts?.all ?? 0,
    on_sale_count: counts?.onSale ?? 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

const presentAdminRelease = (card: repo.ReleaseCardRow) => ({
  id: card.id,
  title: card.title,
  artist: card.artist,
  // Operators see any release's artwork through their upload preview.
  artwork_url: card.artwork_upload_id ? `/api/v2/me/uploads/${card.artwork_upload_id}/preview` : null,
  on_sale: card.on_sale,
  street_date: card.street_date,
});

export function createPlaylistsService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  async function detail(id: number, language: Language): Promise<AdminPlaylistDetail> {
    const row = await repo.findPlaylist(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const cards = await repo.releaseCards(db, [id], { language, onSaleOnly: false });
    const counts = { all: cards.length, onSale: cards.filter((card) => card.on_sale).length };
    return { ...presentAdmin(row, counts), releases: cards.map(presentAdminRelease) };
  }

  return {
    /**
     * The published playlists in order (of one category when given), each with its releases on sale, in `language`
     * (Japanese when blank).
     */
    async listPublished(
      query: { page: number; limit: number; category?: PlaylistCategory | undefined },
      language: Language,
    ): Promise<PublicPlaylistPage> {
      const { rows, total } = await repo.listPlaylists(db, { publishedOnly: true, ...query });
      const cards = await repo.releaseCards(
        db,
        rows.map((row) => row.id),
        { language, onSaleOnly: true },
      );
      const english = language === 'en';
      return {
        items: rows.map((row) => ({
          id: row.id,
          category: row.category,
          title: english && row.titleEn ? row.titleEn : row.titleJa,
          description: english && row.descriptionEn ? row.descriptionEn : row.descriptionJa,
          spotify_url: row.spotifyUrl,
          apple_music_url: row.appleMusicUrl,
          youtube_url: row.youtubeUrl,
          releases: cards
            .filter((card) => card.playlist_id === row.id)
            .map((card) => ({
              id: card.id,
              title: card.title,
              artist: card.artist,
              artwork_url: card.artwork_upload_id ? publicArtworkUrl(row.id, card.id) : null,
            })),
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async list(query: { page: number; limit: number }) {
      const { rows, total } = await repo.listPlaylists(db, { publishedOnly: false, ...query });
      const counts = await repo.releaseCounts(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => presentAdmin(row, counts.get(row.id))), total, ...query };
    },

    get: detail,

    async create(input: PlaylistInput, createdBy: number, language: Language) {
      checkStoreUrls(input);
      const row = await repo.insertPlaylist(db, valuesOf(input), createdBy);
      return detail(row.id, language);
    },

    async update(id: number, input: PlaylistInput, language: Language) {
      checkStoreUrls(input);
      if (!(await repo.updatePlaylist(db, id, valuesOf(input)))) throw new AppError('NOT_FOUND');
      return detail(id, language);
    },

    /** Publishes (only with a release on sale to show) or takes back to draft. */
    async setStatus(id: number, status: 'draft' | 'published', language: Language) {
      await db.transaction(async (tx) => {
        const row = await repo.findPlaylist(tx, id, { lock: true });
        if (!row) throw new AppError('NOT_FOUND');
        if (status === 'published') {
          const counts = (await repo.releaseCounts(tx, [id])).get(id);
          if (!counts?.onSale) {
            throw AppError.invalidFields({
              status: {
                ja: '公開するには、配信中のリリースを1件以上追加してください',
                en: 'Add at least one release on sale before publishing.',
              },
            });
          }
        }
        await repo.updatePlaylist(tx, id, { status });
      });
      return detail(id, language);
    },

    async remove(id: number): Promise<{ ok: true }> {
      if (!(await repo.deletePlaylist(db, id))) throw new AppError('NOT_FOUND');
      return { ok: true };
    },

    /** A new order of every playlist: `ids` must name each one exactly once. */
    async reorder(ids: number[]): Promise<{ ok: true }> {
      await db.transaction(async (tx) => {
        const all = await repo.lockAllPlaylistIds(tx);
        const given = new Set(ids);
        if (given.size !== ids.length || all.length !== ids.length || all.some((id) => !given.has(id))) {
          throw AppError.invalidFields({
            ids: {
              ja: '並べ替えの間にプレイリストが変更されました。再読み込みしてからやり直してください',
              en: 'The playlists changed while you were ordering them. Reload and try again.',
            },
          });
        }
        await repo.setPositions(tx, ids);
      });
      return { ok: true };
    },

    /**
     * Sets the playlist's releases in order. A release added must be on sale; one already in the playlist may stay
     * after it left sale (the public page leaves it out until it is back).
     */
    async setReleases(id: number, releaseIds: number[], language: Language) {
      if (new Set(releaseIds).size !== releaseIds.length) {
        throw AppError.invalidFields({
          release_ids: { ja: '同じリリースが2回含まれています', en: 'A release is in the list twice.' },
        });
      }
      await db.transaction(async (tx) => {
        if (!(await repo.findPlaylist(tx, id, { lock: true }))) throw new AppError('NOT_FOUND');
        const current = await repo.currentReleaseIds(tx, id);
        const added = releaseIds.filter((releaseId) => !current.has(releaseId));
        const onSale = await repo.onSaleReleaseIds(tx, added);
        const refused = added.filter((releaseId) => !onSale.has(releaseId));
        if (refused.length > 0) {
          throw AppError.invalidFields({
            release_ids: {
              ja: `配信中ではないリリースは追加できません（ID: ${refused.join(', ')}）`,
              en: `Only releases on sale can be added (ID: ${refused.join(', ')}).`,
            },
          });
        }
        await repo.replaceItems(tx, id, releaseIds);
      });
      return detail(id, language);
    },

    async searchReleases(query: { q: string; page: number; limit: number }, language: Language) {
      const { rows, total } = await repo.searchOnSale(db, { ...query, language });
      return { items: rows.map(presentAdminRelease), total, page: query.page, limit: query.limit };
    },

    /** The cover of a release on sale in a published playlist, if it is an accepted picture still in storage. */
    async artwork(playlistId: number, releaseId: number): Promise<SendableFile> {
      const found = await repo.publishedArtwork(db, playlistId, releaseId);
      const upload = found ? await findStoredUpload(db, found.accountId, found.artworkUploadId) : null;
      const type = upload?.detectedType ?? '';
      if (upload?.kind !== 'artwork' || upload.status !== 'accepted' || !upload.storageKey) {
        throw new AppError('NOT_FOUND');
      }
      if (!type.startsWith('image/')) throw new AppError('NOT_FOUND');
      const stored = await storage.stat(upload.storageKey);
      if (!stored) throw new AppError('NOT_FOUND');
      return {
        key: upload.storageKey,
        size: stored.size,
        contentType: type,
        disposition: 'inline',
        filename: `release-${releaseId}.${type.slice('image/'.length).replace('jpeg', 'jpg')}`,
      };
    },
  };
}

export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
