import { signOut } from '@otodoke/contract';
import { useCallback } from 'react';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLoading } from '../../app/global-layer/global-layer-hooks.ts';

/**
 * Ends the session (POST /api/v1/auth/signout) and loads the top page afresh. A full page load, not a client-side
 * navigation: it drops everything this tab held for the signed-in individual (cached reads, CSRF token, account id)
 * and cannot race with signed-in screens re-reading their data and being sent to sign-in.
 */
export function useSignOut(): () => Promise<void> {
  const handleError = useApiErrorHandler();
  const { withLoading } = useLoading();
  return useCallback(async () => {
    try {
      await withLoading(callApi(signOut));
      window.location.assign('/');
    } catch (error) {
      handleError(error);
    }
  }, [withLoading, handleError]);
}
