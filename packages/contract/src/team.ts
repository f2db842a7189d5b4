// Team members and invitations of the current account, and the accounts an individual can reach.
import { PERSON_COMPANY_TYPES } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, okSchema, permissionMapSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const memberSchema = z
  .object({
    individual_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    is_account_manager: z.boolean(),
    permissions: permissionMapSchema,
    is_self: z.boolean(),
    joined_at: z.string(),
  })
  .meta({ id: 'TeamMember' });

export const inviteSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status_id: z.number().int(),
    permissions: permissionMapSchema,
    is_account_manager: z.boolean(),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamInvite' });

export const listTeam = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/team',
  summary: 'Members and pending invitations of the current account',
  tags: ['team'],
  access: { kind: 'account', permission: { id: 8000, level: 'readonly' } },
  response: z.object({ members: z.array(memberSchema), invites: z.array(inviteSchema) }),
});

export const inviteMember = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/team/invites',
  summary: 'Invite someone by e-mail with the given permissions',
  tags: ['team'],
  access: { kind: 'account', managerOnly: true },
  body: z.object({
    email: z.string().trim().toLowerCase().max(254),
    permissions: permissionMapSchema,
    is_account_manager: z.boolean().default(false),
  }),
  response: inviteSchema,
  successStatus: 201,
});

export const revokeInvite = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/me/team/invites/{id}',
  summary: 'Withdraw a pending invitation',
  tags: ['team'],
  access: { kind: 'account', managerOnly: true },
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const updateMember = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/me/team/members/{id}',
  summary: "Change a member's permissions or manager flag",
  tags: ['team'],
  access: { kind: 'account', managerOnly: true },
  params: z.object({ id: idParamSchema }),
  body: z.object({ permissions: permissionMapSchema.optional(), is_account_manager: z.boolean().optional() }),
  response: memberSchema,
});

export const removeMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/me/team/members/{id}',
  summary: 'Remove a member from the account',
  tags: ['team'],
  access: { kind: 'account', managerOnly: true },
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const getInvite = defineEndpoint({
  method: 'GET',
  path: '/api/v1/invites/{token}',
  summary: 'What an invitation link offers (account name, e-mail), to show before accepting',
  tags: ['team'],
  access: { kind: 'public' },
  params: z.object({ token: z.string().min(1).max(200) }),
  response: z.object({
    account_name: z.string(),
    email: z.string(),
    has_individual: z.boolean(),
    status_id: z.number(),
  }),
});

export const acceptInvite = defineEndpoint({
  method: 'POST',
  path: '/api/v1/invites/{token}/accept',
  summary: 'Join the inviting account as the signed-in individual',
  tags: ['team'],
  access: { kind: 'session' },
  params: z.object({ token: z.string().min(1).max(200) }),
  response: z.object({ acid: z.number().int() }),
});

export const managedAccountSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    person_company_type: z.enum(PERSON_COMPANY_TYPES),
    plan: z.string(),
    is_account_manager: z.boolean(),
    member_count: z.number().int(),
    is_current: z.boolean(),
  })
  .meta({ id: 'ManagedAccount' });

export const listMyAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/accounts',
  summary: 'Every account the individual can act for (account management)',
  tags: ['team'],
  access: { kind: 'session' },
  response: z.object({ items: z.array(managedAccountSchema) }),
});

export const leaveAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/me/accounts/{id}/membership',
  summary: 'Leave an account the individual was invited to',
  tags: ['team'],
  access: { kind: 'session' },
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});
