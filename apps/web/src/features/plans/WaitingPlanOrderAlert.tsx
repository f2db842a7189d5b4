import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paymentResultPath } from './checkout-steps.ts';

/** A plan order waits for payment (konbini, Pay-easy, an unfinished authentication): say so and link to it. */
export function WaitingPlanOrderAlert({ orderId, message }: { orderId: number; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning">
      {message}
      <div>
        <Button
          component={RouterLink}
          to={paymentResultPath(orderId)}
          variant="outlined"
          color="inherit"
          size="small"
          sx={{ mt: 1 }}
        >
          {t('plans.comparison.waitingLink')}
        </Button>
      </div>
    </Alert>
  );
}
