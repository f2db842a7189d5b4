import AddIcon from '@mui/icons-material/Add';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MicExternalOnOutlinedIcon from '@mui/icons-material/MicExternalOnOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getMyArtist, getVariousArtists, listMyArtists } from '@otodoke/contract';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { useSession } from '../../app/session/use-session.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { ArtistAvatar } from './ArtistAvatar.tsx';
import { ArtistRowActions } from './ArtistRowActions.tsx';
import { NEW_ARTIST_PATH } from './artist-paths.ts';
import { canEditArtists } from './artist-permission.ts';
import {
  ARTIST_KEYWORD_MAX,
  ARTIST_LIST_PAGE_SIZE,
  ARTIST_SORT_CHOICES,
  type ArtistListSearch,
  artistListQuery,
  pageCount,
  parseSortChoice,
  readArtistListSearch,
  sortChoiceValue,
  writeArtistListSearch,
} from './artist-search.ts';
import type { MyArtist } from './artist-types.ts';
import { useArtistActions } from './use-artist-actions.ts';
import { useKeywordInAddress } from './use-keyword-in-address.ts';
import { VariousArtistsPanel } from './VariousArtistsPanel.tsx';
import { variousArtistsMatches } from './various-artists.ts';

/**
 * /dashboard/artists: the account's artists, searchable, sortable and paged (state in the address). Various Artists
 * is pinned above the others on the first page as a fixed row; members without edit permission see no actions.
 */
export function ArtistList() {
  const { t } = useTranslation();
  const format = useFormat();
  const { session, mutate: mutateSession } = useSession();
  const canEdit = canEditArtists(session?.individual);
  const [params, setParams] = useSearchParams();
  const search = readArtistListSearch(params);
  const go = useCallback(
    (next: ArtistListSearch, replace = false) =>
      setParams((current) => writeArtistListSearch(current, next), { replace }),
    [setParams],
  );
  const keyword = useKeywordInAddress(search.q, (q) => go({ ...search, q, page: 1 }, true));

  const list = useApi(listMyArtists, { query: artistListQuery(search) }, { keepPreviousData: true });
  const various = useApi(getVariousArtists, {});
  const variousId = various.data?.artistId ?? null;
  const showVarious =
    variousId !== null &&
    search.page === 1 &&
    various.data !== undefined &&
    variousArtistsMatches(various.data, search.q);
  const pinned = useApi(getMyArtist, showVarious && variousId !== null ? { params: { id: variousId } } : null);

  const refresh = useCallback(async () => {
    await Promise.all([list.mutate(), various.mutate(), pinned.mutate()]);
    // The session carries the account's artists (myArtistList), which other screens read.
    void mutateSession();
  }, [list, various, pinned, mutateSession]);
  const actions = useArtistActions(refresh);

  const data = list.data;
  // A page past the end (the last artist of the last page was deleted, or an old link): go to the last page.
  const lastPage = data ? pageCount(data.total, ARTIST_LIST_PAGE_SIZE) : 1;
  const isPastEnd = data !== undefined && data.items.length === 0 && data.total > 0 && search.page > lastPage;
  useEffect(() => {
    if (isPastEnd) go({ ...search, page: lastPage }, true);
  }, [isPastEnd, lastPage, go, search]);
  const rows: MyArtist[] = [
    ...(showVarious && pinned.data ? [pinned.data] : []),
    ...(data?.items.filter((artist) => !artist.isVariousArtists) ?? []),
  ];
  const isFiltered = search.q !== '';

  const columns: Array<DataColumn<MyArtist>> = [
    {
      key: 'artist',
      header: t('artists.columns.artist'),
      isPrimary: true,
      minWidth: 240,
      render: (artist) => <ArtistNameCell artist={artist} />,
    },
    {
      key: 'type',
      header: t('artists.columns.type'),
      nowrap: true,
      render: (artist) => (
        <Chip
          size="small"
          variant="outlined"
          icon={artist.artistType === 'group' ? <GroupsOutlinedIcon /> : <PersonOutlineIcon />}
          label={t(`artists.types.${artist.artistType}`)}
        />
      ),
    },
    {
      key: 'releases',
      header: t('artists.columns.releases'),
      align: 'right',
      nowrap: true,
      render: (artist) => format.number(artist.releaseCount),
    },
    {
      key: 'updatedAt',
      header: t('artists.columns.updatedAt'),
      nowrap: true,
      render: (artist) => format.date(artist.updatedAt),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (artist) =>
        artist.isVariousArtists ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <LockOutlinedIcon fontSize="small" aria-hidden="true" />
            <Typography variant="caption" sx={{ maxWidth: 240, textAlign: 'left' }}>
              {t('artists.various.fixedNote')}
            </Typography>
          </Stack>
        ) : (
          <ArtistRowActions
            artist={artist}
            onArchive={() => void actions.archive(artist)}
            onRestore={() => void actions.restore(artist)}
            onDelete={() => void actions.remove(artist)}
          />
        ),
    });
  }

  const registerButton = canEdit && (
    <Button component={RouterLink} to={NEW_ARTIST_PATH} variant="contained" startIcon={<AddIcon />}>
      {t('artists.register')}
    </Button>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          columnGap: 2,
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
        }}
      >
        <PageHeading title={t('artists.title')} lead={t('artists.lead')} />
        {registerButton && <Box sx={{ flexShrink: 0, mt: { sm: 0.5 }, mb: { xs: 2.5, sm: 0 } }}>{registerButton}</Box>}
      </Box>
      <Stack spacing={2.5}>
        {!canEdit && session?.individual && <Alert severity="info">{t('artists.readOnlyNotice')}</Alert>}
        {canEdit && various.data && variousId === null && (
          <VariousArtistsPanel names={various.data} onCreated={refresh} />
        )}
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
            <Box
              component="form"
              role="search"
              onSubmit={keyword.onSubmit}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 220px auto' },
                alignItems: 'center',
                mb: 2.5,
              }}
            >
              <SearchField
                label={t('artists.searchLabel')}
                placeholder={t('artists.searchPlaceholder')}
                value={keyword.value}
                onChange={keyword.setValue}
                maxLength={ARTIST_KEYWORD_MAX}
              />
              <TextField
                select
                size="small"
                label={t('artists.sortLabel')}
                value={sortChoiceValue(search)}
                onChange={(event) => {
                  const choice = parseSortChoice(event.target.value);
                  if (choice) go({ ...search, ...choice, page: 1 });
                }}
              >
                {ARTIST_SORT_CHOICES.map((choice) => (
                  <MenuItem key={sortChoiceValue(choice)} value={sortChoiceValue(choice)}>
                    {t(`artists.sort.${choice.sortKey}_${choice.sortOrder}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch
                    checked={search.includeArchived}
                    onChange={(event) => go({ ...search, includeArchived: event.target.checked, page: 1 })}
                  />
                }
                label={t('artists.showArchived')}
                sx={{ mr: 0, whiteSpace: 'nowrap' }}
              />
            </Box>
            {list.error ? (
              <LoadError message={list.error.message} onRetry={() => void list.mutate()} />
            ) : !data ? (
              <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={56} />
              </Stack>
            ) : rows.length === 0 ? (
              isFiltered || search.includeArchived ? (
                <EmptyState
                  icon={<SearchOffOutlinedIcon />}
                  title={t('artists.noResultsTitle')}
                  body={t('artists.noResultsBody')}
                  action={
                    <Button
                      variant="outlined"
                      onClick={() => go({ ...search, q: '', includeArchived: false, page: 1 })}
                    >
                      {t('artists.clearSearch')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={<MicExternalOnOutlinedIcon />}
                  title={t('artists.emptyTitle')}
                  body={canEdit ? t('artists.emptyBody') : t('artists.emptyReadOnlyBody')}
                  action={registerButton}
                />
              )
            ) : (
              <Box
                aria-busy={list.isValidating}
                sx={{ opacity: list.isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}
              >
                <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
                  {t('artists.total', { count: data.total })}
                </Typography>
                <DataTable label={t('artists.tableLabel')} columns={columns} rows={rows} rowKey={(a) => a.id} />
                <PageNumbers
                  page={search.page}
                  count={pageCount(data.total, ARTIST_LIST_PAGE_SIZE)}
                  onChange={(page) => go({ ...search, page })}
                  label={t('artists.pagination')}
                />
              </Box>
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

/** Image or initials, the Japanese name, the other names under it, and what sets the artist apart. */
function ArtistNameCell({ artist }: { artist: MyArtist }) {
  const { t } = useTranslation();
  const secondary = [artist.nameEn, artist.nameKana].filter((name) => name && name !== artist.nameJa).join(' / ');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <ArtistAvatar
        name={artist.nameEn || artist.nameJa}
        imageUrl={artist.imageUrl}
        sx={artist.archivedAt !== null ? { filter: 'grayscale(1)', opacity: 0.6 } : undefined}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere', display: 'block' }}>
          {artist.nameJa}
        </Typography>
        {secondary && (
          <Typography
            variant="body2"
            component="span"
            sx={{ color: 'text.secondary', fontWeight: 400, overflowWrap: 'anywhere', display: 'block' }}
          >
            {secondary}
          </Typography>
        )}
        {(artist.isVariousArtists ||
          artist.archivedAt !== null ||
          artist.baseType === 'vocaloid' ||
          artist.showOnArtistPage) && (
          <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            {artist.isVariousArtists && (
              <Chip size="small" icon={<LockOutlinedIcon />} label={t('artists.chips.fixed')} />
            )}
            {artist.archivedAt !== null && (
              <Chip size="small" color="warning" variant="outlined" label={t('artists.chips.archived')} />
            )}
            {artist.baseType === 'vocaloid' && (
              <Chip size="small" color="secondary" variant="outlined" label={t('artists.chips.vocaloid')} />
            )}
            {artist.showOnArtistPage && artist.archivedAt === null && (
              <Chip size="small" color="success" variant="outlined" label={t('artists.chips.public')} />
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
