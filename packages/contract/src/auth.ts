// Sign-up, sign-in (the state machine of spec section 4), second factor, password reset, Google sign-in.
import { PERSON_COMPANY_TYPES, SIGN_IN_NEXT_ACTIONS } from '@otodoke/domain';
import { z } from 'zod';
import { languageSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const email = z.string().trim().toLowerCase().max(254);
const password = z.string().max(200);

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/signup',
  summary: 'Create an individual and its person or company account; sends the e-mail verification link',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({
    email,
    password,
    name: z.string().trim().max(100),
    person_company_type: z.enum(PERSON_COMPANY_TYPES),
    company_name: z.string().trim().max(200).optional(),
    language: languageSchema.optional(),
    agree_terms: z.boolean(),
    invite_token: z.string().max(200).optional(),
    /** The code of the affiliate invite link the visitor came through (an unknown code is ignored). */
    affiliate_code: z.string().trim().max(20).optional(),
  }),
  response: z.object({ email: z.string(), requires_verification: z.boolean() }),
  successStatus: 201,
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/verify-email',
  summary: 'Confirm an e-mail address with the token from the verification mail',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ token: z.string().min(1).max(200) }),
  response: z.object({ email: z.string() }),
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/verify-email/resend',
  summary: 'Send the verification mail again (answers the same whether or not the address is known)',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ email }),
  response: okSchema,
});

export { SIGN_IN_NEXT_ACTIONS };

export const signInResultSchema = z
  .object({
    /** null when the sign-in is complete and the session cookie is set. */
    next_action: z.enum(SIGN_IN_NEXT_ACTIONS).nullable(),
    /** The pending challenge for tfa / verify_device, to send back with the code. */
    challenge_token: z.string().nullable(),
    /** Seconds until another try is allowed, for wait and locked. */
    retry_after: z.number().int().nullable(),
    redirect_url: z.string().nullable(),
  })
  .meta({ id: 'SignInResult' });
export type SignInResult = z.infer<typeof signInResultSchema>;

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/signin',
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({
    email,
    password,
    captcha: z.string().max(20000).optional(),
    redirect_url: z.string().max(2000).optional(),
  }),
  response: signInResultSchema,
});

export const submitSignInCode = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/signin/code',
  summary: 'Finish a sign-in with the code mailed for tfa or verify_device',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ challenge_token: z.string().min(1).max(200), code: z.string().trim().max(20) }),
  response: signInResultSchema,
});

export const resendSignInCode = defineEndpoint({
  method: 'POST',
  path: '/verify_mail',
  summary: 'Mail the two-factor (or device) code again',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ challenge_token: z.string().min(1).max(200) }),
  response: okSchema,
});

export const captchaChallengeSchema = z.object({
  provider: z.enum(['altcha', 'hcaptcha']),
  /** ALTCHA: the challenge object; hCaptcha: null (the widget uses site_key). */
  challenge: z.record(z.string(), z.unknown()).nullable(),
  site_key: z.string().nullable(),
});

export const getCaptchaChallenge = defineEndpoint({
  method: 'GET',
  path: '/api/v1/auth/captcha',
  summary: 'A captcha challenge for the sign-in form',
  tags: ['auth'],
  access: { kind: 'public' },
  response: captchaChallengeSchema,
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/password-reset',
  summary: 'Mail a password-reset link (answers the same whether or not the address is known)',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ email }),
  response: okSchema,
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/password-reset/confirm',
  summary: 'Set a new password with the token from the reset mail; signs out every device',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ token: z.string().min(1).max(200), password, password_confirmation: password }),
  response: okSchema,
});

export const startGoogleSignIn = defineEndpoint({
  method: 'GET',
  path: '/api/v1/auth/google',
  summary: 'Where to send the browser to sign in with Google (OpenID Connect, PKCE)',
  tags: ['auth'],
  access: { kind: 'public' },
  query: z.object({
    return_to: z.enum(['creators', 'dashboard']).default('dashboard'),
    redirect_url: z.string().max(2000).optional(),
  }),
  response: z.object({ authorization_url: z.string(), provider_name: z.string(), is_simulator: z.boolean() }),
});

export const completeGoogleSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/google/callback',
  summary: 'Finish Google sign-in with the query string the provider returned to validate-google-auth',
  tags: ['auth'],
  access: { kind: 'public' },
  body: z.object({ callback_query: z.string().max(4000), return_to: z.enum(['creators', 'dashboard']) }),
  response: signInResultSchema,
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/signout',
  summary: 'End this session',
  tags: ['auth'],
  access: { kind: 'public' },
  response: okSchema,
});
