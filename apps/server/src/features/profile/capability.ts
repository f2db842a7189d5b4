// The profile capability: password, security, devices and notification settings of the signed-in individual.
import { defineCapability } from '../../platform/capability.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { type AssertValidNewPassword, createProfileService } from './profile.service.ts';

export const profileCapability = defineCapability({
  name: 'profile',
  // The password rules are auth's: profile cannot import it (auth asks this feature about devices).
  needs: ['auth'],
  create: ({ db, mailer }, { auth }: { auth: { passwords: { assertValidNewPassword: AssertValidNewPassword } } }) => ({
    profile: createProfileService({ db, mailer, assertValidNewPassword: auth.passwords.assertValidNewPassword }),
  }),
  routes: (http, { profile }) => registerProfileRoutes(http, { profile }),
});
