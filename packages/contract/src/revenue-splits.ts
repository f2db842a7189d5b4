// Revenue splits with collaborators: a release's split by month, and the invitations to one.
import { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { micros, REPORTS, REVENUE_EDIT, yearMonth } from './revenue-common.ts';

export const splitShareSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  share_bp: z.number().int(),
  /** Spec work split status: 100 invited, 200 accepted, 300 declined, 400 ended. */
  status: z.number().int(),
  collaborator_name: z.string().nullable(),
});

export const splitVersionSchema = z.object({
  id: z.number().int(),
  effective_from: yearMonth,
  owner_share_bp: z.number().int(),
  shares: z.array(splitShareSchema),
});

export const listMySplits = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/splits',
  summary: "The account's releases with their splits, and the splits it collaborates in",
  tags: ['splits'],
  access: REPORTS,
  response: z.object({
    releases: z.array(
      z.object({
        release_id: z.number().int(),
        title: z.string(),
        artist_name: z.string(),
        upc: z.string().nullable(),
        /** The version in force this month (null: all to the owner). */
        current: splitVersionSchema.nullable(),
        /** A version starting next month, when one was set. */
        upcoming: splitVersionSchema.nullable(),
      }),
    ),
    collaborations: z.array(
      z.object({
        share_id: z.number().int(),
        release_title: z.string(),
        owner_name: z.string(),
        share_bp: z.number().int(),
        status: z.number().int(),
        effective_from: yearMonth,
      }),
    ),
    /** Who got what, by month (confirmed statements). */
    history: z.array(
      z.object({
        month: yearMonth,
        release_title: z.string(),
        direction: z.enum(['in', 'out']),
        counterparty_name: z.string(),
        amount_micros: micros,
      }),
    ),
  }),
});

export const setReleaseSplit = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/releases/{id}/split',
  summary: "Sets the release's split from next month: the owner's rate and each collaborator's (invited by e-mail)",
  tags: ['splits'],
  access: REVENUE_EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    /** Percent, up to two decimals, as typed ("70", "33.33"). */
    owner_rate: z.string().max(10),
    collaborators: z.array(z.object({ email: z.string().max(254), rate: z.string().max(10) })).max(20),
  }),
  response: splitVersionSchema,
});

export const getSplitInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/v2/split-invitations/{token}',
  summary: 'An invitation to a split, as the invited person sees it',
  tags: ['splits'],
  access: { kind: 'session' },
  params: z.object({ token: z.string().min(10).max(100) }),
  response: z.object({
    release_title: z.string(),
    artist_name: z.string(),
    owner_name: z.string(),
    share_bp: z.number().int(),
    effective_from: yearMonth,
    status: z.number().int(),
    email: z.string(),
  }),
});

export const answerSplitInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/v2/split-invitations/{token}/answer',
  summary: 'Accepts (into one of your accounts) or declines an invitation to a split',
  tags: ['splits'],
  access: { kind: 'session' },
  params: z.object({ token: z.string().min(10).max(100) }),
  body: z.object({ accept: z.boolean(), account_id: idSchema.optional() }),
  response: z.object({ status: z.number().int() }),
});
