// The operators' list of every account's immersive editions (GET /admin/api/v2/immersive_audio/songs) on the console's
// "review and delivery" tab: filters by status, file check and format, search by song, ISRC, account or e-mail,
// pages, order by last change; a row opens the edition, and an edition whose check itself failed can be checked again.
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { listAdminImmersiveSongs } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/data/use-api.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListSection, SearchForm } from '../../../ui/ListSection.tsx';
import { songStatusColourOf, verificationColourOf } from '../immersive-rules.ts';
import { AdminImmersiveDialog } from './AdminImmersiveDialog.tsx';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SORTS,
  type AdminFilters,
  type AdminImmersiveItem,
  adminListQuery,
  FORMAT_OPTIONS,
  INITIAL_FILTERS,
  isFiltered,
  SONG_STATUS_OPTIONS,
  VERIFICATION_OPTIONS,
  withFilter,
} from './immersive-admin.ts';
import { useRerunVerification } from './use-rerun-verification.ts';

export function AdminImmersiveSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<AdminFilters>(INITIAL_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useApi(listAdminImmersiveSongs, { query: adminListQuery(filters) }, { keepPreviousData: true });
  const rerun = useRerunVerification();

  const columns: Array<DataColumn<AdminImmersiveItem>> = [
    {
      key: 'song',
      header: t('immersiveAudio.admin.columns.song'),
      isPrimary: true,
      minWidth: 180,
      render: (item) => (
        <Box>
          {/* The keyboard's way in: the row itself opens on a click. */}
          <Link
            component="button"
            type="button"
            onClick={() => setOpenId(item.id)}
            aria-label={t('immersiveAudio.admin.openLabel', { title: item.song.title })}
            sx={{ fontWeight: 700, textAlign: 'left', overflowWrap: 'anywhere', fontSize: 'inherit' }}
          >
            {item.song.title}
          </Link>
          <Box sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400, overflowWrap: 'anywhere' }}>
            {[item.song.isrc, item.release.title].filter(Boolean).join(' · ')}
          </Box>
        </Box>
      ),
    },
    {
      key: 'account',
      header: t('immersiveAudio.admin.columns.account'),
      minWidth: 140,
      render: (item) => (
        <Box sx={{ overflowWrap: 'anywhere' }}>
          {item.account.name}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, ml: 0.5 }}>
            #{item.account.id}
          </Box>
        </Box>
      ),
    },
    {
      key: 'format',
      header: t('immersiveAudio.admin.columns.format'),
      nowrap: true,
      render: (item) => t(`immersiveAudio.formats.${item.format}`),
    },
    {
      key: 'status',
      header: t('immersiveAudio.admin.columns.status'),
      minWidth: 160,
      render: (item) => (
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            color={songStatusColourOf(item.status)}
            label={t(`immersiveAudio.songStatus.${item.status}`)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={verificationColourOf(item.verificationStatus)}
            label={t(`immersiveAudio.verification.${item.verificationStatus}`)}
          />
          {item.invalidCodeCount > 0 && (
            <Box component="span" sx={{ color: 'error.main', fontSize: 12 }}>
              {t('immersiveAudio.admin.problems', { count: item.invalidCodeCount })}
            </Box>
          )}
        </Stack>
      ),
    },
    {
      key: 'updatedAt',
      header: format.timeHeader(t('immersiveAudio.admin.columns.updatedAt')),
      nowrap: true,
      render: (item) => format.dateTimePlain(item.updatedAt),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (item) =>
        item.canRerunVerification ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReplayIcon />}
            onClick={() => void rerun({ id: item.id, title: item.song.title, attempt: item.verificationAttempt })}
            aria-label={t('immersiveAudio.admin.rerunLabel', { title: item.song.title })}
          >
            {t('immersiveAudio.admin.rerun')}
          </Button>
        ) : null,
    },
  ];

  const filtered = isFiltered(filters);
  return (
    <ListSection
      title={t('immersiveAudio.admin.title')}
      description={t('immersiveAudio.admin.lead')}
      toolbar={
        <>
          <Box
            role="group"
            aria-label={t('immersiveAudio.admin.filtersLabel')}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 1.5,
              mb: 2,
            }}
          >
            <TextField
              select
              size="small"
              label={t('immersiveAudio.admin.filters.status')}
              value={filters.status}
              onChange={(event) =>
                setFilters((current) => withFilter(current, 'status', event.target.value as AdminFilters['status']))
              }
            >
              <MenuItem value="">{t('immersiveAudio.admin.filters.all')}</MenuItem>
              {SONG_STATUS_OPTIONS.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`immersiveAudio.songStatus.${name}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('immersiveAudio.admin.filters.verification')}
              value={filters.verificationStatus}
              onChange={(event) =>
                setFilters((current) =>
                  withFilter(current, 'verificationStatus', event.target.value as AdminFilters['verificationStatus']),
                )
              }
            >
              <MenuItem value="">{t('immersiveAudio.admin.filters.all')}</MenuItem>
              {VERIFICATION_OPTIONS.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`immersiveAudio.verification.${name}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('immersiveAudio.admin.filters.format')}
              value={filters.format}
              onChange={(event) =>
                setFilters((current) => withFilter(current, 'format', event.target.value as AdminFilters['format']))
              }
            >
              <MenuItem value="">{t('immersiveAudio.admin.filters.all')}</MenuItem>
              {FORMAT_OPTIONS.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`immersiveAudio.formats.${name}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('immersiveAudio.admin.filters.sort')}
              value={filters.sort}
              onChange={(event) =>
                setFilters((current) => withFilter(current, 'sort', event.target.value as AdminFilters['sort']))
              }
            >
              {ADMIN_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`immersiveAudio.admin.sorts.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <SearchForm
            label={t('immersiveAudio.admin.searchLabel')}
            placeholder={t('immersiveAudio.admin.searchPlaceholder')}
            value={keyword}
            onChange={setKeyword}
            onSearch={(q) => setFilters((current) => withFilter(current, 'q', q))}
            maxLength={200}
            fieldSx={{ minWidth: { sm: 320 } }}
          />
        </>
      }
      list={list}
      empty={
        filtered ? (
          <EmptyState title={t('immersiveAudio.admin.noMatch')} body={t('immersiveAudio.admin.noMatchBody')} />
        ) : (
          <EmptyState title={t('immersiveAudio.admin.empty')} body={t('immersiveAudio.admin.emptyBody')} />
        )
      }
      countText={(count) => t('immersiveAudio.admin.count', { count })}
      tableLabel={t('immersiveAudio.admin.tableLabel')}
      pagingLabel={t('immersiveAudio.admin.pagination')}
      columns={columns}
      rowKey={(item) => item.id}
      onRowClick={(item) => setOpenId(item.id)}
      pageSize={ADMIN_PAGE_SIZE}
      onPage={(page) => setFilters((current) => ({ ...current, page }))}
    >
      <AdminImmersiveDialog id={openId} onClose={() => setOpenId(null)} />
    </ListSection>
  );
}
