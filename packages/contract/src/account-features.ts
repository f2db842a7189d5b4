// The account's feature flags: their shape in the session state, and the operators' endpoints to read and set them.
import { FEATURE_FLAG_GROUPS, USER_FEATURE_FLAGS } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** A flag's name: the domain's spelling, the only one on the wire. */
export const featureFlagSchema = z.enum(USER_FEATURE_FLAGS);

/** Every flag with its effective value (stored, else its default), as `user.features` of the session state. */
export const userFeaturesSchema = z.record(featureFlagSchema, z.boolean()).meta({ id: 'UserFeatures' });

const setBySchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const adminFeatureFlagSchema = z.object({
  flag: featureFlagSchema,
  group: z.enum(FEATURE_FLAG_GROUPS),
  /** The effective value. */
  enabled: z.boolean(),
  /** What the flag is without a stored value (its derivation or recorded default). */
  default_enabled: z.boolean(),
  /** Whether a value is stored (set by an operator, or by the system when set_by is null). */
  is_set: z.boolean(),
  set_by: setBySchema,
  set_at: z.string().nullable(),
});

export const accountFeatureFlagsSchema = z
  .object({
    account_id: z.number().int(),
    account_name: z.string(),
    flags: z.array(adminFeatureFlagSchema),
    /** The latest changes, newest first. */
    changes: z.array(
      z.object({ flag: featureFlagSchema, enabled: z.boolean(), set_by: setBySchema, set_at: z.string() }),
    ),
  })
  .meta({ id: 'AccountFeatureFlags' });
export type AccountFeatureFlags = z.infer<typeof accountFeatureFlagsSchema>;

export const getAccountFeatureFlags = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/accounts/{account_id}/features',
  summary: "An account's feature flags: effective value, default, and who set each and when",
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ account_id: idParamSchema }),
  response: accountFeatureFlagsSchema,
});

export const setAccountFeatureFlag = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/accounts/{account_id}/features/{flag}',
  summary: "Turn one of an account's feature flags on or off (recorded with the operator and the time)",
  tags: ['admin'],
  access: { kind: 'admin' },
  params: z.object({ account_id: idParamSchema, flag: featureFlagSchema }),
  body: z.object({ enabled: z.boolean() }),
  response: accountFeatureFlagsSchema,
});
