export { registerAuthRoutes } from './auth.routes.ts';
export { type AuthService, assertValidNewPassword, createAuthService } from './auth.service.ts';
export { authCapability } from './capability.ts';
export { createGoogleSignInService, type GoogleSignInService, googleRedirectUri } from './google-sign-in.service.ts';
export { SIGN_IN_POLICY } from './sign-in-policy.ts';
