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

/** One service's sign-ups as the operators see them, and whether its opening notice can be (or was) sent. */
export const featureNoticeSummarySchema = z
  .object({
    feature: z.enum(PUBLIC_FEATURES),
    /** The service works today: its opening notice may be sent. */
    built: z.boolean(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
    /** Confirmed addresses already mailed the opening notice, and those still to mail. */
    notified: z.number().int(),
    to_notify: z.number().int(),
  })
  .meta({ id: 'FeatureNoticeSummary' });

export const listFeatureNoticeSummaries = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/feature-notices',
  summary: 'Per service: sign-ups pending, confirmed and unsubscribed, and who was told it opened',
  tags: ['admin'],
  access: { kind: 'admin' },
  response: z.object({ items: z.array(featureNoticeSummarySchema) }),
});

export const sendFeatureOpeningNotice = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/feature-notices/{feature}/opening',
  summary: 'Mail the opening notice to every confirmed address not yet told (each once, whatever happens)',
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ feature: z.enum(PUBLIC_FEATURES) }),
  response: z.object({ sent: z.number().int(), summary: featureNoticeSummarySchema }),
});
