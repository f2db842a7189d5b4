// The session state every page receives (spec section 3 "Session state"), and account switching.
import { ACCOUNT_MODEL_TYPES, FIRST_STEP_STATES, FIRST_STEPS, PERSON_COMPANY_TYPES } from '@otodoke/domain';
import { z } from 'zod';
import { userFeaturesSchema } from './account-features.ts';
import { idSchema, languageSchema, okSchema, permissionMapSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { getEstimateReport } from './revenue-reports.ts';

export const accountSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  person_company_type: z.enum(PERSON_COMPANY_TYPES),
  is_account_manager: z.boolean(),
});

export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string().nullable(),
    plan: z.string(),
    person_company_type: z.enum(PERSON_COMPANY_TYPES),
    account_model_type: z.enum(ACCOUNT_MODEL_TYPES),
    oem: z.string().nullable(),
    features: userFeaturesSchema,
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

/** Where the account stands in its first steps (artist, release, payment, review, on sale); the dashboard shows it. */
export const firstStepsSchema = z
  .object({
    steps: z.array(
      z.object({
        step: z.enum(FIRST_STEPS),
        state: z.enum(FIRST_STEP_STATES),
        /** For the current release step: the newest release waiting at it. */
        release_id: z.number().int().nullable(),
      }),
    ),
    is_complete: z.boolean(),
  })
  .meta({ id: 'FirstSteps' });

/**
 * The estimate report's dashboard_top view: the 30 days of sales up to the newest reported day, by day, with the
 * releases that earned most. Only for members who may read reports, and only once there are sales.
 */
export const dashboardEstimateSchema = getEstimateReport.response
  .pick({ graph_data: true, detail_data: true, totals: true })
  .extend({
    meta: z.object({
      last_update_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      date_type: z.literal('daily'),
      display: z.literal('dashboard_top'),
    }),
  })
  .meta({ id: 'DashboardEstimateReport' });

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
    /** null without a current account. */
    first_steps: firstStepsSchema.nullable(),
    estimate_report: dashboardEstimateSchema.nullable(),
  })
  .meta({ id: 'SessionState' });
export type SessionState = z.infer<typeof sessionStateSchema>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me',
  // first_steps and estimate_report are read for the dashboard only (view=dashboard, or the page /dashboard), null
  // otherwise: the session every page reads stays cheap.
  summary: 'Session state: who is signed in and for which account (view=dashboard: with first steps and sales)',
  tags: ['session'],
  access: { kind: 'public' },
  query: z.object({ view: z.enum(['dashboard']).optional() }),
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
