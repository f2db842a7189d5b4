import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { listUnmatchedSales, resolveUnmatchedSales } from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { useRefreshAdminCounts } from './admin-refresh.ts';
import { formatMicrosAsYen, storeNameOf } from './admin-revenue.ts';
import { pageCount } from './admin-search.ts';
import { ResolveUnmatchedDialog } from './ResolveUnmatchedDialog.tsx';
import { type UnmatchedGroup, unmatchedIdsText, unmatchedTitle } from './unmatched-sales.ts';

const PAGE_SIZE = 20;
const groupKey = (group: UnmatchedGroup) => `${group.isrc}|${group.icpn}`;

/**
 * Sales lines no release was found for (GET /admin/api/v2/unmatched-sales), grouped by ISRC and ICPN: file a group
 * under a release, or dismiss it after a confirmation.
 */
export function UnmatchedSalesSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const refreshCounts = useRefreshAdminCounts();
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<UnmatchedGroup | null>(null);
  const { data, error, mutate, isValidating } = useApi(
    listUnmatchedSales,
    { query: { page, limit: PAGE_SIZE } },
    { keepPreviousData: true },
  );

  const titleOf = (group: UnmatchedGroup) => unmatchedTitle(group) || t('adminRevenue.unmatched.untitled');

  const dismiss = async (group: UnmatchedGroup) => {
    try {
      let lines = 0;
      const done = await confirm({
        title: t('adminRevenue.unmatched.dismissTitle'),
        content: t('adminRevenue.unmatched.dismissBody', {
          title: titleOf(group),
          ids: unmatchedIdsText(group, t('adminRevenue.unmatched.noCode')),
          lines: format.number(group.lines),
          amount: formatMicrosAsYen(group.amountMicros, format.language),
        }),
        okLabel: t('adminRevenue.unmatched.dismissOk'),
        onConfirm: async () => {
          ({ lines } = await callApi(resolveUnmatchedSales, { body: { isrc: group.isrc, icpn: group.icpn } }));
        },
      });
      if (done) showSnackbar(t('adminRevenue.unmatched.dismissed', { lines: format.number(lines) }), 'success');
    } catch (thrown) {
      handleError(thrown);
    }
    await Promise.all([mutate(), refreshCounts()]);
  };

  const columns: Array<DataColumn<UnmatchedGroup>> = [
    {
      key: 'item',
      header: t('adminRevenue.unmatched.columns.item'),
      isPrimary: true,
      minWidth: 180,
      render: (group) => (
        <Box>
          <Box sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {group.title || t('adminRevenue.unmatched.untitled')}
          </Box>
          {group.artist && <Box sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 400 }}>{group.artist}</Box>}
          {/* The stores under the item rather than in a column of their own: the row fits at 1280 px. */}
          <Box sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 400 }}>
            {t('adminRevenue.unmatched.storesValue', { stores: group.storeIds.map(storeNameOf).join(', ') })}
          </Box>
        </Box>
      ),
    },
    {
      key: 'ids',
      header: t('adminRevenue.unmatched.columns.ids'),
      minWidth: 170,
      render: (group) => (
        <Box sx={{ fontSize: 13, fontFamily: 'monospace' }}>
          <div>{t('adminRevenue.unmatched.isrc', { code: group.isrc || t('adminRevenue.unmatched.noCode') })}</div>
          <div>{t('adminRevenue.unmatched.icpn', { code: group.icpn || t('adminRevenue.unmatched.noCode') })}</div>
        </Box>
      ),
    },
    {
      key: 'amount',
      header: t('adminRevenue.unmatched.columns.amount'),
      align: 'right',
      render: (group) => (
        <Box>
          <Box sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatMicrosAsYen(group.amountMicros, format.language)}
          </Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {t('adminRevenue.unmatched.linesValue', {
              count: group.lines,
              lines: format.number(group.lines),
              quantity: format.number(group.quantity),
            })}
          </Box>
        </Box>
      ),
    },
    {
      key: 'dates',
      header: t('adminRevenue.unmatched.columns.dates'),
      render: (group) => (
        // The first and last day on two lines keep the column narrow: the whole table fits beside its buttons.
        <Box>
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {group.firstDate === group.lastDate
              ? format.date(group.firstDate)
              : t('adminRevenue.unmatched.datesFrom', { from: format.date(group.firstDate) })}
          </Box>
          {group.firstDate !== group.lastDate && <Box sx={{ whiteSpace: 'nowrap' }}>{format.date(group.lastDate)}</Box>}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (group) => (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<LinkIcon />}
            onClick={() => setResolving(group)}
            aria-label={t('adminRevenue.unmatched.resolveLabel', { title: titleOf(group) })}
          >
            {t('adminRevenue.unmatched.resolve')}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => void dismiss(group)}
            aria-label={t('adminRevenue.unmatched.dismissLabel', { title: titleOf(group) })}
          >
            {t('adminRevenue.unmatched.dismiss')}
          </Button>
        </>
      ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={140} aria-label={t('common.loading')} />;
  else if (data.items.length === 0) {
    body = <EmptyState title={t('adminRevenue.unmatched.empty')} body={t('adminRevenue.unmatched.emptyBody')} />;
  } else {
    const pages = pageCount(data.total, PAGE_SIZE);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('adminRevenue.unmatched.count', { count: data.total })}
        </Typography>
        <DataTable
          label={t('adminRevenue.unmatched.tableLabel')}
          columns={columns}
          rows={data.items}
          rowKey={groupKey}
        />
        <PageNumbers
          page={data.page}
          count={pages}
          onChange={(next) => setPage(next)}
          label={t('adminRevenue.unmatched.pagination')}
        />
      </Box>
    );
  }

  return (
    <SettingsSection title={t('adminRevenue.unmatched.title')} description={t('adminRevenue.unmatched.lead')}>
      {body}
      <ResolveUnmatchedDialog
        group={resolving}
        onClose={() => setResolving(null)}
        onResolved={() => void Promise.all([mutate(), refreshCounts()])}
      />
    </SettingsSection>
  );
}
