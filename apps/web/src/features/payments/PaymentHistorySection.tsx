import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listMyPayments } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { HistoryFilterChips } from './HistoryFilterChips.tsx';
import { historyParams, PAYMENTS_PAGE_SIZE, pageCount, readHistoryQuery, statusGroupOf } from './history-query.ts';
import { PaymentStatusChip } from './PaymentStatusChip.tsx';
import { paymentResultPath } from './payment-paths.ts';
import type { PaymentOrder } from './payment-types.ts';
import { methodText, orderItemOf, orderItemText, taxIncludedText } from './payment-words.ts';
import { useJapanTime } from './use-japan-time.ts';

/** The account's orders, newest first, filtered by status group and paged by 20; each opens its result page. */
export function PaymentHistorySection() {
  const { t } = useTranslation();
  const time = useJapanTime();
  const [params, setParams] = useSearchParams();
  const query = readHistoryQuery(params);
  const { data, error, mutate, isValidating } = useApi(
    listMyPayments,
    { query: { statusGroup: statusGroupOf(query.filter), page: query.page, limit: PAYMENTS_PAGE_SIZE } },
    { keepPreviousData: true },
  );
  const go = (next: Partial<typeof query>) =>
    setParams(historyParams({ ...query, ...next }), { preventScrollReset: true });

  const columns: Array<DataColumn<PaymentOrder>> = [
    {
      key: 'date',
      header: t('payments.tab.columns.date'),
      nowrap: true,
      render: (order) => time.date(order.createdAt),
    },
    {
      key: 'item',
      header: t('payments.tab.columns.item'),
      isPrimary: true,
      minWidth: 200,
      render: (order) => (
        <Link
          component={RouterLink}
          to={paymentResultPath(order.id)}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {orderItemText(orderItemOf(order), t)}
        </Link>
      ),
    },
    {
      key: 'method',
      header: t('payments.tab.columns.method'),
      render: (order) => methodText(order.method, t),
    },
    {
      key: 'total',
      header: t('payments.tab.columns.total'),
      align: 'right',
      nowrap: true,
      render: (order) => taxIncludedText(order.total, t),
    },
    {
      key: 'status',
      header: t('payments.tab.columns.status'),
      nowrap: true,
      render: (order) => <PaymentStatusChip status={order.status} />,
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={180} aria-label={t('common.loading')} />;
  else if (data.total === 0) {
    body =
      query.filter === 'all' ? (
        <EmptyState
          icon={<ReceiptLongOutlinedIcon />}
          title={t('payments.tab.emptyAll')}
          body={t('payments.tab.emptyAllBody')}
        />
      ) : (
        <EmptyState title={t('payments.tab.emptyFiltered')} />
      );
  } else {
    const pages = pageCount(data.total);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('payments.tab.count', { count: data.total })}
        </Typography>
        <Stack spacing={2}>
          <DataTable label={t('payments.tab.tableLabel')} columns={columns} rows={data.items} rowKey={(o) => o.id} />
          <PageNumbers
            page={query.page}
            count={pages}
            onChange={(page) => go({ page })}
            label={t('payments.tab.pagination')}
            sx={{ alignSelf: 'center' }}
          />
        </Stack>
      </Box>
    );
  }

  return (
    <SettingsSection title={t('payments.tab.historyTitle')} description={t('payments.tab.historyLead')}>
      <HistoryFilterChips value={query.filter} onChange={(filter) => go({ filter, page: 1 })} />
      {body}
    </SettingsSection>
  );
}
