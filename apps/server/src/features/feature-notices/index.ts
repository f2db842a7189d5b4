// Public face of the feature-notices feature: its capability and its service's type.
export { featureNoticesCapability } from './capability.ts';
export type { FeatureNoticesService } from './feature-notices.service.ts';
