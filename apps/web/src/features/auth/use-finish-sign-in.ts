import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirectPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';

/** After a completed sign-in: read the new session, then go to the redirect target or the dashboard. */
export function useFinishSignIn() {
  const { mutate } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (redirectUrl: string | null | undefined) => {
      await mutate();
      navigate(safeRedirectPath(redirectUrl), { replace: true });
    },
    [mutate, navigate],
  );
}
