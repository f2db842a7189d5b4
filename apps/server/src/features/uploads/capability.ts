// The uploads capability: resumable uploads (tus), the checks job and previews.
import { defineCapability } from '../../platform/capability.ts';
import type { SubmittedReleaseUse } from './uploads.repository.ts';
import { registerUploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, UPLOAD_CHECK_MAX_SECONDS, UPLOAD_CHECK_QUEUE } from './uploads.service.ts';

export const uploadsCapability = defineCapability({
  name: 'uploads',
  // Which uploads operators may preview is the releases feature's to say (it imports this feature, so it is passed in).
  needs: ['releases'],
  queues: [{ name: UPLOAD_CHECK_QUEUE, maxRunSeconds: UPLOAD_CHECK_MAX_SECONDS }],
  create: (
    { db, jobs, storage, logger, integrations },
    { releases }: { releases: { submittedReleaseUsesUpload: SubmittedReleaseUse } },
  ) => ({
    // A missing media tool never stops the service: uploads of audio and video are refused with a message instead.
    uploads: createUploadsService({
      db,
      jobs,
      storage,
      ffprobePath: integrations.mediaTools.ffprobe.path,
      ffmpegPath: integrations.mediaTools.ffmpeg.path,
      logger,
      submittedReleaseUse: releases.submittedReleaseUsesUpload,
    }),
  }),
  routes: (http, { uploads }, { storage, db }) => registerUploadsRoutes(http, { uploads, storage, db }),
  workers: async ({ jobs }, { uploads }) => {
    await jobs.work<{ upload_id: number }>(UPLOAD_CHECK_QUEUE, (data) => uploads.check(data.upload_id));
  },
});
