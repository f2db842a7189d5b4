export { registerBulkUploadRoutes } from './bulk-upload.routes.ts';
export { BULK_UPLOAD_QUEUE, type BulkUploadService, createBulkUploadService } from './bulk-upload.service.ts';
export { bulkUploadCapability } from './capability.ts';
