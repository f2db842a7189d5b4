import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { deleteMyRelease, getReleaseSummary, listMyReleases } from '@otodoke/contract';
import { RELEASE_STATUS_GROUPS, type ReleaseStatusGroup } from '@otodoke/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { ReleasePayButton } from '../plans/index.ts';
import { ReleaseArtworkThumb } from './ReleaseArtworkThumb.tsx';
import { ReleaseListFilters } from './ReleaseListFilters.tsx';
import { ReleaseStatusChip } from './ReleaseStatusChip.tsx';
import {
  changeReleaseListSearch,
  DEFAULT_RELEASE_LIST_SEARCH,
  groupCount,
  isFiltered,
  type ReleaseListSearch,
  readReleaseListSearch,
  releaseListQuery,
  releaseListSearchParams,
  releasePageCount,
  SEARCH_DEBOUNCE_MS,
} from './release-list-params.ts';
import { RELEASE_NEW_PATH, releaseEditorPath } from './release-terms.ts';
import type { ReleaseListItem } from './release-types.ts';
import { saleDateIso } from './scheduled-sale.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useReleaseLabels } from './use-release-labels.ts';

const ALL_TAB = 'all';

/** /dashboard/releases: the account's releases by status group, with search, type filter, sorting and paging. */
export function ReleaseList() {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useReleaseLabels();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const handleError = useApiErrorHandler();
  const [params, setParams] = useSearchParams();
  const search = readReleaseListSearch(params);
  const [keyword, setKeyword] = useState(search.q);
  const settledKeyword = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);

  const summary = useApi(getReleaseSummary, {});
  const list = useApi(listMyReleases, { query: releaseListQuery(search) }, { keepPreviousData: true });

  const go = (change: Partial<ReleaseListSearch>) =>
    setParams(releaseListSearchParams(changeReleaseListSearch(search, change)));

  // The typed keyword searches once typing pauses; back and forward put the address's keyword in the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled keyword that differs starts a search
  useEffect(() => {
    if (settledKeyword.trim() !== search.q) go({ q: settledKeyword.trim() });
  }, [settledKeyword]);
  useEffect(() => setKeyword((current) => (current.trim() === search.q ? current : search.q)), [search.q]);

  const remove = async (release: ReleaseListItem) => {
    const title = release.title || t('releases.list.untitled');
    try {
      const done = await confirm({
        title: t('releases.deleteTitle'),
        content: t('releases.deleteConfirm', { title }),
        okLabel: t('releases.deleteOk'),
        onConfirm: () => callApi(deleteMyRelease, { params: { id: release.id } }),
      });
      if (done) showSnackbar(t('feedback.deleted'));
    } catch (thrown) {
      handleError(thrown);
    }
    await Promise.all([list.mutate(), summary.mutate()]);
  };

  const columns: Array<DataColumn<ReleaseListItem>> = [
    {
      key: 'release',
      header: t('releases.list.columns.release'),
      isPrimary: true,
      minWidth: 220,
      render: (release) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <ReleaseArtworkThumb url={release.artworkUrl} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}>
              {release.title || t('releases.list.untitled')}
              {release.version && (
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.75 }}>
                  ({release.version})
                </Typography>
              )}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ color: 'text.secondary', display: 'block', fontWeight: 400, overflowWrap: 'anywhere' }}
            >
              {release.artistNames.length > 0 ? release.artistNames.join(', ') : t('releases.list.noArtists')}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              sx={{ color: 'text.secondary', display: 'block', fontWeight: 400 }}
            >
              {labels.type(release.type)}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('releases.list.columns.status'),
      minWidth: 120,
      render: (release) => (
        <ReleaseStatusChip
          status={release.status}
          group={release.statusGroup}
          saleDate={release.requestedSaleStartDate}
        />
      ),
    },
    {
      key: 'saleDate',
      header: t('releases.list.columns.saleDate'),
      nowrap: true,
      render: (release) => {
        // Written in the page's language ("2026/12/24", "Dec 24, 2026"); a date of another form as it is.
        const iso = saleDateIso(release.requestedSaleStartDate);
        return iso ? format.date(iso) : release.requestedSaleStartDate || t('releases.list.notSet');
      },
    },
    {
      key: 'upc',
      header: t('releases.list.columns.upc'),
      nowrap: true,
      render: (release) =>
        release.upc ?? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('releases.list.upcOnSubmit')}
          </Box>
        ),
    },
    {
      key: 'songs',
      header: t('releases.list.columns.songs'),
      align: 'right',
      nowrap: true,
      render: (release) => format.number(release.songCount),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      minWidth: 130,
      render: (release) => {
        const title = release.title || t('releases.list.untitled');
        return (
          <>
            <ReleasePayButton release={release} title={title} />
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={releaseEditorPath(release.id)}
              startIcon={release.isEditable ? <EditOutlinedIcon /> : <VisibilityOutlinedIcon />}
              aria-label={
                release.isEditable ? t('releases.list.editLabel', { title }) : t('releases.list.viewLabel', { title })
              }
            >
              {release.isEditable ? t('releases.list.edit') : t('releases.list.view')}
            </Button>
            {release.canDelete && (
              <Tooltip title={t('releases.list.deleteLabel', { title })}>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => void remove(release)}
                  aria-label={t('releases.list.deleteLabel', { title })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        );
      },
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          mb: { xs: 2.5, md: 3 },
        }}
      >
        <PageHeading title={t('releases.title')} lead={t('releases.lead')} />
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={RELEASE_NEW_PATH}
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('releases.newRelease')}
        </Button>
      </Stack>

      <Card>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={search.group ?? ALL_TAB}
            onChange={(_event, value: ReleaseStatusGroup | typeof ALL_TAB) =>
              go({ group: value === ALL_TAB ? null : value })
            }
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('releases.list.groupsLabel')}
          >
            <Tab value={ALL_TAB} label={tabLabel(t('releases.list.all'), summary.data?.total)} />
            {RELEASE_STATUS_GROUPS.map((group) => (
              <Tab
                key={group}
                value={group}
                label={tabLabel(labels.group(group), groupCount(summary.data?.byGroup, group))}
              />
            ))}
          </Tabs>
        </Box>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <ReleaseListFilters search={search} keyword={keyword} onKeywordChange={setKeyword} go={go} />

          {list.error ? (
            <LoadError message={list.error.message} onRetry={() => void list.mutate()} />
          ) : !list.data ? (
            <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
            </Stack>
          ) : list.data.total === 0 && !isFiltered(search) ? (
            <EmptyState
              icon={<LibraryMusicOutlinedIcon />}
              title={t('releases.list.emptyTitle')}
              body={t('releases.list.emptyBody')}
              action={
                <Button variant="contained" component={RouterLink} to={RELEASE_NEW_PATH} startIcon={<AddIcon />}>
                  {t('releases.list.emptyAction')}
                </Button>
              }
            />
          ) : list.data.items.length === 0 ? (
            <EmptyState
              icon={<SearchOffOutlinedIcon />}
              title={t('releases.list.noMatchTitle')}
              body={t('releases.list.noMatchBody')}
              action={
                <Button
                  variant="outlined"
                  onClick={() => {
                    setKeyword('');
                    setParams(
                      releaseListSearchParams({
                        ...DEFAULT_RELEASE_LIST_SEARCH,
                        sortKey: search.sortKey,
                        sortOrder: search.sortOrder,
                      }),
                    );
                  }}
                >
                  {t('releases.list.clearFilters')}
                </Button>
              }
            />
          ) : (
            <Box
              aria-busy={list.isValidating}
              sx={{ opacity: list.isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('releases.list.total', { count: list.data.total })}
              </Typography>
              <DataTable
                label={t('releases.list.label')}
                columns={columns}
                rows={list.data.items}
                rowKey={(release) => release.id}
              />
              <PageNumbers
                page={list.data.page}
                count={releasePageCount(list.data.total)}
                onChange={(page) => go({ page })}
                label={t('releases.list.pagination')}
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function tabLabel(name: string, count: number | undefined) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline', whiteSpace: 'nowrap' }}>
      {name}
      {count !== undefined && (
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', fontWeight: 700 }}>
          {count}
        </Box>
      )}
    </Box>
  );
}
