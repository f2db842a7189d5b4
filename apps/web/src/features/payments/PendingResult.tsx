import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { ResultView } from './payment-result.ts';
import type { PaymentOrder } from './payment-types.ts';
import { ResultPanel } from './ResultPanel.tsx';

interface PendingResultProps {
  order: PaymentOrder;
  view: Extract<ResultView, 'authenticate' | 'processing' | 'waiting'>;
  hasGivenUp: boolean;
  onReload: () => void;
  onCancel: () => void;
}

/**
 * Not decided yet: the gateway is still answering (processing), the card issuer's 3-D Secure page is unfinished
 * (authenticate, with the way back to it), or the payment waits for the buyer elsewhere (waiting).
 */
export function PendingResult({ order, view, hasGivenUp, onReload, onCancel }: PendingResultProps) {
  const { t } = useTranslation();
  const redirectUrl = order.nextAction?.type === 'redirect' ? order.nextAction.url : null;
  const texts = {
    authenticate: { title: t('payments.result.authTitle'), lead: t('payments.result.authBody') },
    processing: { title: t('payments.result.processingTitle'), lead: t('payments.result.processingBody') },
    waiting: { title: t('payments.result.waitingTitle'), lead: t('payments.result.waitingBody') },
  }[view];
  const isPolling = view !== 'waiting' && !hasGivenUp;
  return (
    <ResultPanel
      icon={view === 'authenticate' ? <LockOutlinedIcon /> : <HourglassEmptyOutlinedIcon />}
      tone="info"
      title={texts.title}
      lead={texts.lead}
      actions={
        <>
          {redirectUrl && (
            <Button variant="contained" href={redirectUrl}>
              {t('payments.result.continueAuth')}
            </Button>
          )}
          {(hasGivenUp || view === 'waiting') && (
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onReload}>
              {t('payments.result.reload')}
            </Button>
          )}
          {view === 'authenticate' && (
            <Button color="error" onClick={onCancel}>
              {t('payments.result.cancel')}
            </Button>
          )}
        </>
      }
    >
      {isPolling && <LinearProgress aria-label={t('payments.result.checking')} sx={{ borderRadius: 1 }} />}
      {hasGivenUp && (
        <Alert severity="info" role="status">
          {t('payments.result.stillChecking')}
        </Alert>
      )}
    </ResultPanel>
  );
}
