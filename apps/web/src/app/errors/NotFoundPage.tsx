import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';

/** Any path the router does not know (the server answers it with HTTP 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  // Also shown for known patterns with an unknown part (/dashboard/profile/<tab>), whose route titles the page
  // otherwise: the title must say what the page says. Runs after the shell's own title effect.
  useEffect(() => {
    document.title = t('routes.notFound');
  }, [t]);
  return (
    <FullPageMessage
      eyebrow="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
