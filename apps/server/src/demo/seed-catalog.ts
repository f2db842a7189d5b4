// Demo artists and releases for a freshly seeded database: real generated audio, video and artwork, checked by the
// same inspection as uploads, registered through the releases service, in several statuses. Runs once, after
// seedDemoData created the accounts; a machine without ffmpeg gets the releases without the files ffmpeg makes (and
// those that cannot be submitted without them stay drafts).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { releaseInputSchema, releaseTypeSchema } from '@otodoke/contract';
import { AppError, addDays, effectiveFeatures, todayInTokyo, type UploadKind } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { createReleasesService } from '../features/releases/index.ts';
import { makeVideo, pngArtwork, writeWav } from '../features/uploads/sample-media.ts';
import { inspectUpload } from '../features/uploads/upload-inspection.ts';
import type { MediaTools } from '../integrations/media-probe/media-tools.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../platform/auth/permissions.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/client.ts';
import { accounts, artists, termsAcknowledgements, uploads } from '../platform/db/schema.ts';
import type { ActingAccount } from '../platform/http/context.ts';
import type { Logger } from '../platform/logger.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { storageKey } from '../platform/storage/storage.ts';

/** A release as the seed writes it: the contract's input, defaults filled in by parsing. */
const draftSchema = releaseInputSchema.extend({ type: releaseTypeSchema });

const LABEL_ACCOUNT_ID = 1;
const PERSON_ACCOUNT_ID = 2;
const DEMO_INDIVIDUAL_ID = 1;

export async function seedDemoCatalog(deps: {
  db: Db;
  storage: Storage;
  config: Config;
  mediaTools: MediaTools;
  logger: Logger;
}) {
  const { db, storage, config, logger } = deps;
  const work = await mkdtemp(path.join(os.tmpdir(), 'otodoke-seed-'));
  try {
    let sequence = 0;
    /** Stores a generated file as an upload of the account and judges it like any upload. */
    const ingest = async (
      accountId: number,
      kind: UploadKind,
      name: string,
      make: (file: string) => Promise<unknown>,
    ) => {
      const file = path.join(work, `${sequence++}-${name}`);
      try {
        await make(file);
      } catch (error) {
        logger.warn({ err: error, name }, 'demo media not generated (is ffmpeg installed?)');
        return null;
      }
      const [row] = await db
        .insert(uploads)
        .values({
          accountId,
          individualId: DEMO_INDIVIDUAL_ID,
          tusId: `seed-${sequence}-${name}`,
          kind,
          status: 'checking',
          originalName: name,
        })
        .returning();
      const key = storageKey('uploads', accountId, row!.id, `seed-${sequence}`);
      const bytes = await readFile(file);
      await storage.put(key, bytes);
      const ffprobePath = deps.mediaTools.ffprobe.path;
      const ffmpegPath = deps.mediaTools.ffmpeg.path;
      const inspection = await inspectUpload({ storage, ffprobePath, ffmpegPath }, key, kind);
      await db
        .update(uploads)
        .set({
          storageKey: key,
          sizeBytes: bytes.length,
          status: inspection.problems.length === 0 ? 'accepted' : 'rejected',
          sha256: inspection.sha256,
          detectedType: inspection.detectedType,
          facts: inspection.facts as Record<string, unknown> | null,
          problems: inspection.problems as Array<{ id: string; params?: Record<string, string | number> }>,
          completedAt: new Date(),
        })
        .where(eq(uploads.id, row!.id));
      if (inspection.problems.length > 0) {
        logger.warn({ name, problems: inspection.problems }, 'demo media rejected by the checks');
        return null;
      }
      return row!.id;
    };
    const wav = (accountId: number, name: string, seconds: number, frequency: number, hires = false) =>
      ingest(accountId, 'audio', name, (file) =>
        writeWav(file, {
          seconds,
          sampleRate: hires ? 96_000 : 44_100,
          bitDepth: hires ? 24 : 16,
          channels: 2,
          frequency,
        }),
      );
    const artwork = (accountId: number, name: string, hue: number, label: string) =>
      ingest(accountId, 'artwork', name, (file) => pngArtwork(file, { size: 3000, hue, label }));

    const [morning, hikari, neon] = await db
      .insert(artists)
      .values([
        {
          accountId: LABEL_ACCOUNT_ID,
          artistType: 'group',
          nameJa: '朝焼けバンド',
          nameKana: 'アサヤケバンド',
          nameEn: 'Asayake Band',
          profileJa: '東京を拠点に活動する4人組のギターロックバンド。夜明けをテーマにした楽曲で知られる。',
          profileEn: 'A four-piece guitar band from Tokyo, known for songs about daybreak.',
          members: [
            { name: '朝日 陽介', roles: ['vocals', 'guitar'] },
            { name: '東雲 蓮', roles: ['guitar'] },
            { name: '暁 美咲', roles: ['bass'] },
            { name: '明星 航', roles: ['drums'] },
          ],
          links: [{ kind: 'official', url: 'https://asayake-band.example.jp' }],
          showOnArtistPage: true,
        },
        {
          accountId: LABEL_ACCOUNT_ID,
          artistType: 'individual',
          nameJa: '水野ひかり',
          nameKana: 'ミズノヒカリ',
          nameEn: 'Hikari Mizuno',
          profileJa: 'ピアノと声だけで紡ぐシンガーソングライター。',
          profileEn: 'A singer-songwriter working with piano and voice.',
          showOnArtistPage: true,
        },
        { accountId: LABEL_ACCOUNT_ID, artistType: 'individual', nameJa: 'Neon Harbor', nameEn: 'Neon Harbor' },
      ])
      .returning();
    const [taro] = await db
      .insert(artists)
      .values({
        accountId: PERSON_ACCOUNT_ID,
        artistType: 'individual',
        nameJa: '音届太郎',
        nameKana: 'オトドケタロウ',
        nameEn: 'Taro Otodoke',
      })
      .returning();
    await db
      .insert(termsAcknowledgements)
      .values({ accountId: LABEL_ACCOUNT_ID, terms: 'music_video', individualId: DEMO_INDIVIDUAL_ID });

    const releasesService = createReleasesService({ db, identifiers: config.identifiers });
    const acting = async (accountId: number): Promise<ActingAccount> => {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      return {
        row: row!,
        isAccountManager: true,
        permissions: ALL_PERMISSIONS_EDITABLE,
        features: effectiveFeatures({ plan: row!.plan }, null),
      };
    };
    const label = await acting(LABEL_ACCOUNT_ID);
    const person = await acting(PERSON_ACCOUNT_ID);
    const inDays = (days: number) => {
      const d = new Date(Date.now() + days * 86_400_000);
      return `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
    };
    /** A sale date `days` from today in Japan (negative: in the past), as the form writes it. */
    const saleDateIn = (days: number) => addDays(todayInTokyo(new Date()), days).replaceAll('-', '/');
    /** Two weeks before a sale date: when a release on sale since then was registered and submitted. */
    const twoWeeksBefore = (saleDate: string) => new Date(Date.parse(saleDate.replaceAll('/', '-')) - 14 * 86_400_000);
    const author = (realName: string, penName: string) => ({
      is_lyricist: true,
      is_composer: true,
      real_name: realName,
      pen_name: penName,
      is_foreign: false,
      show_on_artist_page: false,
    });
    const songOf = (
      title: string,
      fileId: number | null,
      extra: Partial<z.input<typeof draftSchema>['songs'] extends (infer S)[] | undefined ? S : never> = {},
    ) => ({
      title,
      version: '',
      tieup: '',
      original_singer: '',
      category: 'original' as const,
      audio_language: 'ja',
      explicit: false,
      lyrics: '',
      synced_lyrics: '',
      isrc: '',
      moods: [],
      preview_start_seconds: null,
      file_upload_id: fileId,
      immersive_audio_format: null,
      artists: [],
      authors: [author('朝日陽介', '朝日 陽介')],
      ...extra,
    });
    const base = {
      label_name: 'Daybreak Records',
      copyright_year: String(new Date().getUTCFullYear()),
      copyright_holder: 'Daybreak Records',
    };
    /** `registeredAt`: a release of the past is registered and submitted as it was then (its dates were ahead). */
    const create = async (
      account: ActingAccount,
      input: z.input<typeof draftSchema>,
      submit: boolean,
      registeredAt?: Date,
    ) => {
      const service = registeredAt
        ? createReleasesService({ db, identifiers: config.identifiers, now: () => registeredAt })
        : releasesService;
      const [id] = await service.createDrafts(account, DEMO_INDIVIDUAL_ID, [draftSchema.parse(input)]);
      // Review and delivery of submitted releases go through the real pipeline (seed-distribution.ts).
      if (!submit) return id!;
      try {
        await service.submit(account, id!, 'ja');
      } catch (error) {
        // Without ffmpeg the demo's sound files are refused as unchecked: the release waits as a draft instead.
        if (!(error instanceof AppError)) throw error;
        logger.warn(
          { title: input.title, problem: error.code },
          'demo release left as a draft (its media was not accepted)',
        );
      }
      return id!;
    };

    // On sale for a year: its year of sales is seed-revenue.ts's.
    const dawnDate = saleDateIn(-365);
    const dawnArt = await artwork(LABEL_ACCOUNT_ID, 'dawn-record.png', 20, '夜明けのレコード');
    await create(
      label,
      {
        ...base,
        copyright_year: dawnDate.slice(0, 4),
        type: 'album',
        title: '夜明けのレコード',
        main_artist_ids: [morning!.id],
        primary_genre_id: '18',
        requested_sale_start_date: dawnDate,
        store_ids: ['apple_music', 'itunes', 'spotify', 'amazon_music', 'line', 'recochoku', 'youtube_music_key'],
        artwork_upload_id: dawnArt,
        songs: [
          songOf('始発', await wav(LABEL_ACCOUNT_ID, 'shihatsu.wav', 42, 330)),
          songOf('東雲', await wav(LABEL_ACCOUNT_ID, 'shinonome.wav', 38, 392)),
          songOf('明けの明星', await wav(LABEL_ACCOUNT_ID, 'akenomyojo.wav', 45, 440)),
        ],
      },
      true,
      twoWeeksBefore(dawnDate),
    );
    // Approved and delivered, waiting for its date: the stores hold it until then (配信予定).
    // Delivered by seed-distribution.ts (CD-quality audio: the hi-res stores, Qobuz among them, are not offered).
    const rainArt = await artwork(LABEL_ACCOUNT_ID, 'after-rain.png', 170, '雨上がりの街');
    await create(
      label,
      {
        ...base,
        type: 'single',
        title: '雨上がりの街',
        main_artist_ids: [morning!.id],
        primary_genre_id: '18',
        requested_sale_start_date: inDays(9),
        store_ids: ['spotify', 'apple_music', 'deezer'],
        artwork_upload_id: rainArt,
        songs: [songOf('雨上がりの街', await wav(LABEL_ACCOUNT_ID, 'after-rain.wav', 33, 349))],
      },
      true,
    );
    // On sale for eight months, then taken down at the label's request by seed-distribution.ts.
    const farewellDate = saleDateIn(-240);
    const farewellArt = await artwork(LABEL_ACCOUNT_ID, 'farewell.png', 260, 'さよならの季節');
    await create(
      label,
      {
        ...base,
        type: 'single',
        copyright_year: farewellDate.slice(0, 4),
        title: 'さよならの季節',
        main_artist_ids: [hikari!.id],
        primary_genre_id: '29',
        requested_sale_start_date: farewellDate,
        store_ids: ['spotify', 'line'],
        artwork_upload_id: farewellArt,
        songs: [
          songOf('さよならの季節', await wav(LABEL_ACCOUNT_ID, 'farewell.wav', 34, 311), {
            authors: [author('水野ひかり', '水野ひかり')],
          }),
        ],
      },
      true,
      twoWeeksBefore(farewellDate),
    );
    const blueArt = await artwork(LABEL_ACCOUNT_ID, 'blue-hour.png', 220, 'Blue Hour');
    await create(
      label,
      {
        ...base,
        type: 'single',
        title: 'Blue Hour',
        main_artist_ids: [hikari!.id],
        primary_genre_id: '29',
        requested_sale_start_date: inDays(21),
        store_ids: ['apple_music', 'spotify', 'mora', 'mora_hires', 'e_onkyo'],
        artwork_upload_id: blueArt,
        songs: [
          songOf('Blue Hour', await wav(LABEL_ACCOUNT_ID, 'blue-hour.wav', 36, 523, true), {
            authors: [author('水野ひかり', '水野ひかり')],
          }),
        ],
      },
      true,
    );
    await create(
      label,
      {
        ...base,
        type: 'single',
        title: '新曲（制作中）',
        main_artist_ids: [neon!.id],
        primary_genre_id: '9',
        requested_sale_start_date: '',
        store_ids: [],
        artwork_upload_id: null,
        songs: [songOf('Harbor Lights', null, { audio_language: 'en', authors: [] })],
      },
      false,
    );
    const mvFile = await ingest(LABEL_ACCOUNT_ID, 'video', 'blue-hour-mv.mp4', (file) =>
      makeVideo(file, { width: 1280, height: 720, fps: 29.97, seconds: 35, withAudio: true, codec: 'h264' }),
    );
    await create(
      label,
      {
        ...base,
        type: 'music_video',
        title: 'Blue Hour (Music Video)',
        main_artist_ids: [hikari!.id],
        primary_genre_id: '29',
        requested_sale_start_date: inDays(30),
        store_ids: ['apple_music', 'youtube_music_key'],
        artwork_upload_id: blueArt,
        songs: [
          songOf('Blue Hour', mvFile, {
            authors: [],
            artists: [{ artist_id: hikari!.id, input_role: 'primary', roles: ['singer', 'director'] }],
          }),
        ],
      },
      false,
    );
    const ringArt = await artwork(LABEL_ACCOUNT_ID, 'ringtone.png', 300, '始発 着うた');
    await create(
      label,
      {
        ...base,
        type: 'ringtone',
        title: '始発（着うた）',
        main_artist_ids: [morning!.id],
        primary_genre_id: '18',
        requested_sale_start_date: inDays(10),
        store_ids: ['itunes_ringtone', 'recochoku_ringtone'],
        artwork_upload_id: ringArt,
        songs: [songOf('始発', await wav(LABEL_ACCOUNT_ID, 'ringtone.wav', 25, 330))],
      },
      true,
    );
    const firstArt = await artwork(PERSON_ACCOUNT_ID, 'first.png', 140, 'はじめての配信');
    await create(
      person,
      {
        ...base,
        type: 'single',
        label_name: '',
        copyright_holder: '音届 太郎',
        title: 'はじめての配信',
        main_artist_ids: [taro!.id],
        primary_genre_id: '17',
        // As soon as possible: on sale once paid and approved.
        requested_sale_start_date: saleDateIn(0),
        store_ids: ['apple_music', 'spotify', 'line', 'awa'],
        artwork_upload_id: firstArt,
        songs: [
          songOf('はじめての配信', await wav(PERSON_ACCOUNT_ID, 'first.wav', 40, 294), {
            authors: [author('音届太郎', '')],
          }),
        ],
      },
      true,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
