import { startTakeover } from '@otodoke/contract';
import { useCallback } from 'react';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLoading } from '../../app/global-layer/global-layer-hooks.ts';

/**
 * Starts a read-only takeover of an account (POST /admin/api/v2/takeover) and loads the dashboard afresh: a full
 * page load, because the whole session (account, permissions, cached reads) changes.
 */
export function useStartTakeover(): (accountId: number) => Promise<void> {
  const { showLoading, hideLoading } = useLoading();
  const handleError = useApiErrorHandler();
  return useCallback(
    async (accountId: number) => {
      showLoading();
      try {
        await callApi(startTakeover, { body: { accountId } });
        // The overlay stays until the new page replaces this one.
        window.location.assign('/dashboard');
      } catch (thrown) {
        hideLoading();
        handleError(thrown);
      }
    },
    [showLoading, hideLoading, handleError],
  );
}
