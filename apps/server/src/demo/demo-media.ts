// The demo's media: real audio, video and artwork generated into a work folder, stored as uploads of an account and
// judged by the same inspection as any upload. Without ffmpeg a file is not made and its place stays empty (null).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { makeVideo, pngArtwork, writeWav } from '../features/uploads/sample-media.ts';
import { inspectUpload } from '../features/uploads/upload-inspection.ts';
import type { MediaTools } from '../integrations/media-probe/media-tools.ts';
import type { Db } from '../platform/db/client.ts';
import { uploads } from '../platform/db/schema.ts';
import type { Logger } from '../platform/logger.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { storageKey } from '../platform/storage/storage.ts';

export const DEMO_INDIVIDUAL_ID = 1;

export type DemoMedia = ReturnType<typeof createDemoMedia>;

export function createDemoMedia(
  deps: { db: Db; storage: Storage; mediaTools: MediaTools; logger: Logger },
  work: string,
) {
  const { db, storage, logger } = deps;
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

  const video = (accountId: number, name: string) =>
    ingest(accountId, 'video', name, (file) =>
      makeVideo(file, { width: 1280, height: 720, fps: 29.97, seconds: 35, withAudio: true, codec: 'h264' }),
    );
  return { wav, artwork, video, ingest };
}
