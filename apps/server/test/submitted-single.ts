// A single of the label made and submitted through the API (one song by one credited author, real checked files):
// what the distribution and immersive audio tests start from before review and delivery; and the round that moves it.
import { todayInTokyo } from '@otodoke/domain';
import { expect } from 'vitest';
import { DELIVERY_PREPARE_QUEUE, DELIVERY_SEND_QUEUE } from '../src/features/distribution/index.ts';
import type { TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

export interface SingleOptions {
  title: string;
  artistId: number;
  artworkUploadId: number;
  audioUploadId: number;
  storeIds: string[];
  /** YYYY/MM/DD as the form writes it; today in Japan when absent. */
  saleDate?: string;
}

/** Creates the single and submits it; answers the release id (status creating_complete under the label's plan). */
export async function submitSingle(client: TestClient, options: SingleOptions): Promise<number> {
  const created = await client.post<{ id: number }>('/api/v1/me/releases', {
    type: 'single',
    title: options.title,
    main_artist_ids: [options.artistId],
    primary_genre_id: '17',
    requested_sale_start_date: options.saleDate ?? todayInTokyo(new Date()).replaceAll('-', '/'),
    store_ids: options.storeIds,
    artwork_upload_id: options.artworkUploadId,
    copyright_year: '2026',
    copyright_holder: 'Otodoke Demo Records',
    songs: [
      {
        title: options.title,
        audio_language: 'ja',
        file_upload_id: options.audioUploadId,
        artists: [],
        authors: [
          {
            is_lyricist: true,
            is_composer: true,
            real_name: '山田太郎',
            pen_name: 'YAMADA',
            is_foreign: false,
            show_on_artist_page: false,
          },
        ],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await client.post<{ status: string }>(`/api/v1/me/releases/${created.body.id}/submit`);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.status).toBe('creating_complete');
  return created.body.id;
}

/**
 * Runs the distribution round (checks, renewal, outboxes), the delivery queues and the store simulator until `done`
 * holds for what `read` answers, for at most a minute.
 */
export async function runDistributionUntil<T>(
  service: TestService,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  label: string,
): Promise<T> {
  const deadline = Date.now() + 60_000;
  let last: T | undefined;
  while (Date.now() < deadline) {
    await service.app.distribution.round();
    await service.app.jobs.drain(DELIVERY_PREPARE_QUEUE, 30_000);
    await service.app.jobs.drain(DELIVERY_SEND_QUEUE, 30_000);
    await service.stores.simulator!.idle();
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${label}: still ${JSON.stringify(last)}`);
}
