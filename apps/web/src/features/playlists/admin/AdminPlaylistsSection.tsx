// The console's playlists tool: every list (a chart or a playlist) in the public page's order (moved up and down),
// published or taken back to draft, edited in a dialog, and deleted after a confirmation.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import {
  deletePlaylist,
  listAdminPlaylists,
  PLAYLISTS_MAX,
  reorderPlaylists,
  setPlaylistStatus,
} from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { pageCount } from '../../../ui/ListSection.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageNumbers } from '../../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import { moveItem } from '../playlist-view.ts';
import { PlaylistEditorDialog } from './PlaylistEditorDialog.tsx';
import { useFailureMessage } from './use-failure-message.ts';

type Row = ApiResult<typeof listAdminPlaylists>['items'][number];
/** One page holds every playlist in practice, so they can be ordered; past it the order is shown, not changed. */
const PAGE_SIZE = 100;

export function AdminPlaylistsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const fail = useFailureMessage();
  const { showSnackbar } = useSnackbar();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useApi(listAdminPlaylists, { query: { page, limit: PAGE_SIZE } }, { keepPreviousData: true });
  const rows = list.data?.items ?? [];
  const canReorder = list.data !== undefined && list.data.total <= Math.min(PAGE_SIZE, PLAYLISTS_MAX);
  const titleOf = (row: Row) => (language === 'en' && row.titleEn ? row.titleEn : row.titleJa);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showSnackbar(done, 'success');
    } catch (thrown) {
      fail(thrown);
    } finally {
      await list.mutate();
    }
  };

  const move = (index: number, delta: -1 | 1) =>
    run(
      () => callApi(reorderPlaylists, { body: { ids: moveItem(rows, index, delta).map((row) => row.id) } }),
      t('playlists.admin.reordered'),
    );

  const publish = async (row: Row) => {
    if (row.status === 'draft') {
      await run(
        () => callApi(setPlaylistStatus, { params: { id: row.id }, body: { status: 'published' } }),
        t('playlists.admin.published'),
      );
      return;
    }
    const done = await confirm({
      title: t('playlists.admin.confirmUnpublishTitle'),
      content: t('playlists.admin.confirmUnpublish', { title: titleOf(row) }),
      okLabel: t('playlists.admin.confirmUnpublishOk'),
    });
    if (done) {
      await run(
        () => callApi(setPlaylistStatus, { params: { id: row.id }, body: { status: 'draft' } }),
        t('playlists.admin.unpublished'),
      );
    }
  };

  const remove = async (row: Row) => {
    const done = await confirm({
      title: t('playlists.admin.confirmDeleteTitle'),
      content: t('playlists.admin.confirmDelete', { title: titleOf(row) }),
      okLabel: t('playlists.admin.confirmDeleteOk'),
    });
    if (done) await run(() => callApi(deletePlaylist, { params: { id: row.id } }), t('playlists.admin.deleted'));
  };

  const columns: Array<DataColumn<Row>> = [
    {
      key: 'order',
      header: t('playlists.admin.columns.order'),
      nowrap: true,
      render: (row) => {
        const index = rows.indexOf(row);
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ minWidth: 20, textAlign: 'right' }}>
              {(page - 1) * PAGE_SIZE + index + 1}
            </Box>
            <IconButton
              size="small"
              aria-label={t('playlists.admin.moveUp', { title: titleOf(row) })}
              disabled={!canReorder || index === 0}
              onClick={() => void move(index, -1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('playlists.admin.moveDown', { title: titleOf(row) })}
              disabled={!canReorder || index === rows.length - 1}
              onClick={() => void move(index, 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      },
    },
    {
      key: 'title',
      header: t('playlists.admin.columns.title'),
      isPrimary: true,
      minWidth: 200,
      render: (row) => (
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <Box lang="ja" sx={{ fontWeight: 700 }}>
            {row.titleJa}
          </Box>
          {row.titleEn && (
            <Box lang="en" sx={{ color: 'text.secondary', fontSize: 13 }}>
              {row.titleEn}
            </Box>
          )}
        </Box>
      ),
    },
    {
      key: 'category',
      header: t('playlists.admin.columns.category'),
      nowrap: true,
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.category === 'chart' ? 'secondary' : 'default'}
          icon={row.category === 'chart' ? <LeaderboardOutlinedIcon /> : <QueueMusicIcon />}
          label={t(`playlists.admin.category.${row.category}`)}
        />
      ),
    },
    {
      key: 'status',
      header: t('playlists.admin.columns.status'),
      nowrap: true,
      render: (row) => (
        <Chip
          size="small"
          color={row.status === 'published' ? 'success' : 'default'}
          label={t(`playlists.admin.status.${row.status}`)}
        />
      ),
    },
    {
      key: 'releases',
      header: t('playlists.admin.columns.releases'),
      align: 'right',
      nowrap: true,
      render: (row) => (
        <Tooltip title={t('playlists.admin.releaseCountHelp')}>
          <span>{t('playlists.admin.releaseCount', { onSale: row.onSaleCount, all: row.releaseCount })}</span>
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      header: t('playlists.admin.columns.actions'),
      isActions: true,
      render: (row) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => setEditing(row.id)}>
            {t('playlists.admin.edit')}
          </Button>
          <Button size="small" onClick={() => void publish(row)}>
            {row.status === 'draft' ? t('playlists.admin.publish') : t('playlists.admin.unpublish')}
          </Button>
          <Button size="small" color="error" onClick={() => void remove(row)}>
            {t('playlists.admin.delete')}
          </Button>
        </Stack>
      ),
    },
  ];

  let content: ReactNode;
  if (list.error) content = <LoadError message={list.error.message} onRetry={() => void list.mutate()} />;
  else if (!list.data) content = <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  else if (rows.length === 0)
    content = <EmptyState title={t('playlists.admin.empty')} body={t('playlists.admin.emptyBody')} />;
  else
    content = (
      <>
        {!canReorder && (
          <Box role="note" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('playlists.admin.reorderTooMany')}
          </Box>
        )}
        <DataTable label={t('playlists.admin.tableLabel')} columns={columns} rows={rows} rowKey={(row) => row.id} />
        <PageNumbers
          page={list.data.page}
          count={pageCount(list.data.total, PAGE_SIZE)}
          onChange={setPage}
          label={t('playlists.admin.pagination')}
        />
      </>
    );

  return (
    <SettingsSection
      title={t('playlists.admin.title')}
      description={t('playlists.admin.lead')}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button href="/tcj_playlists" target="_blank" rel="noopener" endIcon={<OpenInNewIcon fontSize="small" />}>
            {t('playlists.admin.viewPage')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('playlists.admin.add')}
          </Button>
        </Stack>
      }
    >
      {content}
      {editing !== null && (
        <PlaylistEditorDialog
          playlistId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showSnackbar(t('playlists.admin.saved'), 'success');
            void list.mutate();
          }}
        />
      )}
    </SettingsSection>
  );
}
