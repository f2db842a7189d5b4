import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { listReviewQueue } from '@otodoke/contract';
import { RELEASE_TYPE_LABELS } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListSection, SearchForm } from '../../../ui/ListSection.tsx';
import { releaseStatusText } from '../distribution-state.ts';
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
  const list = useApi(
    listReviewQueue,
    { query: { path: search.path, q: search.q, page: search.page, limit: REVIEW_PAGE_SIZE } },
    { keepPreviousData: true },
  );

  const { mutate } = list;
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

  const isFiltered = search.q !== '' || search.path !== 'all';
  return (
    <ListSection
      title={t('distribution.review.title')}
      description={t('distribution.review.lead')}
      toolbar={
        <>
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
          <SearchForm
            label={t('distribution.review.searchLabel')}
            placeholder={t('distribution.review.searchPlaceholder')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(q) => setSearch((current) => ({ ...current, q, page: 1 }))}
            maxLength={200}
            fieldSx={{ minWidth: { sm: 320 } }}
          />
        </>
      }
      list={list}
      empty={
        isFiltered ? (
          <EmptyState title={t('distribution.review.emptySearch')} body={t('distribution.review.emptySearchBody')} />
        ) : (
          <EmptyState title={t('distribution.review.empty')} body={t('distribution.review.emptyBody')} />
        )
      }
      countText={(count) => t('distribution.review.count', { count })}
      tableLabel={t('distribution.review.tableLabel')}
      pagingLabel={t('distribution.review.pagination')}
      columns={columns}
      rowKey={(item) => item.releaseId}
      onRowClick={(item) => setOpenId(item.releaseId)}
      pageSize={REVIEW_PAGE_SIZE}
      onPage={(page) => setSearch((current) => ({ ...current, page }))}
    >
      <ReviewDialog releaseId={openId} onClose={() => setOpenId(null)} onChanged={() => void mutate()} />
    </ListSection>
  );
}
