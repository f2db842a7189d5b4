// The individual's own settings and the current account's basic information (/dashboard/profile tabs).
import { ACCOUNT_MODEL_TYPES, PERSON_COMPANY_TYPES } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, languageSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const basicInfoSchema = z
  .object({
    account_id: z.number().int(),
    account_name: z.string(),
    company_name: z.string().nullable(),
    person_company_type: z.enum(PERSON_COMPANY_TYPES),
    account_model_type: z.enum(ACCOUNT_MODEL_TYPES),
    plan: z.string(),
    individual_name: z.string(),
    email: z.string(),
    language: languageSchema,
    created_at: z.string(),
  })
  .meta({ id: 'BasicInfo' });

export const getBasicInfo = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/basic-info',
  summary: 'Basic information of the current account and the signed-in individual',
  tags: ['profile'],
  access: { kind: 'account' },
  response: basicInfoSchema,
});

export const updateAccountBasicInfo = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/me/basic-info',
  summary: 'Change the account name or company name',
  tags: ['profile'],
  access: { kind: 'account', permission: { id: 8000, level: 'editable' } },
  body: z.object({
    account_name: z.string().trim().max(100).optional(),
    company_name: z.string().trim().max(200).nullable().optional(),
  }),
  response: basicInfoSchema,
});

export const updateIndividual = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/me/individual',
  summary: "Change the signed-in individual's own name or language",
  tags: ['profile'],
  access: { kind: 'session' },
  body: z.object({ name: z.string().trim().max(100).optional(), language: languageSchema.optional() }),
  response: okSchema,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/me/individual/password',
  summary: 'Change the password; other devices are signed out',
  tags: ['security'],
  access: { kind: 'session' },
  body: z.object({
    current_password: z.string().max(200).optional(),
    password: z.string().max(200),
    password_confirmation: z.string().max(200),
  }),
  response: okSchema,
});

export const securitySettingsSchema = z.object({ two_factor_enabled: z.boolean(), verify_new_devices: z.boolean() });

export const updateSecuritySettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/me/individual/security',
  summary: 'Turn the e-mail second factor and new-device confirmation on or off',
  tags: ['security'],
  access: { kind: 'session' },
  body: securitySettingsSchema.extend({ current_password: z.string().max(200).optional() }),
  response: securitySettingsSchema,
});

export const deviceSchema = z
  .object({
    id: z.number().int(),
    user_agent: z.string(),
    label: z.string(),
    ip_address: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    is_current: z.boolean(),
  })
  .meta({ id: 'Device' });

export const listDevices = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/individual/devices',
  summary: 'Signed-in devices (sessions) of the individual',
  tags: ['security'],
  access: { kind: 'session' },
  response: z.object({ items: z.array(deviceSchema) }),
});

export const revokeDevice = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/me/individual/devices/{id}',
  summary: 'Sign a device out',
  tags: ['security'],
  access: { kind: 'session' },
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const notificationSettingsSchema = z
  .object({
    release_status: z.boolean(),
    revenue_reports: z.boolean(),
    payments: z.boolean(),
    news: z.boolean(),
    team: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });

export const getNotificationSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/individual/notifications',
  summary: 'Which e-mails the individual receives',
  tags: ['profile'],
  access: { kind: 'session' },
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/me/individual/notifications',
  summary: 'Choose which e-mails the individual receives',
  tags: ['profile'],
  access: { kind: 'session' },
  body: notificationSettingsSchema,
  response: notificationSettingsSchema,
});
