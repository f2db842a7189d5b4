import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import { listAdminDeferredPayments, settleAdminPayment } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshAdminCounts } from '../../../app/data/admin-refresh.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useConfirmedChange } from '../../../app/global-layer/use-confirmed-change.ts';
import { yen } from '../../../app/i18n/format.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { pageCount } from '../../../ui/ListSection.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import { formatJapanDate } from '../japan-time.ts';
import { methodText, orderItemOf, orderItemText } from '../payment-words.ts';

type DeferredOrder = ApiResult<typeof listAdminDeferredPayments>['items'][number];
const PAGE_SIZE = 20;

/**
 * Orders accepted for later settlement (monthly invoice, revenue share, OEM partner): an operator records the money
 * when it arrives, which issues the receipt.
 */
export function AdminDeferredPaymentsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirmChange = useConfirmedChange();
  const refreshCounts = useRefreshAdminCounts();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useApi(listAdminDeferredPayments, { query: { page, limit: PAGE_SIZE } });

  const settle = (order: DeferredOrder) =>
    confirmChange({
      title: t('payments.adminDeferred.settleTitle'),
      content: t('payments.adminDeferred.settleConfirm', {
        id: order.id,
        account: order.accountName,
        total: yen(order.total),
      }),
      okLabel: t('payments.adminDeferred.settle'),
      onConfirm: () => callApi(settleAdminPayment, { params: { id: order.id } }),
      doneText: () => t('payments.adminDeferred.settled'),
      doneSeverity: 'success',
      refresh: () => Promise.all([mutate(), refreshCounts()]),
    });

  const columns: Array<DataColumn<DeferredOrder>> = [
    { key: 'id', header: t('payments.adminDeferred.order'), render: (row) => `#${row.id}`, nowrap: true },
    { key: 'account', header: t('payments.adminDeferred.account'), render: (row) => row.accountName, isPrimary: true },
    { key: 'item', header: t('payments.adminDeferred.item'), render: (row) => orderItemText(orderItemOf(row), t) },
    { key: 'method', header: t('payments.adminDeferred.method'), render: (row) => methodText(row.method, t) },
    {
      key: 'date',
      header: t('payments.adminDeferred.date'),
      render: (row) => formatJapanDate(row.createdAt, language),
      nowrap: true,
    },
    {
      key: 'total',
      header: t('payments.adminDeferred.total'),
      render: (row) => yen(row.total),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'actions',
      header: '',
      isActions: true,
      render: (row) => (
        <Button size="small" variant="outlined" onClick={() => void settle(row)}>
          {t('payments.adminDeferred.settle')}
        </Button>
      ),
    },
  ];

  return (
    <SettingsSection title={t('payments.adminDeferred.title')} description={t('payments.adminDeferred.lead')}>
      {error ? (
        <LoadError message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('payments.adminDeferred.empty')} />
      ) : (
        <>
          <DataTable
            label={t('payments.adminDeferred.title')}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
          />
          {pageCount(data.total, PAGE_SIZE) > 1 && (
            <Pagination
              count={pageCount(data.total, PAGE_SIZE)}
              page={page}
              onChange={(_event, next) => setPage(next)}
              sx={{ mt: 2 }}
            />
          )}
        </>
      )}
    </SettingsSection>
  );
}
