import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listBulkUploads } from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { BulkUploadStatusChip } from './BulkUploadStatusChip.tsx';
import type { BulkUploadBatchSummary } from './bulk-upload-types.ts';

export const HISTORY_PAGE_SIZE = 10;

interface BatchHistoryProps {
  selectedId: number | null;
  onOpen: (id: number) => void;
}

/** The account's past batches, newest first, with their status in words. */
export function BatchHistory({ selectedId, onOpen }: BatchHistoryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useApi(listBulkUploads, { query: { page, limit: HISTORY_PAGE_SIZE } });

  const columns: Array<DataColumn<BulkUploadBatchSummary>> = [
    {
      key: 'file',
      header: t('bulkUpload.columns.file'),
      isPrimary: true,
      minWidth: 180,
      render: (batch) => (
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {batch.originalName}
        </Box>
      ),
    },
    {
      key: 'createdAt',
      header: format.timeHeader(t('bulkUpload.columns.createdAt')),
      nowrap: true,
      render: (batch) => format.dateTimePlain(batch.createdAt),
    },
    {
      key: 'status',
      header: t('bulkUpload.columns.status'),
      nowrap: true,
      render: (batch) => <BulkUploadStatusChip status={batch.status} />,
    },
    {
      key: 'counts',
      header: t('bulkUpload.columns.counts'),
      render: (batch) =>
        batch.errorCount > 0
          ? t('bulkUpload.history.errors', { count: batch.errorCount })
          : t('bulkUpload.history.counts', { releases: batch.releaseCount, songs: batch.songCount }),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (batch) => (
        <Button
          size="small"
          variant={batch.id === selectedId ? 'contained' : 'outlined'}
          onClick={() => onOpen(batch.id)}
          aria-label={t('bulkUpload.history.openLabel', { name: batch.originalName })}
          aria-current={batch.id === selectedId ? 'true' : undefined}
        >
          {t('bulkUpload.history.open')}
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  else if (data.total === 0) body = <EmptyState title={t('bulkUpload.history.empty')} />;
  else {
    const pages = Math.ceil(data.total / HISTORY_PAGE_SIZE);
    body = (
      <Stack spacing={2}>
        <DataTable label={t('bulkUpload.history.table')} columns={columns} rows={data.items} rowKey={(b) => b.id} />
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            sx={{ alignSelf: 'center' }}
            aria-label={t('bulkUpload.history.pagination')}
          />
        )}
      </Stack>
    );
  }
  return (
    <SettingsSection title={t('bulkUpload.history.title')}>
      {data && data.total > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('bulkUpload.history.total', { count: data.total })}
        </Typography>
      )}
      {body}
    </SettingsSection>
  );
}
