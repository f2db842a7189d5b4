// The auth capability: the creators' door (sign-in, sign-up, invitations) and the return from Google sign-in.
import { type Capability, lazyPage } from '../../app/capability.ts';

const creatorsPage = lazyPage(() => import('./CreatorsPage.tsx'), 'CreatorsPage');
const googleCallbackPage = lazyPage(() => import('./ValidateGoogleAuthPage.tsx'), 'ValidateGoogleAuthPage');

export const authCapability = {
  name: 'auth',
  routes: [
    { pattern: '/creators', page: creatorsPage },
    { pattern: '/creators/validate-google-auth', page: googleCallbackPage },
    { pattern: '/dashboard/validate-google-auth', page: googleCallbackPage },
  ],
  // The creators' door shows the team's invitation panel.
  uses: ['team'],
} satisfies Capability;
