// The console's opening-notice tool: per service in preparation (or opened), the addresses confirmed, pending and
// stopped, how many were told it opened, and, once it opens, the button that mails the others (after a confirmation).
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { listFeatureNoticeSummaries, sendFeatureOpeningNotice } from '@otodoke/contract';
import { PUBLIC_FEATURE_NAMES } from '@otodoke/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import { noticeRowsInOrder } from './notice-rows.ts';
import { useFailureMessage } from './use-failure-message.ts';

type Row = ApiResult<typeof listFeatureNoticeSummaries>['items'][number];

export function AdminFeatureNoticesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const confirm = useConfirm();
  const fail = useFailureMessage();
  const { showSnackbar } = useSnackbar();
  const summaries = useApi(listFeatureNoticeSummaries, {});
  const nameOf = (row: Row) => PUBLIC_FEATURE_NAMES[row.feature][language];

  const send = async (row: Row) => {
    let sent = 0;
    try {
      const done = await confirm({
        title: t('playlists.notices.confirmTitle'),
        content: t('playlists.notices.confirm', { feature: nameOf(row), count: row.toNotify }),
        okLabel: t('playlists.notices.confirmOk'),
        onConfirm: async () => {
          sent = (await callApi(sendFeatureOpeningNotice, { params: { feature: row.feature } })).sent;
        },
      });
      if (!done) return;
      showSnackbar(
        sent > 0 ? t('playlists.notices.sent', { count: sent }) : t('playlists.notices.sentNone'),
        'success',
      );
    } catch (thrown) {
      fail(thrown);
    } finally {
      await summaries.mutate();
    }
  };

  const number = (value: number) => format.number(value);
  const columns: Array<DataColumn<Row>> = [
    {
      key: 'feature',
      header: t('playlists.notices.columns.feature'),
      isPrimary: true,
      minWidth: 180,
      render: (row) => <Box sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{nameOf(row)}</Box>,
    },
    {
      key: 'state',
      header: t('playlists.notices.columns.state'),
      nowrap: true,
      render: (row) => (
        <Chip
          size="small"
          color={row.built ? 'success' : 'default'}
          label={row.built ? t('playlists.notices.built') : t('playlists.notices.upcoming')}
        />
      ),
    },
    {
      key: 'confirmed',
      header: t('playlists.notices.columns.confirmed'),
      align: 'right',
      render: (row) => number(row.confirmed),
    },
    {
      key: 'pending',
      header: t('playlists.notices.columns.pending'),
      align: 'right',
      render: (row) => number(row.pending),
    },
    {
      key: 'unsubscribed',
      header: t('playlists.notices.columns.unsubscribed'),
      align: 'right',
      render: (row) => number(row.unsubscribed),
    },
    {
      key: 'notified',
      header: t('playlists.notices.columns.notified'),
      align: 'right',
      render: (row) => number(row.notified),
    },
    {
      key: 'actions',
      header: t('playlists.notices.columns.actions'),
      isActions: true,
      render: (row) =>
        !row.built ? (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {t('playlists.notices.notOpen')}
          </Box>
        ) : row.toNotify === 0 ? (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {t('playlists.notices.nothingToSend')}
          </Box>
        ) : (
          <Button size="small" variant="contained" startIcon={<SendOutlinedIcon />} onClick={() => void send(row)}>
            {t('playlists.notices.send', { count: row.toNotify })}
          </Button>
        ),
    },
  ];

  let content: ReactNode;
  if (summaries.error)
    content = <LoadError message={summaries.error.message} onRetry={() => void summaries.mutate()} />;
  else if (!summaries.data) content = <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  else
    content = (
      <DataTable
        label={t('playlists.notices.tableLabel')}
        columns={columns}
        rows={noticeRowsInOrder(summaries.data.items)}
        rowKey={(row) => row.feature}
      />
    );

  return (
    <SettingsSection title={t('playlists.notices.title')} description={t('playlists.notices.lead')}>
      {content}
    </SettingsSection>
  );
}
