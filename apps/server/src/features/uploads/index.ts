export { uploadsCapability } from './capability.ts';
export { findIndividualUpload } from './individual-uploads.ts';
export { findAccountUploads, presentUpload, requireAcceptedUpload, type UploadRow } from './upload-lookup.ts';
export {
  findStoredUpload,
  type StoredUpload,
  uploadMd5s,
  uploadMediaJoin,
  uploadSha256Sql,
  uploadStatusSql,
} from './upload-reads.ts';
export { registerUploadsRoutes } from './uploads.routes.ts';
export {
  createUploadsService,
  PREVIEW_PIXELS,
  TUS_PATH,
  UPLOAD_CHECK_MAX_SECONDS,
  UPLOAD_CHECK_QUEUE,
  type UploadsService,
} from './uploads.service.ts';
