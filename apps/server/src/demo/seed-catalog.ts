// Demo artists and releases for a freshly seeded database: real generated audio, video and artwork, checked by the
// same inspection as uploads (demo-media.ts), registered through the releases service (demo-releases.ts), in several
// statuses. Runs once, after seedDemoData created the accounts; a machine without ffmpeg gets the releases without the
// files ffmpeg makes (and those that cannot be submitted without them stay drafts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaTools } from '../integrations/media-probe/media-tools.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/client.ts';
import { artists, termsAcknowledgements } from '../platform/db/schema.ts';
import type { ActingAccount } from '../platform/http/context.ts';
import type { Logger } from '../platform/logger.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { createDemoMedia, DEMO_INDIVIDUAL_ID, type DemoMedia } from './demo-media.ts';
import {
  author,
  createDemoReleaseWriter,
  type DemoReleaseWriter,
  inDays,
  LABEL_BASE,
  saleDateIn,
  songOf,
  twoWeeksBefore,
} from './demo-releases.ts';

/** The sale date of the label's back-catalogue album (fixed: the demo's 2024 sales need it on sale by then). */
export const DAWN_SALE_DATE = '2023/11/01';
const LABEL_ACCOUNT_ID = 1;
const PERSON_ACCOUNT_ID = 2;

/** Who the demo's releases are by, and the accounts that register them. */
type DemoCast = {
  label: ActingAccount;
  person: ActingAccount;
  morning: { id: number };
  hikari: { id: number };
  neon: { id: number };
  taro: { id: number };
};

export async function seedDemoCatalog(deps: {
  db: Db;
  storage: Storage;
  config: Config;
  mediaTools: MediaTools;
  logger: Logger;
}) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'otodoke-seed-'));
  try {
    const media = createDemoMedia(deps, work);
    const writer = await createDemoReleaseWriter(deps);
    const cast = {
      ...(await seedDemoArtists(deps.db)),
      label: await writer.acting(LABEL_ACCOUNT_ID),
      person: await writer.acting(PERSON_ACCOUNT_ID),
    };
    const { blueHourArtwork } = await seedLabelReleases(media, writer, cast);
    await seedMoreReleases(media, writer, cast, blueHourArtwork);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The label's three artists and the person's one, and the label's acceptance of the music video terms. */
async function seedDemoArtists(db: Db) {
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

  return { morning: morning!, hikari: hikari!, neon: neon!, taro: taro! };
}

/** The label's releases on sale (or taken down) for months, and those submitted and waiting for their dates. */
async function seedLabelReleases(media: DemoMedia, writer: DemoReleaseWriter, cast: DemoCast) {
  // Back catalogue, on sale since late 2023: its last year of sales is seed-revenue.ts's, its 2024 (the yearly
  // statistics page's demo) seed-music-stats.ts's.
  const dawnDate = DAWN_SALE_DATE;
  const dawnArt = await media.artwork(LABEL_ACCOUNT_ID, 'dawn-record.png', 20, '夜明けのレコード');
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      copyright_year: dawnDate.slice(0, 4),
      type: 'album',
      title: '夜明けのレコード',
      main_artist_ids: [cast.morning.id],
      primary_genre_id: '18',
      requested_sale_start_date: dawnDate,
      store_ids: ['apple_music', 'itunes', 'spotify', 'amazon_music', 'line', 'recochoku', 'youtube_music_key'],
      artwork_upload_id: dawnArt,
      songs: [
        songOf('始発', await media.wav(LABEL_ACCOUNT_ID, 'shihatsu.wav', 42, 330)),
        songOf('東雲', await media.wav(LABEL_ACCOUNT_ID, 'shinonome.wav', 38, 392)),
        songOf('明けの明星', await media.wav(LABEL_ACCOUNT_ID, 'akenomyojo.wav', 45, 440)),
      ],
    },
    true,
    twoWeeksBefore(dawnDate),
  );
  // Approved and delivered, waiting for its date: the stores hold it until then (配信予定).
  // Delivered by seed-distribution.ts (CD-quality audio: the hi-res stores, Qobuz among them, are not offered).
  const rainArt = await media.artwork(LABEL_ACCOUNT_ID, 'after-rain.png', 170, '雨上がりの街');
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      type: 'single',
      title: '雨上がりの街',
      main_artist_ids: [cast.morning.id],
      primary_genre_id: '18',
      requested_sale_start_date: inDays(9),
      store_ids: ['spotify', 'apple_music', 'deezer'],
      artwork_upload_id: rainArt,
      songs: [songOf('雨上がりの街', await media.wav(LABEL_ACCOUNT_ID, 'after-rain.wav', 33, 349))],
    },
    true,
  );
  // On sale for eight months, then taken down at the label's request by seed-distribution.ts.
  const farewellDate = saleDateIn(-240);
  const farewellArt = await media.artwork(LABEL_ACCOUNT_ID, 'farewell.png', 260, 'さよならの季節');
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      type: 'single',
      copyright_year: farewellDate.slice(0, 4),
      title: 'さよならの季節',
      main_artist_ids: [cast.hikari.id],
      primary_genre_id: '29',
      requested_sale_start_date: farewellDate,
      store_ids: ['spotify', 'line'],
      artwork_upload_id: farewellArt,
      songs: [
        songOf('さよならの季節', await media.wav(LABEL_ACCOUNT_ID, 'farewell.wav', 34, 311), {
          authors: [author('水野ひかり', '水野ひかり')],
        }),
      ],
    },
    true,
    twoWeeksBefore(farewellDate),
  );
  const blueArt = await media.artwork(LABEL_ACCOUNT_ID, 'blue-hour.png', 220, 'Blue Hour');
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      type: 'single',
      title: 'Blue Hour',
      main_artist_ids: [cast.hikari.id],
      primary_genre_id: '29',
      requested_sale_start_date: inDays(21),
      store_ids: ['apple_music', 'spotify', 'mora', 'mora_hires', 'e_onkyo'],
      artwork_upload_id: blueArt,
      songs: [
        songOf('Blue Hour', await media.wav(LABEL_ACCOUNT_ID, 'blue-hour.wav', 36, 523, true), {
          authors: [author('水野ひかり', '水野ひかり')],
        }),
      ],
    },
    true,
  );
  return { blueHourArtwork: blueArt };
}

/** A draft, a music video (with Blue Hour's artwork), a ringtone and the person's first release. */
async function seedMoreReleases(media: DemoMedia, writer: DemoReleaseWriter, cast: DemoCast, blueArt: number | null) {
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      type: 'single',
      title: '新曲（制作中）',
      main_artist_ids: [cast.neon.id],
      primary_genre_id: '9',
      requested_sale_start_date: '',
      store_ids: [],
      artwork_upload_id: null,
      songs: [songOf('Harbor Lights', null, { audio_language: 'en', authors: [] })],
    },
    false,
  );
  const mvFile = await media.video(LABEL_ACCOUNT_ID, 'blue-hour-mv.mp4');
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      type: 'music_video',
      title: 'Blue Hour (Music Video)',
      main_artist_ids: [cast.hikari.id],
      primary_genre_id: '29',
      requested_sale_start_date: inDays(30),
      store_ids: ['apple_music', 'youtube_music_key'],
      artwork_upload_id: blueArt,
      songs: [
        songOf('Blue Hour', mvFile, {
          authors: [],
          artists: [{ artist_id: cast.hikari.id, input_role: 'primary', roles: ['singer', 'director'] }],
        }),
      ],
    },
    false,
  );
  const ringArt = await media.artwork(LABEL_ACCOUNT_ID, 'ringtone.png', 300, '始発 着うた');
  await writer.create(
    cast.label,
    {
      ...LABEL_BASE,
      type: 'ringtone',
      title: '始発（着うた）',
      main_artist_ids: [cast.morning.id],
      primary_genre_id: '18',
      requested_sale_start_date: inDays(10),
      store_ids: ['itunes_ringtone', 'recochoku_ringtone'],
      artwork_upload_id: ringArt,
      songs: [songOf('始発', await media.wav(LABEL_ACCOUNT_ID, 'ringtone.wav', 25, 330))],
    },
    true,
  );
  const firstArt = await media.artwork(PERSON_ACCOUNT_ID, 'first.png', 140, 'はじめての配信');
  await writer.create(
    cast.person,
    {
      ...LABEL_BASE,
      type: 'single',
      label_name: '',
      copyright_holder: '音届 太郎',
      title: 'はじめての配信',
      main_artist_ids: [cast.taro.id],
      primary_genre_id: '17',
      // As soon as possible: on sale once paid and approved.
      requested_sale_start_date: saleDateIn(0),
      store_ids: ['apple_music', 'spotify', 'line', 'awa'],
      artwork_upload_id: firstArt,
      songs: [
        songOf('はじめての配信', await media.wav(PERSON_ACCOUNT_ID, 'first.wav', 40, 294), {
          authors: [author('音届太郎', '')],
        }),
      ],
    },
    true,
  );
}
