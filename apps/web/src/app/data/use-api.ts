// useApi: SWR over callApi, keyed by the contract's path and the call's arguments.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { type ApiResult, type CallArgs, callApi, type EndpointRef } from '../api-client.ts';
import type { ApiRequestError } from '../api-error.ts';

export type ApiKey = readonly [path: string, params: unknown, query: unknown];

export function apiKey(contract: EndpointRef, args?: { params?: unknown; query?: unknown } | null): ApiKey {
  return [contract.path, args?.params ?? null, args?.query ?? null];
}

/**
 * Reads a GET endpoint through SWR. Pass `null` as args to wait (conditional fetching), e.g. until a token is known.
 * Errors are ApiRequestError; 4xx answers are not retried.
 */
export function useApi<C extends EndpointRef>(
  contract: C,
  args: CallArgs<C> | null,
  config?: SWRConfiguration<ApiResult<C>, ApiRequestError>,
): SWRResponse<ApiResult<C>, ApiRequestError> {
  const key = args === null ? null : apiKey(contract, args);
  return useSWR<ApiResult<C>, ApiRequestError>(
    key,
    () => (callApi as (c: C, a: CallArgs<C>) => Promise<ApiResult<C>>)(contract, args ?? ({} as CallArgs<C>)),
    config,
  );
}
