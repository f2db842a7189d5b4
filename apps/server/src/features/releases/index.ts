export { firstStepsOfAccount } from './release-progress.ts';
export type { ReleaseView } from './releases.presenter.ts';
export { artistName } from './releases.presenter.ts';
export { registerReleasesRoutes } from './releases.routes.ts';
export { createReleasesService, type ReleaseInput, type ReleasesService } from './releases.service.ts';
