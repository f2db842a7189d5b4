// The mastering capability: mixes sent for mastering, their previews and masters (two queues), credits and files.
import { createMasteringEngine } from '../../integrations/mastering-engine/index.ts';
import { defineCapability } from '../../platform/capability.ts';
import type { ReleasesService } from '../releases/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { registerMasteringRoutes } from './mastering.routes.ts';
import { createMasteringService } from './mastering.service.ts';
import {
  createMasteringJobs,
  MASTERING_MASTER_MAX_SECONDS,
  MASTERING_MASTER_QUEUE,
  MASTERING_PREVIEW_MAX_SECONDS,
  MASTERING_PREVIEW_QUEUE,
  type MasterJob,
  type PreviewJob,
} from './mastering-jobs.ts';

export const masteringCapability = defineCapability({
  name: 'mastering',
  // A master becomes an upload (the uploads feature's checks) and a song's file (the releases feature's save).
  needs: ['uploads', 'releases'],
  queues: [
    { name: MASTERING_PREVIEW_QUEUE, maxRunSeconds: MASTERING_PREVIEW_MAX_SECONDS },
    { name: MASTERING_MASTER_QUEUE, maxRunSeconds: MASTERING_MASTER_MAX_SECONDS },
  ],
  create: (
    { db, jobs, storage, logger, integrations },
    { uploads, releases }: { uploads: { uploads: UploadsService }; releases: { releases: ReleasesService } },
  ) => {
    const engine = createMasteringEngine(
      integrations.mediaTools.ffmpeg.path ? { ffmpegPath: integrations.mediaTools.ffmpeg.path } : {},
    );
    const runs = createMasteringJobs({ db, storage, engine, logger });
    return {
      runs,
      mastering: createMasteringService({
        db,
        jobs,
        storage,
        runs,
        uploads: uploads.uploads,
        releases: releases.releases,
      }),
    };
  },
  routes: (http, { mastering }, { storage }) => registerMasteringRoutes(http, { mastering, storage }),
  workers: async ({ jobs }, { runs }) => {
    await jobs.work<PreviewJob>(MASTERING_PREVIEW_QUEUE, (data) => runs.renderPreviews(data));
    await jobs.work<MasterJob>(MASTERING_MASTER_QUEUE, (data) => runs.master(data));
  },
});
