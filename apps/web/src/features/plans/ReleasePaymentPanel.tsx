import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { yen } from '../pricing/index.ts';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import { PAYMENTS_PATH } from './checkout-steps.ts';
import { releasePaymentState } from './plan-labels.ts';
import type { CheckoutTarget } from './plan-types.ts';
import { useCheckoutQuote } from './use-checkout-quote.ts';
import { useReopenCheckout } from './use-reopen-checkout.ts';

export interface PayableRelease {
  id: number;
  title: string;
  status: string;
}

/**
 * On top of a release's view: waiting for payment (or the last payment failed) with the price and "pay", or a
 * payment already under way with a link to the payments. Nothing for other statuses.
 */
export function ReleasePaymentPanel({ release, untitled }: { release: PayableRelease; untitled: string }) {
  const { t } = useTranslation();
  const state = releasePaymentState(release.status);
  if (state === null) return null;
  if (state === 'pending') {
    return (
      <Alert severity="info" icon={<PaymentsOutlinedIcon />} sx={{ '& .MuiAlert-message': { flex: 1 } }}>
        <AlertTitle>{t('plans.release.pendingTitle')}</AlertTitle>
        <Typography variant="body2">{t('plans.release.pendingBody')}</Typography>
        <Button
          component={RouterLink}
          to={PAYMENTS_PATH}
          variant="outlined"
          color="inherit"
          size="small"
          sx={{ mt: 1.5 }}
        >
          {t('plans.release.pendingLink')}
        </Button>
      </Alert>
    );
  }
  return <PaymentDue release={release} title={release.title || untitled} hasFailed={state === 'failed'} />;
}

function PaymentDue({ release, title, hasFailed }: { release: PayableRelease; title: string; hasFailed: boolean }) {
  const { t } = useTranslation();
  const target = useMemo<CheckoutTarget>(
    () => ({ kind: 'release', releaseId: release.id, title }),
    [release.id, title],
  );
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  const quote = useCheckoutQuote(target, '');
  useReopenCheckout(
    (request) => (request.kind === 'release' && request.releaseId === release.id ? target : null),
    setCheckout,
  );
  return (
    <>
      <Alert
        severity={hasFailed ? 'error' : 'warning'}
        icon={<PaymentsOutlinedIcon />}
        sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      >
        <AlertTitle>{hasFailed ? t('plans.release.failedTitle') : t('plans.release.dueTitle')}</AlertTitle>
        <Typography variant="body2">
          {hasFailed ? t('plans.release.failedBody') : t('plans.release.dueBody')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ mt: 1.5, gap: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('plans.release.price')}
            </Typography>
            {quote.data ? (
              <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.4 }}>
                {t('plans.taxIncluded', { amount: yen(quote.data.total) })}
              </Typography>
            ) : quote.error ? (
              <Typography variant="body2">{quote.error.message}</Typography>
            ) : (
              <Skeleton width={140} height={28} />
            )}
          </Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<PaymentsOutlinedIcon />}
            onClick={() => setCheckout(target)}
            sx={{ flexShrink: 0 }}
          >
            {t('plans.release.payAction')}
          </Button>
        </Stack>
      </Alert>
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} />
    </>
  );
}
