// Public face of the public-features feature: its capability (which services are built is the domain's, which the
// landing page reads directly).
export { publicFeaturesCapability } from './capability.ts';
