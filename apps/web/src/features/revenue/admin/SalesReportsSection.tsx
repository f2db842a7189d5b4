import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listSalesReports, listUnmatchedSales } from '@otodoke/contract';
import { STORES } from '@otodoke/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { useRefreshAdminLists } from '../../../app/data/admin-refresh.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { FoldedRecord } from '../../../ui/FoldedRecord.tsx';
import { pageCount } from '../../../ui/ListSection.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageNumbers } from '../../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import { formatMicrosAsYen, storeNameOf } from './admin-revenue.ts';
import { SalesReportDialog } from './SalesReportDialog.tsx';
import type { SalesReport } from './sales-report-upload.ts';
import { UploadSalesReportDialog } from './UploadSalesReportDialog.tsx';

type Failure = ApiResult<typeof listSalesReports>['failures'][number];

const PAGE_SIZE = 10;

/**
 * Imported sales reports (GET /admin/api/v2/sales-reports), newest first, by store: lines matched and not, revenue,
 * warnings; a row opens the report. The files that could not be imported follow, and an operator can upload one.
 */
export function SalesReportsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [storeId, setStoreId] = useState('');
  const [open, setOpen] = useState<SalesReport | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [replacing, setReplacing] = useState<SalesReport | null>(null);
  const refreshLists = useRefreshAdminLists();
  const { data, error, mutate, isValidating } = useApi(
    listSalesReports,
    { query: { page, limit: PAGE_SIZE, ...(storeId ? { storeId } : {}) } },
    { keepPreviousData: true },
  );

  const periodText = (from: string | null, to: string | null) => {
    if (!from || !to) return t('revenue.admin.reports.noPeriod');
    if (from === to) return format.date(from);
    return t('revenue.admin.reports.periodValue', { from: format.date(from), to: format.date(to) });
  };

  const columns: Array<DataColumn<SalesReport>> = [
    {
      key: 'file',
      header: t('revenue.admin.reports.columns.file'),
      isPrimary: true,
      minWidth: 280,
      render: (report) => (
        <Box>
          <Link
            component="button"
            type="button"
            onClick={() => setOpen(report)}
            aria-label={t('revenue.admin.reports.open', { id: report.id, name: report.fileName })}
            sx={{ fontWeight: 700, textAlign: 'left', wordBreak: 'break-all', fontSize: 13 }}
          >
            {report.fileName}
          </Link>
          <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400 }}>
              #{report.id} · {storeNameOf(report.storeId)}
            </Box>
            <Chip size="small" variant="outlined" label={t(`revenue.admin.reports.source.${report.source}`)} />
            {report.replacedBy !== null && (
              <Chip
                size="small"
                variant="outlined"
                label={t('revenue.admin.reports.replacedValue', { id: report.replacedBy })}
              />
            )}
            {report.warnings.length > 0 && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('revenue.admin.reports.warningsValue', { count: report.warnings.length })}
              />
            )}
          </Stack>
        </Box>
      ),
    },
    {
      key: 'period',
      header: t('revenue.admin.reports.columns.period'),
      minWidth: 120,
      render: (report) => periodText(report.periodStart, report.periodEnd),
    },
    {
      key: 'lines',
      header: t('revenue.admin.reports.columns.lines'),
      nowrap: true,
      render: (report) => (
        <Box sx={{ fontSize: 13 }}>
          <Box sx={{ fontWeight: 700 }}>
            {t('revenue.admin.reports.linesValue', { count: report.lines, lines: format.number(report.lines) })}
          </Box>
          <Box sx={{ color: 'text.secondary' }}>
            {t('revenue.admin.reports.matchedValue', { matched: format.number(report.matchedLines) })}
          </Box>
          <Box sx={{ color: report.unmatchedLines > 0 ? 'warning.main' : 'text.secondary' }}>
            {t('revenue.admin.reports.unmatchedValue', { unmatched: format.number(report.unmatchedLines) })}
          </Box>
        </Box>
      ),
    },
    {
      key: 'revenue',
      header: t('revenue.admin.reports.columns.revenue'),
      align: 'right',
      nowrap: true,
      // A replaced report's yen no longer count: its lines were taken back when its correction came in.
      render: (report) =>
        report.replacedBy === null ? (
          formatMicrosAsYen(report.revenueMicros, format.language)
        ) : (
          <Box component="del" sx={{ color: 'text.disabled' }}>
            {formatMicrosAsYen(report.revenueMicros, format.language)}
          </Box>
        ),
    },
    {
      key: 'importedAt',
      header: format.timeHeader(t('revenue.admin.reports.columns.importedAt')),
      nowrap: true,
      render: (report) => format.dateTimePlain(report.importedAt),
    },
  ];

  const failureColumns: Array<DataColumn<Failure>> = [
    {
      key: 'file',
      header: t('revenue.admin.reports.failures.file'),
      isPrimary: true,
      minWidth: 180,
      render: (failure) => (
        <Box>
          <Box sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{failure.fileName}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400 }}>{storeNameOf(failure.storeId)}</Box>
        </Box>
      ),
    },
    {
      key: 'reason',
      header: t('revenue.admin.reports.failures.reason'),
      minWidth: 220,
      // What happened in the page's language; the server's record (English, technical) folded away beneath.
      render: (failure) => (
        <Box sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          <Box>{t(`revenue.admin.upload.failure.${failure.kind}`)}</Box>
          <FoldedRecord summary={t('revenue.admin.upload.failureRecord')} record={failure.reason} />
        </Box>
      ),
    },
    {
      key: 'date',
      header: format.timeHeader(t('revenue.admin.reports.failures.date')),
      nowrap: true,
      render: (failure) => format.dateTimePlain(failure.createdAt),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  else {
    const pages = pageCount(data.total, PAGE_SIZE);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data.items.length === 0 ? (
          storeId ? (
            <EmptyState title={t('revenue.admin.reports.emptyStore')} />
          ) : (
            <EmptyState title={t('revenue.admin.reports.empty')} body={t('revenue.admin.reports.emptyBody')} />
          )
        ) : (
          <>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('revenue.admin.reports.count', { count: data.total })}
            </Typography>
            <DataTable
              label={t('revenue.admin.reports.tableLabel')}
              columns={columns}
              rows={data.items}
              rowKey={(report) => report.id}
              onRowClick={setOpen}
            />
            <PageNumbers
              page={data.page}
              count={pages}
              onChange={(next) => setPage(next)}
              label={t('revenue.admin.reports.pagination')}
            />
          </>
        )}
        {data.failures.length > 0 && (
          <Box component="section" sx={{ mt: 4 }}>
            <Typography variant="h5" component="h3" sx={{ mb: 0.5 }}>
              {t('revenue.admin.reports.failures.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('revenue.admin.reports.failures.lead')}
            </Typography>
            <DataTable
              label={t('revenue.admin.reports.failures.tableLabel')}
              columns={failureColumns}
              rows={data.failures}
              rowKey={(failure) => failure.id}
            />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <SettingsSection
      title={t('revenue.admin.reports.title')}
      description={t('revenue.admin.reports.lead')}
      action={
        <Button variant="contained" startIcon={<UploadFileOutlinedIcon />} onClick={() => setIsUploading(true)}>
          {t('revenue.admin.reports.upload')}
        </Button>
      }
    >
      <TextField
        select
        size="small"
        label={t('revenue.admin.reports.storeFilter')}
        value={storeId}
        onChange={(event) => {
          setStoreId(event.target.value);
          setPage(1);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { xs: '100%', sm: 260 }, mb: 2.5 }}
      >
        <MenuItem value="">{t('revenue.admin.reports.allStores')}</MenuItem>
        {STORES.map((store) => (
          <MenuItem key={store.id} value={store.id}>
            {store.name}
          </MenuItem>
        ))}
      </TextField>
      {body}
      <SalesReportDialog
        report={open}
        onClose={() => setOpen(null)}
        onReplace={(report) => {
          setOpen(null);
          setReplacing(report);
        }}
      />
      <UploadSalesReportDialog
        open={isUploading || replacing !== null}
        replaces={replacing}
        onClose={() => {
          setIsUploading(false);
          setReplacing(null);
        }}
        // Every page and store of the list, the failures under it, the unmatched sales the file brought and the counts.
        onUploaded={() => void refreshLists([listSalesReports, listUnmatchedSales])}
      />
    </SettingsSection>
  );
}
