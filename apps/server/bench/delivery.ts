// Delivery throughput: N albums of 12 tracks delivered to 10 stores of the store simulator (DDEX ERN 4.3 built and
// validated per store, batches over SFTP on loopback, acknowledgements read back), against the raw SFTP copy of the
// same files to the same server as the baseline. Track files are short (BENCH_TRACK_SECONDS) to keep the bytes on
// this machine's disk reasonable; the figure that matters is releases per minute next to the raw copy.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIsrc, buildUpc, RELEASE_STATUS, todayInTokyo } from '@otodoke/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import SftpClient from 'ssh2-sftp-client';
import { pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import { artists, releaseArtists, releaseDeliveries, releases, songs, uploads } from '../src/platform/db/schema.ts';
import type { TestService } from '../test/harness.ts';
import { record } from './figures.ts';

const ALBUMS = Number(process.env.BENCH_DELIVERY_ALBUMS ?? 200);
const TRACKS = 12;
const TRACK_SECONDS = Number(process.env.BENCH_TRACK_SECONDS ?? 1);
const STORES = [
  'spotify',
  'apple_music',
  'itunes',
  'amazon_music',
  'line',
  'awa',
  'rakuten_music',
  'recochoku',
  'kkbox',
  'youtube_music_key',
];
const PARALLEL = 4;

const md5Of = async (file: string) =>
  createHash('md5')
    .update(await readFile(file))
    .digest('hex');

async function insertCatalogue(service: TestService, wav: string, png: string) {
  const db = service.database.db;
  const [audioKey, artKey] = ['bench/track.wav', 'bench/cover.png'];
  await service.app.storage.put(audioKey, await readFile(wav));
  await service.app.storage.put(artKey, await readFile(png));
  const [audioSize, artSize] = [(await stat(wav)).size, (await stat(png)).size];
  const [audioMd5, artMd5] = [await md5Of(wav), await md5Of(png)];
  const [artist] = await db
    .insert(artists)
    .values({ accountId: 1, artistType: 'group', nameJa: 'ベンチマーク楽団', nameEn: 'Benchmark Ensemble' })
    .returning();
  const ids: number[] = [];
  for (let album = 0; album < ALBUMS; album++) {
    const [art] = await db
      .insert(uploads)
      .values({
        accountId: 1,
        tusId: `bench-art-${album}`,
        kind: 'artwork',
        status: 'accepted',
        originalName: 'cover.png',
        sizeBytes: artSize,
        storageKey: artKey,
        md5: artMd5,
        facts: { format: 'png', width: 3000, height: 3000, colour_space: 'srgb' },
      })
      .returning();
    const [release] = await db
      .insert(releases)
      .values({
        accountId: 1,
        type: 'album',
        status: RELEASE_STATUS.review_approved,
        title: `ベンチマーク・アルバム ${album + 1}`,
        labelName: 'Benchmark Records',
        primaryGenreId: '17',
        // As soon as possible: the stores put it on sale once ingested (a later date would keep it off sale).
        requestedSaleStartDate: todayInTokyo(new Date()).replaceAll('-', '/'),
        storeIds: STORES,
        upc: buildUpc('4599991', 50_000 + album)!,
        upcAssigned: true,
        artworkUploadId: art!.id,
        copyrightYear: '2026',
        copyrightHolder: 'Benchmark Records',
        submittedAt: new Date(),
      })
      .returning();
    await db.insert(releaseArtists).values({ releaseId: release!.id, artistId: artist!.id, position: 0 });
    const files = await db
      .insert(uploads)
      .values(
        Array.from({ length: TRACKS }, (_, track) => ({
          accountId: 1,
          tusId: `bench-track-${album}-${track}`,
          kind: 'audio' as const,
          status: 'accepted' as const,
          originalName: `track-${track + 1}.wav`,
          sizeBytes: audioSize,
          storageKey: audioKey,
          md5: audioMd5,
          facts: {
            format: 'wav',
            sample_rate: 44_100,
            bit_depth: 16,
            channels: 2,
            duration_seconds: TRACK_SECONDS,
            is_hires: false,
          },
        })),
      )
      .returning();
    await db.insert(songs).values(
      files.map((file, track) => ({
        accountId: 1,
        releaseId: release!.id,
        position: track + 1,
        title: `曲 ${track + 1}`,
        audioLanguage: 'ja',
        isrc: buildIsrc('JPZ98', 26, album * TRACKS + track),
        isrcAssigned: true,
        fileUploadId: file.id,
        authors: [
          {
            isLyricist: true,
            isComposer: true,
            realName: '作家太郎',
            penName: 'SAKKA',
            isForeign: false,
            showOnArtistPage: false,
          },
        ],
      })),
    );
    ids.push(release!.id);
  }
  return { ids, bytesPerAlbum: TRACKS * audioSize + artSize };
}

/** The same files, copied to the same stores' SFTP accounts with no message, database or checks. */
async function rawCopy(service: TestService, wav: string, png: string, xml: string) {
  const simulator = service.stores.simulator!;
  const clients = new Map<string, SftpClient>();
  for (const storeId of STORES) {
    const endpoint = simulator.endpointFor(storeId);
    const client = new SftpClient();
    await client.connect({
      host: endpoint.host,
      port: endpoint.port,
      username: endpoint.username,
      password: endpoint.password!,
    });
    // As the service's transport does: SFTP is many small requests, which Nagle's algorithm would hold back.
    (client as unknown as { client: { setNoDelay(on: boolean): void } }).client.setNoDelay(true);
    clients.set(storeId, client);
  }
  const tasks = Array.from({ length: ALBUMS }, (_, album) => STORES.map((storeId) => ({ album, storeId }))).flat();
  const start = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < tasks.length) {
        const { album, storeId } = tasks[next++]!;
        const client = clients.get(storeId)!;
        const dir = `/inbox/raw-copy/${album}/resources`;
        await client.mkdir(dir, true);
        for (let track = 0; track < TRACKS; track++) await client.put(wav, `${dir}/${track}.wav`);
        await client.put(png, `${dir}/cover.png`);
        await client.put(xml, `/inbox/raw-copy/${album}/message.xml`);
      }
    }),
  );
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  for (const [, client] of clients) {
    await client.rmdir('/inbox/raw-copy', true);
    await client.end();
  }
  return ms;
}

async function countDeliveries(service: TestService, ids: number[], statuses: string[]) {
  const [row] = await service.database.db
    .select({ n: count() })
    .from(releaseDeliveries)
    .where(
      and(
        inArray(releaseDeliveries.releaseId, ids),
        inArray(releaseDeliveries.status, statuses as (typeof releaseDeliveries.$inferSelect.status)[]),
      ),
    );
  return row?.n ?? 0;
}

export async function measureDeliveryThroughput(service: TestService) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-delivery-'));
  try {
    const wav = path.join(dir, 'track.wav');
    const png = path.join(dir, 'cover.png');
    const xml = path.join(dir, 'message.xml');
    await writeWav(wav, { seconds: TRACK_SECONDS, sampleRate: 44_100, bitDepth: 16, channels: 2 });
    await pngArtwork(png, { size: 3000, hue: 90 });
    const { ids, bytesPerAlbum } = await insertCatalogue(service, wav, png);
    // A message of the size the service writes for a 12-track album (about 20 kB) for the raw copy.
    await import('node:fs/promises').then((fs) => fs.writeFile(xml, 'x'.repeat(20_000)));
    const rawMs = await rawCopy(service, wav, png, xml);

    const totalMessages = ids.length * STORES.length;
    // The transfer is timed alone (the stores' ingest runs on their machines, not on this one); then the hold ends and
    // the stores ingest, acknowledge and put the releases on sale.
    service.stores.simulator!.holdIngest(true);
    const start = process.hrtime.bigint();
    for (const id of ids) {
      await service.database.db.transaction(async (tx) => {
        const [release] = await tx.select().from(releases).where(eq(releases.id, id));
        await service.app.distribution.delivery.queueApproved(tx, release!);
      });
    }
    let sentMs = 0;
    const deadline = Date.now() + 60 * 60_000;
    while (Date.now() < deadline) {
      await service.app.distribution.round();
      const sent = await countDeliveries(service, ids, ['sent', 'delivered', 'on_sale']);
      if (sent === totalMessages && sentMs === 0) {
        sentMs = Number(process.hrtime.bigint() - start) / 1e6;
        service.stores.simulator!.holdIngest(false);
      }
      const failed = await countDeliveries(service, ids, ['failed', 'refused']);
      if (failed > 0) {
        const [example] = await service.database.db
          .select({ lastError: releaseDeliveries.lastError })
          .from(releaseDeliveries)
          .where(
            and(inArray(releaseDeliveries.releaseId, ids), inArray(releaseDeliveries.status, ['failed', 'refused'])),
          );
        throw new Error(`${failed} deliveries failed, e.g. ${example?.lastError}`);
      }
      if ((await countDeliveries(service, ids, ['on_sale'])) === totalMessages) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const onSaleMs = Number(process.hrtime.bigint() - start) / 1e6;
    const gigabytes = (bytesPerAlbum * totalMessages) / 1e9;
    const perMinute = (ms: number) => (ids.length / (ms / 60_000)).toFixed(1);
    record('delivery', 'throughput', {
      albums: ids.length,
      messages: totalMessages,
      bytes: bytesPerAlbum * totalMessages,
      rawCopyMs: rawMs,
      sentMs,
      onSaleMs,
    });
    console.log(
      `\ndelivery throughput: ${ids.length} albums x ${TRACKS} tracks (${TRACK_SECONDS} s WAV each) to ${STORES.length} simulated stores = ${totalMessages} ERN messages, ${gigabytes.toFixed(2)} GB over SFTP on 127.0.0.1`,
    );
    console.log(
      `  ${'raw SFTP copy of the same files (baseline)'.padEnd(46)} ${(rawMs / 1000).toFixed(1).padStart(7)} s   ${perMinute(rawMs).padStart(7)} releases/min   x1.00`,
    );
    console.log(
      `  ${'delivered (ERN built, validated, batch sent)'.padEnd(46)} ${(sentMs / 1000).toFixed(1).padStart(7)} s   ${perMinute(sentMs).padStart(7)} releases/min   x${(rawMs / sentMs).toFixed(2)}`,
    );
    console.log(
      `  ${'on sale at every store (ingest held until sent)'.padEnd(46)} ${(onSaleMs / 1000).toFixed(1).padStart(7)} s   ${perMinute(onSaleMs).padStart(7)} releases/min   x${(rawMs / onSaleMs).toFixed(2)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
