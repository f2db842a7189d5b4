// The bulk-upload capability: CSV batches of releases, registered by a job.
import { defineCapability } from '../../platform/capability.ts';
import type { ReleasesService } from '../releases/index.ts';
import { registerBulkUploadRoutes } from './bulk-upload.routes.ts';
import { BULK_UPLOAD_QUEUE, createBulkUploadService } from './bulk-upload.service.ts';

export const bulkUploadCapability = defineCapability({
  name: 'bulk-upload',
  needs: ['releases'],
  queues: [BULK_UPLOAD_QUEUE],
  create: (
    { db, jobs, mailer, storage, logger, config },
    { releases }: { releases: { releases: ReleasesService } },
  ) => ({
    bulkUpload: createBulkUploadService({
      db,
      jobs,
      mailer,
      storage,
      releases: releases.releases,
      logger,
      publicUrl: config.publicUrl,
    }),
  }),
  routes: (http, { bulkUpload }, { storage }) => registerBulkUploadRoutes(http, { bulkUpload, storage }),
  workers: async ({ jobs }, { bulkUpload }) => {
    await jobs.work<{ batch_id: number }>(BULK_UPLOAD_QUEUE, (data) => bulkUpload.register(data.batch_id));
  },
});
