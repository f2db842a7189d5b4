// "Tell me when it opens": a visitor leaves an e-mail address for a service not built yet (double opt-in), confirms
// it from the mail, and may unsubscribe from any mail's link. Public endpoints; the answers never say whether an
// address was already signed up.
import { PUBLIC_FEATURES } from '@otodoke/domain';
import { z } from 'zod';
import { languageSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const token = z.string().min(1).max(200);

export const requestFeatureNotice = defineEndpoint({
  method: 'POST',
  path: '/api/v2/feature-notices',
  summary: 'Ask to be told by e-mail when a service opens; mails a confirmation link (the same answer every time)',
  tags: ['feature-notices'],
  access: { kind: 'public' },
  body: z.object({
    feature: z.enum(PUBLIC_FEATURES),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    language: languageSchema,
    /** The visitor agreed to receive the notice mail (the form's consent checkbox). */
    consent: z.boolean(),
  }),
  response: okSchema,
});

const noticeOutcome = z.object({ feature: z.enum(PUBLIC_FEATURES), language: languageSchema });

export const confirmFeatureNotice = defineEndpoint({
  method: 'POST',
  path: '/api/v2/feature-notices/confirm',
  summary: 'Confirm a notice sign-up with the token from its confirmation mail',
  tags: ['feature-notices'],
  access: { kind: 'public' },
  body: z.object({ token }),
  response: noticeOutcome,
});

export const unsubscribeFeatureNotice = defineEndpoint({
  method: 'POST',
  path: '/api/v2/feature-notices/unsubscribe',
  summary: 'Stop a notice with the unsubscribe token of any of its mails',
  tags: ['feature-notices'],
  access: { kind: 'public' },
  body: z.object({ token }),
  response: noticeOutcome,
});
