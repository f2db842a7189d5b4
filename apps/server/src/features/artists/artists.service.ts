// Artist rules: names (kana, English, no Vocaloid or Various Artists names), members, links, the image, store links
// checked against the store catalogues, Various Artists, deletion only while unused, and the public directory.

import type { artistInputSchema } from '@otodoke/contract';
import {
  AppError,
  type Bilingual,
  formatValidationMessage,
  isHalfWidthText,
  isKatakanaName,
  isUrl,
  isVocaloidName,
  parseAppleMusicArtistRef,
  parseSpotifyArtistRef,
  VARIOUS_ARTISTS_NAMES,
  type ValidationMessageId,
} from '@otodoke/domain';

import type { z } from 'zod';
import {
  type StoreCatalog,
  StoreCatalogError,
  type StoreName,
} from '../../integrations/store-catalog/store-catalog.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import type { SendableFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { assertRoomForArtist, type LockAccount, type PlanUsage } from '../billing/index.ts';
import { requireAcceptedUpload } from '../uploads/index.ts';
import { presentArtist, presentDirectoryEntry, presentPublicArtist, presentStoreArtist } from './artists.presenter.ts';
import * as repo from './artists.repository.ts';

export type ArtistInput = z.output<typeof artistInputSchema>;

type FieldErrors = Record<string, Bilingual>;

function messageOf(id: ValidationMessageId): Bilingual {
  return { ja: formatValidationMessage(id, 'ja'), en: formatValidationMessage(id, 'en') };
}

const foldName = (value: string): string =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll(/[\s・·]/gu, '');
const RESERVED_NAMES = new Set(Object.values(VARIOUS_ARTISTS_NAMES).map(foldName));

/** Various Artists' names, in any of its forms and however spaced or cased, belong to the fixed artist only. */
export function isReservedArtistName(name: string): boolean {
  return name.trim() !== '' && RESERVED_NAMES.has(foldName(name));
}

/** The first rule an artist name breaks, if any; `format` checks the form a filled name must have. */
function nameProblem(
  value: string,
  format: { test: (value: string) => boolean; message: ValidationMessageId } | null,
): ValidationMessageId | null {
  if (format && !format.test(value)) return format.message;
  if (isVocaloidName(value)) return 'vocaloidArtistName';
  if (isReservedArtistName(value)) return 'reservedArtistName';
  return null;
}

/** Checks what a user wrote and returns the values to store; every broken rule is reported at once. */
export function checkArtistInput(input: ArtistInput): repo.ArtistValues {
  const errors: FieldErrors = {};
  const fail = (field: string, id: ValidationMessageId | null) => {
    if (id) errors[field] ??= messageOf(id);
  };

  fail('name_ja', input.name_ja === '' ? 'required' : nameProblem(input.name_ja, null));
  if (input.name_kana !== '') {
    fail('name_kana', nameProblem(input.name_kana, { test: isKatakanaName, message: 'fullWidthKatakana' }));
  }
  if (input.name_en !== '') {
    fail('name_en', nameProblem(input.name_en, { test: isHalfWidthText, message: 'halfWidthAlnumSymbols' }));
  }

  // Members describe a group; an individual keeps none (switching a group to an individual drops them).
  const members =
    input.artist_type === 'group'
      ? input.members.map((member, index) => {
          if (member.name === '') fail(`members.${index}.name`, 'required');
          const roles = [...new Set(member.roles.map((role) => role.trim()).filter((role) => role !== ''))];
          return { name: member.name, roles };
        })
      : [];

  const links = input.links.map((link, index) => {
    fail(`links.${index}.url`, link.url === '' ? 'required' : isUrl(link.url) ? null : 'url');
    return { kind: link.kind, url: link.url };
  });

  let appleMusicArtistId: string | null = null;
  if (input.apple_music_artist !== '') {
    appleMusicArtistId = parseAppleMusicArtistRef(input.apple_music_artist) ?? null;
    if (!appleMusicArtistId) fail('apple_music_artist', 'appleMusicArtist');
  }
  let spotifyArtistId: string | null = null;
  if (input.spotify_artist !== '') {
    spotifyArtistId = parseSpotifyArtistRef(input.spotify_artist) ?? null;
    if (!spotifyArtistId) fail('spotify_artist', 'spotifyArtist');
  }

  if (Object.keys(errors).length > 0) throw AppError.invalidFields(errors);
  return {
    artistType: input.artist_type,
    nameJa: input.name_ja,
    nameKana: input.name_kana,
    nameEn: input.name_en,
    baseType: input.base_type,
    profileJa: input.profile_ja,
    profileEn: input.profile_en,
    imageUploadId: input.image_upload_id,
    links,
    members,
    appleMusicArtistId,
    spotifyArtistId,
    showOnArtistPage: input.show_on_artist_page,
  };
}

/**
 * The account's artists by id, for a release: NOT_FOUND for an id that is not the account's, ART00002 for an
 * archived one.
 */
export async function requireUsableArtists(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<Map<number, repo.ArtistRow>> {
  const found = new Map((await repo.findAccountArtists(db, accountId, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw new AppError('NOT_FOUND', { artist_id: id });
    if (row.archivedAt) throw new AppError('ART00002', { artist_id: id });
  }
  return found;
}

/** The account's artists a release can use, as the session lists them. */
export async function listArtistChoices(db: Executor, accountId: number): Promise<{ id: number; name: string }[]> {
  return repo.listArtistChoices(db, accountId);
}

/** How many artists of its own the account has (the dashboard's first steps). */
export async function countOwnArtists(db: Executor, accountId: number): Promise<number> {
  return repo.countOwnArtists(db, accountId);
}

/**
 * `lockAccount` (features/accounts) and `memberCount` (features/team): what billing's artist limit is checked with
 * besides this feature's artists, passed in by the capability (this feature cannot import those).
 */
export function createArtistsService(deps: {
  db: Db;
  storeCatalog: StoreCatalog;
  storage: Storage;
  lockAccount: LockAccount;
  memberCount: PlanUsage['memberCount'];
}) {
  const { db, storeCatalog, storage } = deps;
  const room = { lockAccount: deps.lockAccount, memberCount: deps.memberCount, activeArtists: repo.activePlanArtists };

  async function requireOwnArtist(accountId: number, id: number, options: { changing: boolean }) {
    const row = await repo.findAccountArtist(db, accountId, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (options.changing && row.isVariousArtists) throw new AppError('ART00004');
    return row;
  }

  async function findInStore(store: StoreName, id: string, field: string) {
    try {
      return await storeCatalog.getArtist(store, id);
    } catch (error) {
      if (error instanceof StoreCatalogError)
        throw new AppError('UNEXPECTED', { field, store, reason: 'store_unavailable' });
      throw error;
    }
  }

  /** A store id is looked up when it is new; one checked when it was saved is not asked about again. */
  async function verifyStoreIds(values: repo.ArtistValues, current: repo.ArtistRow | null) {
    const checks: [StoreName, string, string | null | undefined, string | null | undefined][] = [
      ['apple_music', 'apple_music_artist', values.appleMusicArtistId, current?.appleMusicArtistId],
      ['spotify', 'spotify_artist', values.spotifyArtistId, current?.spotifyArtistId],
    ];
    await Promise.all(
      checks.map(async ([store, field, id, saved]) => {
        if (!id || id === saved) return;
        if (!(await findInStore(store, id, field))) throw new AppError('ART00003', { field, store, id });
      }),
    );
  }

  /** A picture for the public page, if the upload behind it is an accepted picture still in storage. */
  async function publicPicture(
    upload: repo.StoredUpload | null,
    kind: 'image' | 'artwork',
    name: string,
  ): Promise<SendableFile> {
    const type = upload?.detectedType ?? '';
    if (upload?.kind !== kind || upload.status !== 'accepted' || !upload.storageKey || !type.startsWith('image/')) {
      throw new AppError('NOT_FOUND');
    }
    const stored = await storage.stat(upload.storageKey);
    if (!stored) throw new AppError('NOT_FOUND');
    // A neutral name: the file name the user uploaded from their disk is not for the public.
    const extension = type.slice('image/'.length).replace('jpeg', 'jpg');
    return {
      key: upload.storageKey,
      size: stored.size,
      contentType: type,
      disposition: 'inline',
      filename: `${name}.${extension}`,
    };
  }

  return {
    async list(
      account: ActingAccount,
      query: {
        q?: string | undefined;
        include_archived: boolean;
        sort_key: repo.ArtistSortKey;
        sort_order: 'asc' | 'desc';
        page: number;
        limit: number;
      },
    ) {
      const { rows, total } = await repo.listAccountArtists(db, account.row.id, {
        q: query.q || undefined,
        includeArchived: query.include_archived,
        sortKey: query.sort_key,
        sortOrder: query.sort_order,
        page: query.page,
        limit: query.limit,
      });
      return {
        items: rows.map((row) => presentArtist(row.artist, row.releaseCount)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async get(account: ActingAccount, id: number) {
      const row = await requireOwnArtist(account.row.id, id, { changing: false });
      return presentArtist(row, await repo.countReleasesUsing(db, id));
    },

    async create(account: ActingAccount, input: ArtistInput) {
      const values = checkArtistInput(input);
      await verifyStoreIds(values, null);
      return db.transaction(async (tx) => {
        await assertRoomForArtist(tx, account.row.id, room);
        if (values.imageUploadId) {
          await requireAcceptedUpload(tx, account.row.id, values.imageUploadId, ['image'], 'image_upload_id');
        }
        return presentArtist(await repo.insertArtist(tx, account.row.id, values), 0);
      });
    },

    async update(account: ActingAccount, id: number, input: ArtistInput) {
      const current = await requireOwnArtist(account.row.id, id, { changing: true });
      const values = checkArtistInput(input);
      await verifyStoreIds(values, current);
      return db.transaction(async (tx) => {
        const locked = await repo.findAccountArtist(tx, account.row.id, id, { forUpdate: true });
        if (!locked) throw new AppError('NOT_FOUND');
        if (values.imageUploadId && values.imageUploadId !== locked.imageUploadId) {
          await requireAcceptedUpload(tx, account.row.id, values.imageUploadId, ['image'], 'image_upload_id');
        }
        const row = await repo.updateArtist(tx, account.row.id, id, values);
        return presentArtist(row, await repo.countReleasesUsing(tx, id));
      });
    },

    async remove(account: ActingAccount, id: number) {
      await db.transaction(async (tx) => {
        // The row lock makes a release that starts using the artist wait, so the check below stays true.
        const row = await repo.findAccountArtist(tx, account.row.id, id, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND');
        if (row.isVariousArtists) throw new AppError('ART00004');
        if (await repo.isArtistReferenced(tx, id)) throw new AppError('ART00001', { artist_id: id });
        await repo.deleteArtist(tx, account.row.id, id);
      });
    },

    async setArchived(account: ActingAccount, id: number, archived: boolean) {
      const current = await requireOwnArtist(account.row.id, id, { changing: true });
      const row = await db.transaction(async (tx) => {
        // Bringing an artist back takes a place on the plan again.
        if (!archived && current.archivedAt) await assertRoomForArtist(tx, account.row.id, room);
        return repo.updateArtist(tx, account.row.id, id, {
          archivedAt: archived ? (current.archivedAt ?? new Date()) : null,
        });
      });
      return presentArtist(row, await repo.countReleasesUsing(db, id));
    },

    /** Agreeing keeps the time it was first given; withdrawing clears it (the statistics stop showing the artist). */
    async setStatsConsent(account: ActingAccount, id: number, consent: boolean) {
      const current = await requireOwnArtist(account.row.id, id, { changing: true });
      const row = await repo.updateArtist(db, account.row.id, id, {
        statsConsentAt: consent ? (current.statsConsentAt ?? new Date()) : null,
      });
      return presentArtist(row, await repo.countReleasesUsing(db, id));
    },

    async variousArtists(account: ActingAccount) {
      const row = await repo.findVariousArtists(db, account.row.id);
      return {
        name_ja: VARIOUS_ARTISTS_NAMES.ja,
        name_kana: VARIOUS_ARTISTS_NAMES.kana,
        name_en: VARIOUS_ARTISTS_NAMES.en,
        artist_id: row?.id ?? null,
      };
    },

    async ensureVariousArtists(account: ActingAccount) {
      let row = await repo.findVariousArtists(db, account.row.id);
      if (!row) {
        await repo.insertVariousArtistsIfMissing(db, account.row.id, {
          artistType: 'group',
          nameJa: VARIOUS_ARTISTS_NAMES.ja,
          nameKana: VARIOUS_ARTISTS_NAMES.kana,
          nameEn: VARIOUS_ARTISTS_NAMES.en,
        });
        row = await repo.findVariousArtists(db, account.row.id);
      }
      return presentArtist(row!, await repo.countReleasesUsing(db, row!.id));
    },

    /** A pasted profile URL or id is looked up directly; anything else is a name to search for. */
    async searchStore(store: StoreName, q: string) {
      const id = store === 'apple_music' ? parseAppleMusicArtistRef(q) : parseSpotifyArtistRef(q);
      try {
        const found = id ? await storeCatalog.getArtist(store, id) : null;
        const items = id ? (found ? [found] : []) : await storeCatalog.searchArtists(store, q);
        return { items: items.map(presentStoreArtist), is_simulator: storeCatalog.isSimulator };
      } catch (error) {
        if (error instanceof StoreCatalogError)
          throw new AppError('UNEXPECTED', { store, reason: 'store_unavailable' });
        throw error;
      }
    },

    async listPublic(query: { q?: string | undefined; page: number; limit: number }, language: Language) {
      const { rows, total } = await repo.listPublicArtists(db, {
        q: query.q || undefined,
        page: query.page,
        limit: query.limit,
      });
      return {
        items: rows.map((row) => presentDirectoryEntry(row, language)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async getPublic(id: number, language: Language) {
      const row = await repo.findPublicArtist(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return presentPublicArtist(row, await repo.listOnSaleReleases(db, row), language);
    },

    /** The artist's picture, only while the artist is on the public artist page. */
    async publicImage(id: number): Promise<SendableFile> {
      const row = await repo.findPublicArtist(db, id);
      if (!row?.imageUploadId) throw new AppError('NOT_FOUND');
      return publicPicture(await repo.findUpload(db, row.accountId, row.imageUploadId), 'image', `artist-${id}`);
    },

    /** The cover of one of a public artist's releases on sale. */
    async publicReleaseArtwork(id: number, releaseId: number): Promise<SendableFile> {
      const row = await repo.findPublicArtist(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return publicPicture(await repo.findOnSaleArtwork(db, row, releaseId), 'artwork', `release-${releaseId}`);
    },
  };
}

export type ArtistsService = ReturnType<typeof createArtistsService>;
