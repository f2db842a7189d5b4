// The session state: first from the page bootstrap, then kept fresh with GET /api/v1/me through SWR.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callApi } from '../api-client.ts';
import type { ApiRequestError } from '../api-error.ts';
import { readBootstrapSession, type Session } from '../bootstrap.ts';

export const SESSION_KEY = '/api/v1/me';

async function fetchSession(): Promise<Session> {
  // Loaded on demand: the contract module carries zod and every schema, which the landing page does not need.
  const { getMe } = await import('@otodoke/contract');
  return callApi(getMe);
}

export interface SessionInfo {
  /** undefined only while the very first GET /api/v1/me is in flight (no bootstrap, e.g. Vite dev server). */
  session: Session | undefined;
  isSignedIn: boolean;
  isLoading: boolean;
  error: ApiRequestError | undefined;
  /** Re-reads the session (after sign-in, sign-out, account switch), or stores one the server just returned. */
  mutate: (next?: Session) => Promise<Session | undefined>;
}

export function useSession(): SessionInfo {
  const bootstrap = readBootstrapSession();
  const { data, error, isLoading, mutate } = useSWR<Session, ApiRequestError>(SESSION_KEY, fetchSession, {
    fallbackData: bootstrap ?? undefined,
    // The bootstrap was rendered for this very request: no need to ask again on mount.
    revalidateOnMount: bootstrap === null,
  });
  const update = useCallback((next?: Session) => (next ? mutate(next, { revalidate: false }) : mutate()), [mutate]);
  return {
    session: data,
    isSignedIn: Boolean(data?.individual),
    isLoading: isLoading && data === undefined,
    error,
    mutate: update,
  };
}

/** After the current account changes every cached read belongs to the old account: read them all again. */
export function useRevalidateAll(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}
