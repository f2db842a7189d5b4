import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { closeRevenueMonth, listRevenueCloses } from '@otodoke/contract';
import { formatYen } from '@otodoke/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshAdminCounts } from '../../../app/data/admin-refresh.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import { formatCalendarDay, formatMonth } from './admin-revenue.ts';

type Close = ApiResult<typeof listRevenueCloses>['items'][number];

/**
 * Month closes (GET/POST /admin/api/v2/revenue/closes): the months confirmed with their statements and totals, and
 * the next month to confirm, confirmed only after a dialog that names it. A refusal (the month is not over, a later
 * month is closed) stays on screen until the next try.
 */
export function RevenueCloseSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const refreshCounts = useRefreshAdminCounts();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, error, mutate } = useApi(listRevenueCloses, {});

  const closeMonth = async (month: string) => {
    const name = formatMonth(month, format.language);
    setRefusal(null);
    try {
      let statements = 0;
      const done = await confirm({
        title: t('revenue.admin.close.confirmTitle', { month: name }),
        content: t('revenue.admin.close.confirmBody', { month: name }),
        okLabel: t('revenue.admin.close.confirmOk'),
        overlayText: t('revenue.admin.close.closing'),
        onConfirm: async () => {
          ({ statements } = await callApi(closeRevenueMonth, { body: { month } }));
        },
      });
      if (done) {
        showSnackbar(t('revenue.admin.close.closed', { month: name, count: statements }), 'success');
      }
    } catch (thrown) {
      setRefusal(handleError(thrown, { silent: true }).message);
    }
    await Promise.all([mutate(), refreshCounts()]);
  };

  const columns: Array<DataColumn<Close>> = [
    {
      key: 'month',
      header: t('revenue.admin.close.month'),
      isPrimary: true,
      nowrap: true,
      render: (close) => formatMonth(close.month, format.language),
    },
    {
      key: 'closedAt',
      header: format.timeHeader(t('revenue.admin.close.closedAt')),
      nowrap: true,
      render: (close) => format.dateTimePlain(close.closedAt),
    },
    {
      key: 'statements',
      header: t('revenue.admin.close.statements'),
      align: 'right',
      nowrap: true,
      render: (close) => t('revenue.admin.close.statementsValue', { count: close.statements }),
    },
    {
      key: 'total',
      header: t('revenue.admin.close.total'),
      align: 'right',
      nowrap: true,
      render: (close) => (
        <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatYen(close.totalYen, format.language)}
        </Box>
      ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={140} aria-label={t('common.loading')} />;
  else {
    const next = data.nextMonth;
    body = (
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>
              {next
                ? t('revenue.admin.close.next', { month: formatMonth(next, format.language) })
                : t('revenue.admin.close.noNext')}
            </Typography>
            {!next && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('revenue.admin.close.opensOn', {
                  month: formatMonth(data.nextClose.month, format.language),
                  date: formatCalendarDay(data.nextClose.opensOn, format.language),
                })}
              </Typography>
            )}
          </Box>
          {next && (
            <Button
              variant="contained"
              startIcon={<EventAvailableOutlinedIcon />}
              onClick={() => void closeMonth(next)}
              sx={{ flexShrink: 0 }}
            >
              {t('revenue.admin.close.confirm', { month: formatMonth(next, format.language) })}
            </Button>
          )}
        </Stack>
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        {data.items.length === 0 ? (
          <EmptyState title={t('revenue.admin.close.empty')} body={t('revenue.admin.close.emptyBody')} />
        ) : (
          <DataTable
            label={t('revenue.admin.close.tableLabel')}
            columns={columns}
            rows={data.items}
            rowKey={(close) => close.month}
          />
        )}
      </Stack>
    );
  }

  return (
    <SettingsSection title={t('revenue.admin.close.title')} description={t('revenue.admin.close.lead')}>
      {body}
    </SettingsSection>
  );
}
