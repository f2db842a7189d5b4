import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { listMySplits } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { formatMicrosYen, formatYearMonth } from './split-words.ts';

type HistoryRow = ApiResult<typeof listMySplits>['history'][number];

const PAGE_SIZE = 20;

/** Who was paid what by the splits, month by month (lines of confirmed statements), newest month first. */
export function SplitHistorySection({ history }: { history: readonly HistoryRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(history.length / PAGE_SIZE));
  const rows = history.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row, index) => ({ row, index }));

  const columns: Array<DataColumn<{ row: HistoryRow; index: number }>> = [
    {
      key: 'month',
      header: t('splits.history.month'),
      nowrap: true,
      isPrimary: true,
      render: ({ row }) => formatYearMonth(row.month, language),
    },
    {
      key: 'release',
      header: t('splits.history.release'),
      minWidth: 160,
      render: ({ row }) => row.releaseTitle || t('splits.releases.untitled'),
    },
    {
      key: 'direction',
      header: t('splits.history.direction'),
      nowrap: true,
      render: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.direction === 'in' ? 'success' : 'default'}
          label={row.direction === 'in' ? t('splits.history.in') : t('splits.history.out')}
        />
      ),
    },
    {
      key: 'counterparty',
      header: t('splits.history.counterparty'),
      minWidth: 120,
      render: ({ row }) => row.counterpartyName,
    },
    {
      key: 'amount',
      header: t('splits.history.amount'),
      align: 'right',
      nowrap: true,
      render: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatMicrosYen(row.amountMicros, language)}
        </Box>
      ),
    },
  ];

  return (
    <SettingsSection title={t('splits.history.title')} description={t('splits.history.lead')}>
      {history.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongOutlinedIcon />}
          title={t('splits.history.empty')}
          body={t('splits.history.emptyBody')}
        />
      ) : (
        <>
          <DataTable
            label={t('splits.history.tableLabel')}
            columns={columns}
            rows={rows}
            rowKey={({ index }) => (page - 1) * PAGE_SIZE + index}
          />
          <PageNumbers
            page={page}
            count={pages}
            onChange={(next) => setPage(next)}
            label={t('splits.history.pagination')}
          />
        </>
      )}
    </SettingsSection>
  );
}
