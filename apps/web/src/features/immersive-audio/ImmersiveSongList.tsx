// The account's immersive editions, newest first: search, pages, an empty state, and "open" for each.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listImmersiveSongs } from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { ImmersiveStatusChips } from './ImmersiveStatusChips.tsx';
import { type ImmersiveSong, LIST_PAGE_SIZE } from './immersive-rules.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The list's query: the first page without words is the one the screen probes (the same key, one request). */
export function listQuery(page: number, words: string) {
  const q = words.trim();
  return q ? { page, limit: LIST_PAGE_SIZE, q } : { page, limit: LIST_PAGE_SIZE };
}

interface ImmersiveSongListProps {
  selectedId: number | null;
  onOpen: (id: number) => void;
  /** Shown in the empty state (the "add" button), when the person may add. */
  emptyAction?: ReactNode;
}

export function ImmersiveSongList({ selectedId, onOpen, emptyAction }: ImmersiveSongListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [words, setWords] = useState('');
  const q = useDebouncedValue(words.trim(), 300);
  const { data, error, mutate } = useApi(listImmersiveSongs, { query: listQuery(page, q) });

  const columns: Array<DataColumn<ImmersiveSong>> = [
    {
      key: 'song',
      header: t('immersiveAudio.list.columns.song'),
      isPrimary: true,
      minWidth: 200,
      render: (song) => (
        <Box>
          <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {song.song.title}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {song.release.title}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'format',
      header: t('immersiveAudio.list.columns.format'),
      nowrap: true,
      render: (song) => t(`immersiveAudio.formats.${song.format}`),
    },
    {
      key: 'status',
      header: t('immersiveAudio.list.columns.status'),
      render: (song) => <ImmersiveStatusChips song={song} />,
    },
    {
      key: 'updatedAt',
      header: format.timeHeader(t('immersiveAudio.list.columns.updatedAt')),
      nowrap: true,
      render: (song) => format.dateTimePlain(song.updatedAt),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (song) => (
        <Button
          size="small"
          variant={song.id === selectedId ? 'contained' : 'outlined'}
          onClick={() => onOpen(song.id)}
          aria-label={t('immersiveAudio.list.openLabel', { title: song.song.title })}
          aria-current={song.id === selectedId ? 'true' : undefined}
        >
          {t('immersiveAudio.list.open')}
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  else if (data.total === 0 && q) body = <EmptyState title={t('immersiveAudio.list.noMatch', { q })} />;
  else if (data.total === 0) {
    body = (
      <EmptyState
        title={t('immersiveAudio.list.empty')}
        body={emptyAction ? t('immersiveAudio.list.emptyBody') : undefined}
        action={emptyAction}
      />
    );
  } else {
    body = (
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('immersiveAudio.list.total', { count: data.total })}
        </Typography>
        <DataTable label={t('immersiveAudio.list.table')} columns={columns} rows={data.items} rowKey={(s) => s.id} />
        <PageNumbers
          page={page}
          count={Math.ceil(data.total / LIST_PAGE_SIZE)}
          onChange={setPage}
          label={t('immersiveAudio.list.pagination')}
        />
      </Stack>
    );
  }

  return (
    <SettingsSection title={t('immersiveAudio.list.title')}>
      <Stack spacing={2}>
        <SearchField
          label={t('immersiveAudio.list.search')}
          placeholder={t('immersiveAudio.list.searchPlaceholder')}
          value={words}
          onChange={(value) => {
            setWords(value);
            setPage(1);
          }}
          maxLength={200}
          sx={{ maxWidth: { sm: 360 } }}
        />
        {body}
      </Stack>
    </SettingsSection>
  );
}
