// Reading lists again after an operator's change elsewhere on the console: every page and filter of the named
// endpoints (SWR keys are [path, params, query], see app/data/use-api.ts), and the counts of what waits.
import { getAdminCounts } from '@otodoke/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EndpointRef } from '../api-client.ts';

/** Whether an SWR key reads one of these paths (any page, any filter). */
export function readsAnyOf(key: unknown, paths: readonly string[]): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && paths.includes(key[0]);
}

/** A function that reads the console's counts again (after a decision, a transfer, a close…). */
export function useRefreshAdminCounts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => readsAnyOf(key, [getAdminCounts.path])), [mutate]);
}

/** A function that reads the given endpoints again, and the console's counts with them. */
export function useRefreshAdminLists(): (contracts: readonly EndpointRef[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (contracts: readonly EndpointRef[]) => {
      const paths = [...contracts.map((contract) => contract.path), getAdminCounts.path];
      return mutate((key) => readsAnyOf(key, paths));
    },
    [mutate],
  );
}
