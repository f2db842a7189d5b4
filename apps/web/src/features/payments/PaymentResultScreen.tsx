import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { cancelMyPayment } from '@otodoke/contract';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { isShellError, useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { AcceptedResult } from './AcceptedResult.tsx';
import { FailedResult } from './FailedResult.tsx';
import { KonbiniResult } from './KonbiniResult.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaidResult } from './PaidResult.tsx';
import { PayeasyResult } from './PayeasyResult.tsx';
import { PendingResult } from './PendingResult.tsx';
import { orderIdFrom, PAYMENTS_TAB } from './payment-paths.ts';
import { resultViewOf } from './payment-result.ts';
import type { PaymentOrder } from './payment-types.ts';
import { usePaymentOrder } from './use-payment-order.ts';

/**
 * /dashboard/profile/payments/result?order=ID: where the browser lands after the gateway's pages and after choosing
 * konbini or Pay-easy. Shows the outcome, the numbers to pay with, or why it failed; the order's details below.
 */
export function PaymentResultScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = orderIdFrom(search);
  const { order, error, hasGivenUp, reload, replace } = usePaymentOrder(orderId);
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();

  useEffect(() => {
    if (error && isShellError(error)) handleError(error, { silent: true });
  }, [error, handleError]);

  const cancel = async (target: PaymentOrder) => {
    try {
      const done = await confirm({
        title: t('payments.result.cancelTitle'),
        content: t('payments.result.cancelConfirm'),
        okLabel: t('payments.result.cancelOk'),
        onConfirm: async () => replace(await callApi(cancelMyPayment, { params: { id: target.id } })),
      });
      if (done) showSnackbar(t('payments.result.canceled'));
    } catch (thrown) {
      handleError(thrown);
      reload();
    }
  };

  let content: ReactNode;
  if (orderId === null || error?.statusCode === 404) {
    content = (
      <EmptyState
        icon={<ReceiptLongOutlinedIcon />}
        title={t('payments.result.notFoundTitle')}
        body={t('payments.result.notFoundBody')}
        action={
          <Button component={RouterLink} to={PAYMENTS_TAB} variant="outlined">
            {t('payments.result.toHistory')}
          </Button>
        }
      />
    );
  } else if (error?.code === API_ERROR_CODES.forbidden) {
    content = (
      <EmptyState
        icon={<LockOutlinedIcon />}
        title={t('payments.tab.forbiddenTitle')}
        body={t('payments.tab.forbiddenBody')}
      />
    );
  } else if (error && !order) {
    content = <LoadError message={error.message} onRetry={reload} />;
  } else if (!order) {
    content = <CenteredSpinner label={t('payments.result.checking')} />;
  } else {
    content = (
      <Stack spacing={3}>
        {error && <LoadError message={error.message} onRetry={reload} />}
        <ResultFor order={order} hasGivenUp={hasGivenUp} onReload={reload} onCancel={() => void cancel(order)} />
        <OrderSummary order={order} />
        <Box>
          <Button component={RouterLink} to={PAYMENTS_TAB}>
            {t('payments.result.toHistory')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageHeading title={t('payments.result.title')} />
      {content}
    </Box>
  );
}

interface ResultForProps {
  order: PaymentOrder;
  hasGivenUp: boolean;
  onReload: () => void;
  onCancel: () => void;
}

function ResultFor({ order, hasGivenUp, onReload, onCancel }: ResultForProps) {
  const view = resultViewOf(order);
  const action = order.nextAction;
  switch (view) {
    case 'paid':
      return <PaidResult order={order} />;
    case 'accepted':
      return <AcceptedResult order={order} />;
    case 'failed':
      return <FailedResult order={order} />;
    case 'konbini':
      return action?.type === 'konbini' ? <KonbiniResult order={order} action={action} onCancel={onCancel} /> : null;
    case 'payeasy':
      return action?.type === 'payeasy' ? <PayeasyResult order={order} action={action} onCancel={onCancel} /> : null;
    default:
      return (
        <PendingResult order={order} view={view} hasGivenUp={hasGivenUp} onReload={onReload} onCancel={onCancel} />
      );
  }
}
