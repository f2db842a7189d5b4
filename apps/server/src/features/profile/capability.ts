// The profile capability: password, security, devices and notification settings of the signed-in individual.
import { defineCapability } from '../../platform/capability.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

export const profileCapability = defineCapability({
  name: 'profile',
  create: ({ db, mailer }) => ({ profile: createProfileService({ db, mailer }) }),
  routes: (http, { profile }) => registerProfileRoutes(http, { profile }),
});
