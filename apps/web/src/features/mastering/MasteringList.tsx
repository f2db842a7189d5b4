// The account's mastering audios, newest first, paged, with their state; opening one shows it above the list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listMasteringAudios } from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { MasteringStatusChip } from './MasteringStatusChip.tsx';
import { clock, isRunning, LIST_PAGE_SIZE, type MasteringAudioView, POLL_MS } from './mastering-logic.ts';

interface MasteringListProps {
  selectedId: number | null;
  onOpen: (id: number) => void;
}

export function MasteringList({ selectedId, onOpen }: MasteringListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  // A row still being worked on is followed, more slowly than the open audio (a number: see MasteringDetail).
  const [pollMs, setPollMs] = useState(0);
  const { data, error, mutate } = useApi(
    listMasteringAudios,
    { query: { page, limit: LIST_PAGE_SIZE } },
    { refreshInterval: pollMs },
  );
  const nextPollMs = data?.items.some((audio) => isRunning(audio)) ? POLL_MS * 4 : 0;
  if (nextPollMs !== pollMs) setPollMs(nextPollMs);

  const columns: Array<DataColumn<MasteringAudioView>> = [
    {
      key: 'name',
      header: t('mastering.list.columns.name'),
      isPrimary: true,
      minWidth: 180,
      render: (audio) => (
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {audio.name}
        </Box>
      ),
    },
    {
      key: 'duration',
      header: t('mastering.list.columns.duration'),
      nowrap: true,
      render: (audio) => (audio.durationSeconds === null ? '—' : clock(audio.durationSeconds)),
    },
    {
      key: 'status',
      header: t('mastering.list.columns.status'),
      nowrap: true,
      render: (audio) => <MasteringStatusChip audio={audio} />,
    },
    {
      key: 'createdAt',
      header: format.timeHeader(t('mastering.list.columns.createdAt')),
      nowrap: true,
      render: (audio) => format.dateTimePlain(audio.createdAt),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (audio) => (
        <Button
          size="small"
          variant={audio.id === selectedId ? 'contained' : 'outlined'}
          onClick={() => onOpen(audio.id)}
          aria-label={t('mastering.list.openLabel', { name: audio.name })}
          aria-current={audio.id === selectedId ? 'true' : undefined}
        >
          {t('mastering.list.open')}
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  else if (data.total === 0) {
    body = <EmptyState title={t('mastering.list.emptyTitle')} body={t('mastering.list.emptyBody')} />;
  } else {
    body = (
      <Stack spacing={1}>
        <DataTable label={t('mastering.list.title')} columns={columns} rows={data.items} rowKey={(a) => a.id} />
        <PageNumbers
          page={page}
          count={Math.ceil(data.total / LIST_PAGE_SIZE)}
          onChange={setPage}
          label={t('mastering.list.pages')}
        />
      </Stack>
    );
  }
  return (
    <SettingsSection title={t('mastering.list.title')}>
      {data && data.total > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('mastering.list.count', { count: data.total })}
        </Typography>
      )}
      {body}
    </SettingsSection>
  );
}
