export { registerAdminRoutes } from './admin.routes.ts';
export { type AdminService, createAdminService } from './admin.service.ts';
export { adminCapability } from './capability.ts';
