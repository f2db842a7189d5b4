// The affiliate programme (invite link, attributed sign-ups, rewards) and the balance rewards are paid into.
import { PERSON_COMPANY_TYPES } from '@otodoke/domain';
import { z } from 'zod';
import { pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const READ = { kind: 'account', permission: { id: 4000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 4000, level: 'editable' } } as const;

export const affiliateStateSchema = z
  .object({
    joined: z.boolean(),
    code: z.string().nullable(),
    /** The link to share: the sign-up page with the code. */
    invite_url: z.string().nullable(),
    joined_at: z.string().nullable(),
    signups: z.number().int(),
    paying_accounts: z.number().int(),
    pending_total: z.number().int(),
    paid_total: z.number().int(),
    hold_days: z.number().int(),
  })
  .meta({ id: 'AffiliateState' });

export const affiliateRewardSchema = z.object({
  id: z.number().int(),
  reward_type: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid']),
  /** The invited account's name, shortened to its first character (the rest is not the inviter's business). */
  referred_account: z.string(),
  referred_account_type: z.enum(PERSON_COMPANY_TYPES),
  created_at: z.string(),
  payable_at: z.string(),
  paid_at: z.string().nullable(),
});

export const getAffiliate = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/affiliate',
  summary: "The account's place in the affiliate programme: its link and what it has earned",
  tags: ['affiliate'],
  access: READ,
  response: affiliateStateSchema,
});

export const joinAffiliate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/affiliate/join',
  summary: 'Join the affiliate programme (gets an invite link)',
  tags: ['affiliate'],
  access: EDIT,
  response: affiliateStateSchema,
});

export const listAffiliateRewards = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/affiliate/rewards',
  summary: 'Rewards earned through the invite link, newest first',
  tags: ['affiliate'],
  access: READ,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(affiliateRewardSchema),
});

export const getMyBalance = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/balance',
  summary: "The account's balance and its latest entries",
  tags: ['balance'],
  access: READ,
  response: z.object({
    balance: z.number().int(),
    entries: z.array(
      z.object({ id: z.number().int(), amount: z.number().int(), kind: z.string(), created_at: z.string() }),
    ),
  }),
});
