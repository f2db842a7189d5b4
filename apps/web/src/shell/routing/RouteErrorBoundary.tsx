import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';

/** Renders when a page throws or its code cannot be loaded (e.g. after a deploy replaced the chunks). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <FullPageMessage
        icon={<ErrorOutlineIcon />}
        title={t('global.routeErrorTitle')}
        body={t('global.routeErrorBody')}
        actions={
          <>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('global.reload')}
            </Button>
            <Button component={RouterLink} to="/" variant="outlined">
              {t('common.goHome')}
            </Button>
          </>
        }
      />
    </PublicLayout>
  );
}
