// The feature flags panel's view of GET /admin/api/v2/accounts/{id}/features: flags in their groups, and a switch's
// effect applied before the server answers.
import type { getAccountFeatureFlags } from '@otodoke/contract';
import { FEATURE_FLAG_GROUPS, type FeatureFlagGroup, type UserFeatureFlag } from '@otodoke/domain';
import type { ApiResult } from '../../app/api-client.ts';

export type AccountFlags = ApiResult<typeof getAccountFeatureFlags>;
export type AccountFlag = AccountFlags['flags'][number];

/** The flags by group, in the domain's group order; empty groups are left out. */
export function flagsByGroup(flags: readonly AccountFlag[]): { group: FeatureFlagGroup; flags: AccountFlag[] }[] {
  return FEATURE_FLAG_GROUPS.map((group) => ({ group, flags: flags.filter((flag) => flag.group === group) })).filter(
    (entry) => entry.flags.length > 0,
  );
}

/** The state as it will be once a switch is set (shown at once; the server's answer replaces it). */
export function withFlagSet(data: AccountFlags, flag: UserFeatureFlag, enabled: boolean): AccountFlags {
  return {
    ...data,
    flags: data.flags.map((entry) => (entry.flag === flag ? { ...entry, enabled, isSet: true } : entry)),
  };
}
