// The yearly statistics' routes: the public figures of a year, and the covers of its top releases (image bytes, not an
// API contract, served only while the release is among that year's top releases).
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { registerEndpoint } from '../../../platform/http/endpoint.ts';
import { type SendableFile, sendStoredFile } from '../../../platform/http/stored-file.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { findStoredUpload } from '../../uploads/index.ts';
import type { MusicStatsService } from './music-stats.service.ts';

const digits = (value: unknown, max: number): number => {
  const text = typeof value === 'string' ? value : '';
  if (!new RegExp(`^[1-9]\\d{0,${max - 1}}$`).test(text)) throw new AppError('NOT_FOUND');
  return Number(text);
};

export function registerMusicStatsRoutes(
  app: FastifyInstance,
  deps: { stats: MusicStatsService; db: Db; storage: Storage },
) {
  const { stats, db, storage } = deps;
  registerEndpoint(app, api.getMusicStats, ({ params }, ctx) => stats.year(params.year, ctx.language));

  app.get('/api/v2/music-stats/:year/releases/:releaseId/artwork', async (request, reply) => {
    const params = request.params as { year: string; releaseId: string };
    const release = await stats.topRelease(digits(params.year, 4), digits(params.releaseId, 9));
    if (!release?.artworkUploadId) throw new AppError('NOT_FOUND');
    const upload = await findStoredUpload(db, release.accountId, release.artworkUploadId);
    const type = upload?.detectedType ?? '';
    if (
      upload?.kind !== 'artwork' ||
      upload.status !== 'accepted' ||
      !upload.storageKey ||
      !type.startsWith('image/')
    ) {
      throw new AppError('NOT_FOUND');
    }
    const stored = await storage.stat(upload.storageKey);
    if (!stored) throw new AppError('NOT_FOUND');
    const file: SendableFile = {
      key: upload.storageKey,
      size: stored.size,
      contentType: type,
      disposition: 'inline',
      // A neutral name: the file name the owner uploaded from their disk is not for the public.
      filename: `release-${release.releaseId}.${type.slice('image/'.length).replace('jpeg', 'jpg')}`,
    };
    return sendStoredFile(reply, storage, file, request.headers.range);
  });
}
