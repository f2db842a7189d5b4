// The console's content tool (/admin?section=content): every entry by kind and status, searched by title, sorted and
// paged, each opening the editor; "new" per kind. Its filters live in the address, so coming back keeps them.
import AddIcon from '@mui/icons-material/Add';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTENT_ENTRY_SORTS, CONTENT_KINDS, CONTENT_STATUSES, listContentEntries } from '@otodoke/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import type { DataColumn } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListSection } from '../../ui/ListSection.tsx';
import { entryPath, newEntryPath } from './content-paths.ts';
import { type ListFilters, listQueryOf, listSearchParams, readListFilters } from './list-filters.ts';
import { StatusChip } from './StatusChip.tsx';

type Row = ApiResult<typeof listContentEntries>['items'][number];
const PAGE_SIZE = 20;

export function ContentListSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const [typed, setTyped] = useState(filters.q);
  const list = useApi(listContentEntries, { query: listQueryOf(filters, PAGE_SIZE) }, { keepPreviousData: true });
  const update = (change: Partial<ListFilters>) =>
    setParams((current) => listSearchParams(current, { ...filters, page: 1, ...change }), { replace: true });

  const columns: Array<DataColumn<Row>> = [
    {
      key: 'title',
      header: t('contentAdmin.list.columns.title'),
      isPrimary: true,
      minWidth: 240,
      render: (row) => {
        // The operator's language first; the other under it, or a note that it is not written.
        const [first, second] = language === 'en' ? (['en', 'ja'] as const) : (['ja', 'en'] as const);
        const primary = row.titles[first] ?? row.titles[second];
        const secondary = row.titles[first] ? row.titles[second] : null;
        return (
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={entryPath(row.id)}
              lang={row.titles[first] ? first : second}
              sx={{ fontWeight: 700 }}
            >
              {primary ?? t('contentAdmin.list.untitled')}
            </Link>
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
              {secondary ? (
                <span lang={second}>{secondary}</span>
              ) : (
                t(row.titles.ja ? 'contentAdmin.list.onlyJa' : 'contentAdmin.list.onlyEn')
              )}
            </Box>
          </Box>
        );
      },
    },
    {
      key: 'kind',
      header: t('contentAdmin.list.columns.kind'),
      nowrap: true,
      render: (row) => t(`contentAdmin.kinds.${row.kind}`),
    },
    {
      key: 'status',
      header: t('contentAdmin.list.columns.status'),
      render: (row) => <StatusChip status={row.status} publishAt={row.publishAt} />,
    },
    {
      key: 'updated',
      header: t('contentAdmin.list.columns.updated'),
      nowrap: true,
      render: (row) => (
        <Box>
          <Box>{format.dateTime(row.updatedAt)}</Box>
          {row.updatedByName && (
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
              {t('contentAdmin.list.by', { name: row.updatedByName })}
            </Box>
          )}
        </Box>
      ),
    },
  ];

  const filtered = filters.kind !== null || filters.status !== null || filters.q !== '';
  return (
    <ListSection
      title={t('contentAdmin.list.title')}
      description={t('contentAdmin.list.lead')}
      action={<NewEntryButton kind={filters.kind} />}
      toolbar={
        <Stack
          component="form"
          role="search"
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: typed.trim() });
          }}
          sx={{ mb: 2.5, alignItems: { md: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('contentAdmin.list.kind')}
            value={filters.kind ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => update({ kind: (event.target.value || null) as ListFilters['kind'] })}
            sx={{ minWidth: { md: 180 } }}
          >
            <MenuItem value="">{t('contentAdmin.list.allKinds')}</MenuItem>
            {CONTENT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`contentAdmin.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('contentAdmin.list.status')}
            value={filters.status ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => update({ status: (event.target.value || null) as ListFilters['status'] })}
            sx={{ minWidth: { md: 150 } }}
          >
            <MenuItem value="">{t('contentAdmin.list.allStatuses')}</MenuItem>
            {CONTENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`contentAdmin.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('contentAdmin.list.sort')}
            value={filters.sort}
            onChange={(event) => update({ sort: event.target.value as ListFilters['sort'] })}
            sx={{ minWidth: { md: 170 } }}
          >
            {CONTENT_ENTRY_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`contentAdmin.list.sorts.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="search"
            size="small"
            label={t('contentAdmin.list.search')}
            placeholder={t('contentAdmin.list.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1, minWidth: { md: 180 } }}
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
            {t('common.search')}
          </Button>
        </Stack>
      }
      list={list}
      empty={
        <EmptyState
          icon={<NoteAddOutlinedIcon />}
          title={t(filtered ? 'contentAdmin.list.emptyFiltered' : 'contentAdmin.list.empty')}
          body={t(filtered ? 'contentAdmin.list.emptyFilteredBody' : 'contentAdmin.list.emptyBody')}
          action={
            filtered ? (
              <Button
                onClick={() => {
                  setTyped('');
                  update({ kind: null, status: null, q: '' });
                }}
              >
                {t('contentAdmin.list.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      }
      countText={(total) => t('contentAdmin.list.count', { count: total })}
      tableLabel={t('contentAdmin.list.tableLabel')}
      pagingLabel={t('contentAdmin.list.pagination')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => void navigate(entryPath(row.id))}
      pageSize={PAGE_SIZE}
      onPage={(page) => setParams((current) => listSearchParams(current, { ...filters, page }))}
    />
  );
}

/** "New": one kind when the list shows one, else a menu of the kinds. */
function NewEntryButton({ kind }: { kind: ListFilters['kind'] }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (kind) {
    return (
      <Button component={RouterLink} to={newEntryPath(kind)} variant="contained" startIcon={<AddIcon />}>
        {t('contentAdmin.list.newOf', { kind: t(`contentAdmin.kinds.${kind}`) })}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('contentAdmin.list.new')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONTENT_KINDS.map((each) => (
          <MenuItem key={each} component={RouterLink} to={newEntryPath(each)} onClick={() => setAnchor(null)}>
            {t(`contentAdmin.kinds.${each}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
