import { switchAccount } from '@otodoke/contract';
import { useCallback } from 'react';
import { callApi } from '../../app/api-client.ts';
import { useLoading } from '../../app/global-layer/global-layer-hooks.ts';
import { useRevalidateAll, useSession } from '../../app/session/use-session.ts';

/**
 * Makes another reachable account the current one (POST /api/v1/me/account), stores the session the server
 * returns, and reads every cached resource again for the new account. Throws ApiRequestError on failure.
 */
export function useSwitchAccount(): (acid: number) => Promise<void> {
  const { mutate } = useSession();
  const revalidateAll = useRevalidateAll();
  const { withLoading } = useLoading();
  return useCallback(
    async (acid: number) => {
      const session = await withLoading(callApi(switchAccount, { body: { acid } }));
      await mutate(session);
      await revalidateAll();
    },
    [mutate, revalidateAll, withLoading],
  );
}
