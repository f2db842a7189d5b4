import MicExternalOnOutlinedIcon from '@mui/icons-material/MicExternalOnOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listCommonArtists } from '@otodoke/contract';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { ArtistArtwork } from './ArtistArtwork.tsx';
import { publicArtistPath } from './artist-paths.ts';
import {
  ARTIST_DIRECTORY_PAGE_SIZE,
  ARTIST_KEYWORD_MAX,
  type ArtistDirectorySearch,
  pageCount,
  readArtistDirectorySearch,
  writeArtistDirectorySearch,
} from './artist-search.ts';
import type { DirectoryArtist } from './artist-types.ts';
import { useKeywordInAddress } from './use-keyword-in-address.ts';

const GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
};

/** Placeholders while the first page loads. */
const SKELETON_TILES = Array.from({ length: 12 }, (_, index) => `tile-${index}`);

/** /artists: the public directory of artists whose accounts show them (GET /api/v2/common-artists), searchable. */
export function ArtistDirectory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readArtistDirectorySearch(params);
  const go = useCallback(
    (next: ArtistDirectorySearch, replace = false) =>
      setParams((current) => writeArtistDirectorySearch(current, next), { replace, preventScrollReset: replace }),
    [setParams],
  );
  const keyword = useKeywordInAddress(search.q, (q) => go({ q, page: 1 }, true));
  const { data, error, mutate, isValidating } = useApi(
    listCommonArtists,
    { query: { ...(search.q ? { q: search.q } : {}), page: search.page, limit: ARTIST_DIRECTORY_PAGE_SIZE } },
    { keepPreviousData: true },
  );
  const lastPage = data ? pageCount(data.total, ARTIST_DIRECTORY_PAGE_SIZE) : 1;
  const isPastEnd = data !== undefined && data.items.length === 0 && data.total > 0 && search.page > lastPage;
  useEffect(() => {
    if (isPastEnd) go({ ...search, page: lastPage }, true);
  }, [isPastEnd, lastPage, go, search]);

  return (
    <>
      <Box
        component="section"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderBottom: 1,
          borderColor: 'divider',
          background:
            'radial-gradient(1200px 400px at 15% -20%, rgba(123, 99, 224, 0.45), transparent 60%), radial-gradient(900px 380px at 95% 0%, rgba(255, 107, 87, 0.28), transparent 60%)',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {t('artists.public.directoryEyebrow')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: 36, md: 54 }, mb: 1.5 }}>
            {t('artists.public.directoryTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 560, mb: { xs: 3, md: 4 } }}>
            {t('artists.public.directoryLead')}
          </Typography>
          <Box component="form" role="search" onSubmit={keyword.onSubmit} sx={{ maxWidth: 560 }}>
            <TextField
              type="search"
              placeholder={t('artists.public.searchPlaceholder')}
              value={keyword.value}
              onChange={(event) => keyword.setValue(event.target.value)}
              slotProps={{
                htmlInput: { maxLength: ARTIST_KEYWORD_MAX, 'aria-label': t('artists.public.searchLabel') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                  sx: { bgcolor: 'background.paper', borderRadius: 999 },
                },
              }}
              sx={{ '& .MuiOutlinedInput-notchedOutline': { borderRadius: 999 } }}
            />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {error ? (
          <LoadError message={error.message} onRetry={() => void mutate()} />
        ) : !data ? (
          <Box
            aria-busy="true"
            aria-label={t('common.loading')}
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: GRID_COLUMNS }}
          >
            {SKELETON_TILES.map((key) => (
              <Box key={key}>
                <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 4 }} />
                <Skeleton variant="text" width="70%" sx={{ mt: 1 }} />
              </Box>
            ))}
          </Box>
        ) : data.items.length === 0 ? (
          search.q ? (
            <EmptyState
              icon={<SearchOffOutlinedIcon />}
              title={t('artists.public.noResultsTitle', { q: search.q })}
              body={t('artists.public.noResultsBody')}
              action={
                <Button variant="outlined" onClick={() => go({ q: '', page: 1 })}>
                  {t('artists.public.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<MicExternalOnOutlinedIcon />}
              title={t('artists.public.emptyTitle')}
              body={t('artists.public.emptyBody')}
            />
          )
        ) : (
          <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 2 }}>
              {t('artists.public.total', { count: data.total })}
            </Typography>
            <Box
              component="ul"
              aria-label={t('artists.public.gridLabel')}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: { xs: 2, md: 3 },
                gridTemplateColumns: GRID_COLUMNS,
              }}
            >
              {data.items.map((artist) => (
                <Box component="li" key={artist.id} sx={{ minWidth: 0 }}>
                  <ArtistTile artist={artist} />
                </Box>
              ))}
            </Box>
            <PageNumbers
              page={search.page}
              count={pageCount(data.total, ARTIST_DIRECTORY_PAGE_SIZE)}
              onChange={(page) => go({ ...search, page })}
              label={t('artists.public.pagination')}
              sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
            />
          </Box>
        )}
      </Container>
    </>
  );
}

/** A square image (or initials) and the name under it; the whole tile is the link. */
function ArtistTile({ artist }: { artist: DirectoryArtist }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={publicArtistPath(artist.id)}
      sx={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 4,
        '&:hover .artist-tile-image, &:focus-visible .artist-tile-image': { transform: 'scale(1.03)' },
        '&:hover .artist-tile-name': { textDecoration: 'underline' },
      }}
    >
      <Box sx={{ borderRadius: 4, overflow: 'hidden', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.35)' }}>
        <ArtistArtwork
          className="artist-tile-image"
          name={artist.name}
          imageUrl={artist.imageUrl}
          sx={{ transition: 'transform 200ms ease' }}
        />
      </Box>
      <Typography
        className="artist-tile-name"
        sx={{ fontWeight: 700, mt: 1.25, overflowWrap: 'anywhere', lineHeight: 1.5 }}
      >
        {artist.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`artists.types.${artist.artistType}`)}
      </Typography>
    </Box>
  );
}
