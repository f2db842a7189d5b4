export { profileCapability } from './capability.ts';
export { hasVerifiedDevice, isKnownDevice, trustDevice } from './devices.repository.ts';
export { registerProfileRoutes } from './profile.routes.ts';
export { createProfileService, type ProfileService } from './profile.service.ts';
