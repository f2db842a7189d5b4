import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { listUnmatchedSales, resolveUnmatchedSales } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshAdminCounts } from '../../../app/data/admin-refresh.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useConfirmedChange } from '../../../app/global-layer/use-confirmed-change.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListSection } from '../../../ui/ListSection.tsx';
import { formatMicrosAsYen, storeNameOf } from './admin-revenue.ts';
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
  const confirmChange = useConfirmedChange();
  const refreshCounts = useRefreshAdminCounts();
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<UnmatchedGroup | null>(null);
  const list = useApi(listUnmatchedSales, { query: { page, limit: PAGE_SIZE } }, { keepPreviousData: true });
  const { mutate } = list;

  const titleOf = (group: UnmatchedGroup) => unmatchedTitle(group) || t('revenue.admin.unmatched.untitled');

  const dismiss = async (group: UnmatchedGroup) => {
    let lines = 0;
    await confirmChange({
      title: t('revenue.admin.unmatched.dismissTitle'),
      content: t('revenue.admin.unmatched.dismissBody', {
        title: titleOf(group),
        ids: unmatchedIdsText(group, t('revenue.admin.unmatched.noCode')),
        lines: format.number(group.lines),
        amount: formatMicrosAsYen(group.amountMicros, format.language),
      }),
      okLabel: t('revenue.admin.unmatched.dismissOk'),
      onConfirm: async () => {
        ({ lines } = await callApi(resolveUnmatchedSales, { body: { isrc: group.isrc, icpn: group.icpn } }));
      },
      doneText: () => t('revenue.admin.unmatched.dismissed', { lines: format.number(lines) }),
      doneSeverity: 'success',
      refresh: () => Promise.all([mutate(), refreshCounts()]),
    });
  };

  const columns: Array<DataColumn<UnmatchedGroup>> = [
    {
      key: 'item',
      header: t('revenue.admin.unmatched.columns.item'),
      isPrimary: true,
      minWidth: 180,
      render: (group) => (
        <Box>
          <Box sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {group.title || t('revenue.admin.unmatched.untitled')}
          </Box>
          {group.artist && <Box sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 400 }}>{group.artist}</Box>}
          {/* The stores under the item rather than in a column of their own: the row fits at 1280 px. */}
          <Box sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 400 }}>
            {t('revenue.admin.unmatched.storesValue', { stores: group.storeIds.map(storeNameOf).join(', ') })}
          </Box>
        </Box>
      ),
    },
    {
      key: 'ids',
      header: t('revenue.admin.unmatched.columns.ids'),
      minWidth: 170,
      render: (group) => (
        <Box sx={{ fontSize: 13, fontFamily: 'monospace' }}>
          <div>{t('revenue.admin.unmatched.isrc', { code: group.isrc || t('revenue.admin.unmatched.noCode') })}</div>
          <div>{t('revenue.admin.unmatched.icpn', { code: group.icpn || t('revenue.admin.unmatched.noCode') })}</div>
        </Box>
      ),
    },
    {
      key: 'amount',
      header: t('revenue.admin.unmatched.columns.amount'),
      align: 'right',
      render: (group) => (
        <Box>
          <Box sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatMicrosAsYen(group.amountMicros, format.language)}
          </Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {t('revenue.admin.unmatched.linesValue', {
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
      header: t('revenue.admin.unmatched.columns.dates'),
      render: (group) => (
        // The first and last day on two lines keep the column narrow: the whole table fits beside its buttons.
        <Box>
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {group.firstDate === group.lastDate
              ? format.date(group.firstDate)
              : t('revenue.admin.unmatched.datesFrom', { from: format.date(group.firstDate) })}
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
            aria-label={t('revenue.admin.unmatched.resolveLabel', { title: titleOf(group) })}
          >
            {t('revenue.admin.unmatched.resolve')}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => void dismiss(group)}
            aria-label={t('revenue.admin.unmatched.dismissLabel', { title: titleOf(group) })}
          >
            {t('revenue.admin.unmatched.dismiss')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <ListSection
      title={t('revenue.admin.unmatched.title')}
      description={t('revenue.admin.unmatched.lead')}
      list={list}
      empty={<EmptyState title={t('revenue.admin.unmatched.empty')} body={t('revenue.admin.unmatched.emptyBody')} />}
      countText={(count) => t('revenue.admin.unmatched.count', { count })}
      tableLabel={t('revenue.admin.unmatched.tableLabel')}
      pagingLabel={t('revenue.admin.unmatched.pagination')}
      columns={columns}
      rowKey={groupKey}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <ResolveUnmatchedDialog
        group={resolving}
        onClose={() => setResolving(null)}
        onResolved={() => void Promise.all([mutate(), refreshCounts()])}
      />
    </ListSection>
  );
}
