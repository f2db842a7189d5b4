import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { cardPagePath, isCardDecline, retryPathOf } from './payment-paths.ts';
import type { PaymentOrder } from './payment-types.ts';
import { ResultPanel } from './ResultPanel.tsx';

/** Expired or canceled: why (the server's message, in the reader's language) and where to try again. */
export function FailedResult({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation();
  const isExpired = order.status === 'expired';
  const retryPath = retryPathOf(order);
  return (
    <ResultPanel
      icon={isExpired ? <EventBusyOutlinedIcon /> : <ErrorOutlineOutlinedIcon />}
      tone="error"
      title={isExpired ? t('payments.result.failedTitleExpired') : t('payments.result.failedTitleCanceled')}
      lead={order.failure?.message ?? t('payments.result.failedFallback')}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={retryPath}>
            {order.kind === 'release' ? t('payments.result.retryRelease') : t('payments.result.retryPlan')}
          </Button>
          {isCardDecline(order) && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={cardPagePath(retryPath)}
              startIcon={<CreditCardOutlinedIcon />}
            >
              {t('payments.card.change')}
            </Button>
          )}
        </>
      }
    />
  );
}
