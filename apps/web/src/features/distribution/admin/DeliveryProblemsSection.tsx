import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { listDeliveryProblems } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListSection } from '../../../ui/ListSection.tsx';
import { DeliveryProblemReason } from '../DeliveryProblemReason.tsx';
import { DeliveryStatusChip } from '../DeliveryStatusChip.tsx';
import { deliveryRowKey, redeliverRowKeys } from '../distribution-state.ts';
import { unchangedRefusalStoreNames } from '../store-refusal.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import { useRedeliver } from './use-redeliver.ts';

type DeliveryProblem = ApiResult<typeof listDeliveryProblems>['items'][number];

/**
 * Deliveries that did not go through (GET /admin/api/v2/deliveries/problems): a store refused the release, or it
 * could not be sent. Each release can be opened, and sent again to the stores that did not take it; when a store
 * refused the release's content and nothing has changed since, the confirmation says so (the server insists too).
 */
export function DeliveryProblemsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useApi(listDeliveryProblems, { query: { page } }, { keepPreviousData: true });
  const { data, mutate } = list;

  const titleOf = (row: DeliveryProblem) => row.title || t('distribution.review.untitled');

  const redeliverRelease = useRedeliver();

  // Sending it again changes what waits: the hook reads the console's counts again, and the list is read here.
  const redeliver = async (row: DeliveryProblem) => {
    await redeliverRelease(
      { id: row.releaseId, title: titleOf(row) },
      unchangedRefusalStoreNames(data?.items ?? [], row.releaseId),
    );
    await mutate();
  };

  const withRedeliver = redeliverRowKeys(data?.items ?? []);
  const columns: Array<DataColumn<DeliveryProblem>> = [
    {
      key: 'release',
      header: t('distribution.problems.columns.release'),
      isPrimary: true,
      minWidth: 160,
      render: (row) => (
        <Box>
          <Link
            component="button"
            type="button"
            onClick={() => setOpenId(row.releaseId)}
            aria-label={t('distribution.problems.openLabel', { title: titleOf(row) })}
            sx={{ fontWeight: 700, textAlign: 'left', overflowWrap: 'anywhere', fontSize: 'inherit' }}
          >
            {titleOf(row)}
          </Link>
          <Box sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400 }}>
            #{row.releaseId} · {row.accountName}
          </Box>
        </Box>
      ),
    },
    {
      key: 'store',
      header: t('distribution.problems.columns.store'),
      minWidth: 220,
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ fontWeight: 600 }}>{row.storeName}</Box>
          <DeliveryStatusChip status={row.status} />
          <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
            {t('distribution.problems.attemptsValue', { count: row.attempts })}
          </Box>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('distribution.problems.columns.reason'),
      minWidth: 220,
      render: (row) => (
        <Box sx={{ fontSize: 13 }}>
          <DeliveryProblemReason delivery={row} />
          <Box component="time" dateTime={row.updatedAt} sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
            {format.dateTime(row.updatedAt)}
          </Box>
        </Box>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (row) =>
        withRedeliver.has(deliveryRowKey(row)) ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReplayIcon />}
            onClick={() => void redeliver(row)}
            aria-label={t('distribution.redeliver.label', { title: titleOf(row) })}
          >
            {t('distribution.dialog.redeliver')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListSection
      title={t('distribution.problems.title')}
      description={t('distribution.problems.lead')}
      list={list}
      loadingHeight={120}
      empty={<EmptyState title={t('distribution.problems.empty')} body={t('distribution.problems.emptyBody')} />}
      countText={(count) => t('distribution.problems.count', { count })}
      tableLabel={t('distribution.problems.tableLabel')}
      pagingLabel={t('distribution.problems.pagination')}
      columns={columns}
      rowKey={deliveryRowKey}
      onRowClick={(row) => setOpenId(row.releaseId)}
      onPage={setPage}
    >
      <ReviewDialog
        releaseId={openId}
        onClose={() => setOpenId(null)}
        onChanged={() => void mutate()}
        unchangedStores={openId === null ? [] : unchangedRefusalStoreNames(data?.items ?? [], openId)}
      />
    </ListSection>
  );
}
