import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listMyPayments } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { requestContext } from '../../app/request-context.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { historyParams, PAYMENTS_PAGE_SIZE, pageCount, readHistoryQuery } from './history-query.ts';
import { PaymentsAccessGate } from './PaymentsAccessGate.tsx';
import { paymentResultPath, receiptHref } from './payment-paths.ts';
import type { PaymentOrder } from './payment-types.ts';
import { orderItemOf, orderItemText, taxIncludedText } from './payment-words.ts';
import { useJapanTime } from './use-japan-time.ts';

/** The receipt tab of account settings: every paid order with its receipt number and PDF. */
export function ReceiptsTab() {
  return <PaymentsAccessGate>{() => <ReceiptList />}</PaymentsAccessGate>;
}

function ReceiptList() {
  const { t } = useTranslation();
  const time = useJapanTime();
  const [params, setParams] = useSearchParams();
  const { page } = readHistoryQuery(params);
  const { data, error, mutate } = useApi(
    listMyPayments,
    { query: { statusGroup: 'paid', page, limit: PAYMENTS_PAGE_SIZE } },
    { keepPreviousData: true },
  );

  const columns: Array<DataColumn<PaymentOrder>> = [
    {
      key: 'number',
      header: t('payments.receipts.columns.number'),
      isPrimary: true,
      nowrap: true,
      render: (order) => (
        <Link component={RouterLink} to={paymentResultPath(order.id)} sx={{ fontWeight: 700 }}>
          {order.receiptNumber ?? `#${order.id}`}
        </Link>
      ),
    },
    {
      key: 'paidAt',
      header: t('payments.receipts.columns.paidAt'),
      nowrap: true,
      render: (order) => time.date(order.paidAt ?? order.createdAt),
    },
    {
      key: 'item',
      header: t('payments.receipts.columns.item'),
      minWidth: 180,
      render: (order) => orderItemText(orderItemOf(order), t),
    },
    {
      key: 'total',
      header: t('payments.receipts.columns.total'),
      align: 'right',
      nowrap: true,
      render: (order) => taxIncludedText(order.total, t),
    },
    {
      key: 'download',
      header: t('common.actions'),
      isActions: true,
      render: (order) =>
        order.receiptUrl ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            href={receiptHref(order.receiptUrl, time.language, requestContext.acid)}
            download
            aria-label={t('payments.receipts.downloadLabel', { number: order.receiptNumber ?? order.id })}
          >
            {t('payments.receipts.download')}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payments.receipts.preparing')}
          </Typography>
        ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={180} aria-label={t('common.loading')} />;
  else if (data.total === 0) {
    body = (
      <EmptyState
        icon={<ReceiptLongOutlinedIcon />}
        title={t('payments.receipts.empty')}
        body={t('payments.receipts.emptyBody')}
      />
    );
  } else {
    const pages = pageCount(data.total);
    body = (
      <Stack spacing={2}>
        <DataTable label={t('payments.receipts.tableLabel')} columns={columns} rows={data.items} rowKey={(o) => o.id} />
        <PageNumbers
          page={page}
          count={pages}
          onChange={(next) => setParams(historyParams({ filter: 'all', page: next }))}
          label={t('payments.receipts.pagination')}
          sx={{ alignSelf: 'center' }}
        />
      </Stack>
    );
  }

  return (
    <SettingsSection title={t('payments.receipts.title')} description={t('payments.receipts.lead')}>
      <Stack spacing={2.5}>
        <Alert severity="info" variant="outlined" icon={<ReceiptLongOutlinedIcon />}>
          {t('payments.receipts.invoiceNote')}
        </Alert>
        <Box>{body}</Box>
      </Stack>
    </SettingsSection>
  );
}
