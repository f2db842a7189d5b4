// What the immersive audio tests share: a song of a release with its stereo file, real immersive files uploaded
// through tus (built by the protocols package, broken one check at a time), and waiting for their verification.
import {
  type AdmBwfOptions,
  buildAdmBwf,
  buildMpeghMp4,
  type MpeghMp4Options,
} from '@otodoke/protocols/immersive/index.ts';
import { releases, songs, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import type { TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

export type Edition = {
  id: number;
  format: 'dolby' | '360RA';
  status: string;
  status_code: number;
  action_status: string;
  verification_status: string;
  verification_status_code: number;
  invalid_codes: Array<{ family: string; code: number; message: string }>;
  facts: Record<string, unknown> | null;
  file_name: string | null;
  release: { id: number; title: string; status: number };
  song: { id: number; title: string; isrc: string | null; duration_seconds: number | null };
  stores: Array<{ id: string; name: string }>;
  price: number;
  paid_at: string | null;
  delivered_at: string | null;
};
export type ErrorBody = { code: string; message: string; details: Record<string, unknown> };

/** The stereo song's length in the tests: the immersive files are built to match it. */
export const STEREO_SECONDS = 1;
let serial = 0;

/** A release of `type` in `status` with one song; the song has an accepted stereo file unless `withFile` is false. */
export async function songOnRelease(
  service: TestService,
  accountId: number,
  options: { type?: string; status?: number; withFile?: boolean; title?: string; storeIds?: string[] } = {},
) {
  serial += 1;
  const db = service.database.db;
  const [release] = await db
    .insert(releases)
    .values({
      accountId,
      type: options.type ?? 'single',
      title: options.title ?? `イマーシブ ${serial}`,
      status: options.status ?? 100,
      storeIds: options.storeIds ?? ['apple_music', 'amazon_music', 'deezer', 'spotify'],
    })
    .returning();
  let fileUploadId: number | null = null;
  if (options.withFile !== false) {
    const [upload] = await db
      .insert(uploads)
      .values({
        accountId,
        tusId: `immersive-test-stereo-${serial}-${Date.now()}`,
        kind: 'audio',
        status: 'accepted',
        originalName: 'stereo.wav',
        sizeBytes: 1000,
        facts: { format: 'wav', duration_seconds: STEREO_SECONDS, sample_rate: 48_000, bit_depth: 24, channels: 2 },
      })
      .returning();
    fileUploadId = upload!.id;
  }
  const [song] = await db
    .insert(songs)
    .values({
      accountId,
      releaseId: release!.id,
      position: 1,
      title: options.title ?? `曲 ${serial}`,
      isrc: `JPX0${String(2600000 + serial).padStart(8, '0')}`,
      fileUploadId,
    })
    .returning();
  return { songId: song!.id, releaseId: release!.id };
}

/** Uploads a Dolby Atmos ADM BWF built with `options` (valid by default) as an `immersive` upload. */
export function uploadAdm(client: TestClient, options: AdmBwfOptions = {}) {
  return uploadFile(client, 'immersive', buildAdmBwf({ seconds: STEREO_SECONDS, ...options }), 'master-atmos.wav');
}

/** Uploads a 360 Reality Audio MPEG-H MP4 built with `options` (valid by default) as an `immersive` upload. */
export function uploadMpegh(client: TestClient, options: MpeghMp4Options = {}) {
  return uploadFile(client, 'immersive', buildMpeghMp4({ seconds: STEREO_SECONDS, ...options }), 'master-360ra.mp4');
}

/** Polls the edition until its verification is no longer queued or running. */
export async function waitVerified(client: TestClient, id: number, timeoutMs = 30_000): Promise<Edition> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await client.get<Edition>(`/api/v2/me/immersive_audio/songs/${id}`);
    if (got.status !== 200) throw new Error(`GET edition ${id}: ${got.status} ${JSON.stringify(got.body)}`);
    const code = got.body.verification_status_code;
    if (code !== 200 && code !== 210) return got.body;
    if (Date.now() > deadline) throw new Error(`edition ${id} still ${got.body.verification_status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls the edition until it reaches the song status `code`. */
export async function waitStatus(client: TestClient, id: number, code: number, timeoutMs = 30_000): Promise<Edition> {
  const deadline = Date.now() + timeoutMs;
  let last: Edition | null = null;
  while (Date.now() < deadline) {
    last = (await client.get<Edition>(`/api/v2/me/immersive_audio/songs/${id}`)).body;
    if (last.status_code === code) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`edition ${id} stayed ${last?.status_code} (wanted ${code})`);
}

export const createEdition = (client: TestClient, songId: number, format: 'dolby' | '360RA' = 'dolby') =>
  client.post<Edition & ErrorBody>('/api/v2/me/immersive_audio/songs', { song_id: songId, format });

export const putFile = (client: TestClient, id: number, uploadId: number, format?: 'dolby' | '360RA') =>
  client.put<Edition & ErrorBody>(`/api/v2/me/immersive_audio/songs/${id}/file`, {
    upload_id: uploadId,
    ...(format ? { format } : {}),
  });

/**
 * The operator (en) and the demo label's manager (ja, acting for the label) signed in, with immersive audio turned on
 * for the label by the operator.
 */
export async function labelWithImmersive(service: TestService, labelId: number) {
  const admin = service.client('en');
  await signIn(service, admin, 'admin@otodoke.test', 'otodoke-admin');
  await admin.put(`/admin/api/v2/accounts/${labelId}/features/isImmersiveAudioAvailable`, { enabled: true });
  const demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = labelId;
  return { admin, demo };
}
