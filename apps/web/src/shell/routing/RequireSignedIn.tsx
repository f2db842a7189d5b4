import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';

/**
 * Signed-in areas (/dashboard, /admin): without an individual in the session, go to sign-in and come back.
 * Renders `children` when given (a layout), else the child routes.
 */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { session, isSignedIn, error, mutate } = useSession();
  if (session === undefined) {
    if (error) {
      return (
        <FullPageMessage
          title={t('global.routeErrorTitle')}
          body={error.message}
          actions={
            <Button variant="contained" onClick={() => void mutate()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    return <CenteredSpinner label={t('common.loading')} minHeight="60vh" />;
  }
  if (!isSignedIn) return <Navigate replace to={signInPath(location.pathname + location.search + location.hash)} />;
  return children ?? <Outlet />;
}
