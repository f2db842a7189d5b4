import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listReviewQueue } from '@otodoke/contract';
import { RELEASE_TYPE_LABELS } from '@otodoke/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { releaseStatusText } from '../distribution/index.ts';
import { pageCount } from './admin-search.ts';
import { ReviewDialog } from './ReviewDialog.tsx';
import { REVIEW_PAGE_SIZE, REVIEW_PATHS, type ReviewPath, reviewStatusColour } from './review-queue.ts';

type QueueItem = ApiResult<typeof listReviewQueue>['items'][number];

/**
 * The operators' daily work (GET /admin/api/v2/reviews): releases waiting for a decision, oldest submission first,
 * by kind of review and searchable by title or account; a row opens the release to decide on it.
 */
export function ReviewQueueSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<{ path: ReviewPath; q: string; page: number }>({
    path: 'all',
    q: '',
    page: 1,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, mutate, isValidating } = useApi(
    listReviewQueue,
    { query: { path: search.path, q: search.q, page: search.page, limit: REVIEW_PAGE_SIZE } },
    { keepPreviousData: true },
  );

  const titleOf = (item: QueueItem) => item.title || t('distribution.review.untitled');
  const columns: Array<DataColumn<QueueItem>> = [
    {
      key: 'release',
      header: t('distribution.review.columns.release'),
      isPrimary: true,
      minWidth: 180,
      render: (item) => (
        <Box>
          {/* The keyboard's way in: the row itself opens on a click. */}
          <Link
            component="button"
            type="button"
            onClick={() => setOpenId(item.releaseId)}
            aria-label={t('distribution.review.open', { title: titleOf(item) })}
            sx={{ fontWeight: 700, textAlign: 'left', overflowWrap: 'anywhere', fontSize: 'inherit' }}
          >
            {titleOf(item)}
          </Link>
          <Box sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400 }}>#{item.releaseId}</Box>
        </Box>
      ),
    },
    {
      key: 'type',
      header: t('distribution.review.columns.type'),
      nowrap: true,
      render: (item) => RELEASE_TYPE_LABELS[item.type][format.language],
    },
    {
      key: 'account',
      header: t('distribution.review.columns.account'),
      minWidth: 120,
      render: (item) => item.accountName,
    },
    {
      key: 'artists',
      header: t('distribution.review.columns.artists'),
      minWidth: 120,
      render: (item) => item.artistNames.join(', ') || t('distribution.review.noArtists'),
    },
    {
      key: 'songs',
      header: t('distribution.review.columns.songs'),
      nowrap: true,
      align: 'right',
      render: (item) => t('distribution.review.songCount', { count: item.songCount }),
    },
    {
      key: 'status',
      header: t('distribution.review.columns.status'),
      minWidth: 140,
      render: (item) => (
        <Chip
          size="small"
          color={reviewStatusColour(item.status)}
          variant={item.status.endsWith('_flagged') ? 'filled' : 'outlined'}
          label={releaseStatusText(item.status, item.statusLabel, format.language)}
          sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ),
    },
    {
      key: 'submittedAt',
      header: format.timeHeader(t('distribution.review.columns.submittedAt')),
      nowrap: true,
      render: (item) =>
        item.submittedAt ? format.dateTimePlain(item.submittedAt) : t('distribution.review.notSubmitted'),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={140} aria-label={t('common.loading')} />;
  else if (data.items.length === 0) {
    const isFiltered = search.q !== '' || search.path !== 'all';
    body = isFiltered ? (
      <EmptyState title={t('distribution.review.emptySearch')} body={t('distribution.review.emptySearchBody')} />
    ) : (
      <EmptyState title={t('distribution.review.empty')} body={t('distribution.review.emptyBody')} />
    );
  } else {
    const pages = pageCount(data.total, REVIEW_PAGE_SIZE);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('distribution.review.count', { count: data.total })}
        </Typography>
        <DataTable
          label={t('distribution.review.tableLabel')}
          columns={columns}
          rows={data.items}
          rowKey={(item) => item.releaseId}
          onRowClick={(item) => setOpenId(item.releaseId)}
        />
        <PageNumbers
          page={data.page}
          count={pages}
          onChange={(page) => setSearch((current) => ({ ...current, page }))}
          label={t('distribution.review.pagination')}
        />
      </Box>
    );
  }

  return (
    <SettingsSection title={t('distribution.review.title')} description={t('distribution.review.lead')}>
      <Stack
        role="group"
        aria-label={t('distribution.review.pathsLabel')}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {REVIEW_PATHS.map((path) => (
          <Chip
            key={path}
            label={t(`distribution.review.paths.${path}`)}
            clickable
            color={path === search.path ? 'primary' : 'default'}
            variant={path === search.path ? 'filled' : 'outlined'}
            aria-pressed={path === search.path}
            onClick={() => setSearch((current) => ({ ...current, path, page: 1 }))}
          />
        ))}
      </Stack>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch((current) => ({ ...current, q: keyword.trim(), page: 1 }));
        }}
        sx={{ mb: 2.5 }}
      >
        <TextField
          type="search"
          size="small"
          label={t('distribution.review.searchLabel')}
          placeholder={t('distribution.review.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          {t('common.search')}
        </Button>
      </Stack>
      {body}
      <ReviewDialog releaseId={openId} onClose={() => setOpenId(null)} onChanged={() => void mutate()} />
    </SettingsSection>
  );
}
