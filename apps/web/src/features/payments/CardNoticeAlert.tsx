import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { maskedCardText } from './payment-words.ts';
import type { CardNotice } from './use-card-return.ts';

/** What happened on the gateway's page: saving, saved, given up, or a failure with the server's message. */
export function CardNoticeAlert({ notice }: { notice: CardNotice }) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'completing':
      return (
        <Alert severity="info" role="status" icon={<CircularProgress size={20} />}>
          {t('payments.card.completing')}
        </Alert>
      );
    case 'registered':
      return (
        <Alert severity="success" role="status">
          {t('payments.card.registeredNotice', { card: maskedCardText(notice.card, t) })}
        </Alert>
      );
    case 'canceled':
      return (
        <Alert
          severity="info"
          role="status"
          action={
            notice.returnTo ? (
              <Button color="inherit" size="small" component={RouterLink} to={notice.returnTo}>
                {t('payments.card.backToPrevious')}
              </Button>
            ) : undefined
          }
        >
          {t('payments.card.canceledNotice')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="alert">
          {t('payments.card.completeFailed')}: {notice.message}
        </Alert>
      );
  }
}
