export { masteringCapability } from './capability.ts';
export { createMasteringService, type MasteringService, previewStartFor } from './mastering.service.ts';
export {
  createMasteringJobs,
  MASTERING_MASTER_QUEUE,
  MASTERING_PREVIEW_QUEUE,
  type MasteringJobs,
} from './mastering-jobs.ts';
