// The session state every page receives (spec section 3 "Session state"), and account switching.
import { z } from 'zod';
import { idSchema, languageSchema, okSchema, permissionMapSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const accountSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  person_company_type: z.enum(['person', 'company']),
  is_account_manager: z.boolean(),
});

export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string().nullable(),
    plan: z.string(),
    person_company_type: z.enum(['person', 'company']),
    account_model_type: z.enum(['VD', 'LS', 'OEM']),
    oem: z.string().nullable(),
    features: z.record(z.string(), z.boolean()),
  })
  .meta({ id: 'User' });

export const individualSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    language: languageSchema,
    features: z.object({ is_dashboard_renewed: z.boolean(), is_release_registration_renewed: z.boolean() }),
    permission_id_list: z.array(z.number().int()),
    permissions: permissionMapSchema,
    is_account_manager: z.boolean(),
    is_permission_management_available: z.boolean(),
    should_reset_password: z.boolean(),
    two_factor_enabled: z.boolean(),
    verify_new_devices: z.boolean(),
    has_password: z.boolean(),
    google_linked: z.boolean(),
    is_admin: z.boolean(),
  })
  .meta({ id: 'Individual' });

export const sessionStateSchema = z
  .object({
    acid: z.number().int().nullable(),
    available_account_list: z.array(accountSummarySchema),
    buid: z.string().nullable(),
    user: userSchema.nullable(),
    individual: individualSchema.nullable(),
    is_takeover: z.boolean(),
    my_artist_list: z.array(z.object({ id: z.number().int(), name: z.string() })),
    message_counts: z.object({ general: z.number().int(), personal: z.number().int(), total: z.number().int() }),
    is_maintenance: z.boolean(),
    csrf_token: z.string(),
    theme: z.string(),
    language: languageSchema,
    page_via: z.string().nullable(),
  })
  .meta({ id: 'SessionState' });
export type SessionState = z.infer<typeof sessionStateSchema>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me',
  summary: 'Session state: who is signed in and for which account',
  tags: ['session'],
  access: { kind: 'public' },
  response: sessionStateSchema,
});

export const switchAccount = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/account',
  summary: 'Make another reachable account the current one',
  tags: ['session'],
  access: { kind: 'session' },
  body: z.object({ acid: idSchema }),
  response: sessionStateSchema,
});

export const setLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/me/language',
  summary: 'Remember the interface language (cookie, and the individual when signed in)',
  tags: ['session'],
  access: { kind: 'public' },
  body: z.object({ language: languageSchema }),
  response: okSchema,
});
