import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CheckoutProblem } from './use-checkout-payment.ts';

/** Why the last submission did not pay: declined (choose again), no card (register one), or the API's message. */
export function CheckoutProblemAlert({
  problem,
  registerCardPath,
}: {
  problem: CheckoutProblem;
  registerCardPath: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The dialog scrolls: bring the reason into view (and to screen readers' attention through role="alert").
  useEffect(() => {
    if (problem) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  if (problem.kind === 'cardNeeded') {
    return (
      <Alert
        ref={ref}
        severity="warning"
        role="alert"
        action={
          <Button
            component={RouterLink}
            to={registerCardPath}
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('plans.checkout.method.registerCard')}
          </Button>
        }
      >
        <AlertTitle>{t('plans.checkout.cardNeededTitle')}</AlertTitle>
        {problem.message} {t('plans.checkout.cardNeededBody')}
      </Alert>
    );
  }
  if (problem.kind === 'declined') {
    return (
      <Alert ref={ref} severity="error" role="alert">
        <AlertTitle>{t('plans.checkout.declinedTitle')}</AlertTitle>
        {problem.message && <div>{problem.message}</div>}
        <div>{t('plans.checkout.declinedHint')}</div>
      </Alert>
    );
  }
  return (
    <Alert ref={ref} severity="error" role="alert">
      {problem.message || t('global.genericError')}
    </Alert>
  );
}
