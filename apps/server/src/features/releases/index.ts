export { registerReleasesRoutes } from './releases.routes.ts';
export { createReleasesService, type ReleaseInput, type ReleasesService } from './releases.service.ts';
