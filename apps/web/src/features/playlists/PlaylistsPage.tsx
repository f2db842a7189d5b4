// /tcj_playlists: the service's curated playlists (GET /api/v2/playlists), each a card with its cover mosaic, its
// releases on sale and links to the playlist on the stores; paged in the address (?page=).
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { listPlaylists } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { pageCount } from '../../ui/ListSection.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { readPageParam } from '../../ui/page-param.ts';
import { mosaicOf, PLAYLISTS_PAGE_SIZE, storeLinksOf } from './playlist-view.ts';

type Playlist = ApiResult<typeof listPlaylists>['items'][number];

export function PlaylistsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const { data, error, mutate } = useApi(
    listPlaylists,
    { query: { page, limit: PLAYLISTS_PAGE_SIZE } },
    { keepPreviousData: true },
  );

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data)
    body = (
      <Box aria-busy="true" aria-label={t('common.loading')} sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={<LibraryMusicOutlinedIcon />}
        title={t('playlists.page.emptyTitle')}
        body={t('playlists.page.emptyBody')}
      />
    );
  else
    body = (
      <>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('playlists.page.total', { count: data.total })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('playlists.page.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 } }}
        >
          {data.items.map((playlist) => (
            <Box component="li" key={playlist.id} sx={{ minWidth: 0 }}>
              <PlaylistCard playlist={playlist} />
            </Box>
          ))}
        </Box>
        <PageNumbers
          page={page}
          count={pageCount(data.total, PLAYLISTS_PAGE_SIZE)}
          onChange={(next) =>
            setParams((current) => {
              const copy = new URLSearchParams(current);
              if (next === 1) copy.delete('page');
              else copy.set('page', String(next));
              return copy;
            })
          }
          label={t('playlists.page.pagination')}
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
        />
      </>
    );

  return (
    <>
      <Box
        component="section"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          background: 'linear-gradient(135deg, #2A1F6F 0%, #4B3AB0 55%, #FF6B57 140%)',
          color: '#FFFFFF',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography variant="overline" component="p" sx={{ letterSpacing: 3, opacity: 0.85 }}>
            {t('playlists.page.eyebrow')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 50 }, mb: 1.5, fontWeight: 800 }}>
            {t('playlists.page.title')}
          </Typography>
          <Typography sx={{ maxWidth: 620, opacity: 0.92 }}>{t('playlists.page.lead')}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {body}
        <Box sx={{ mt: { xs: 5, md: 7 }, p: { xs: 3, md: 4 }, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
            {t('playlists.page.ctaTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('playlists.page.ctaBody')}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {t('playlists.page.ctaButton')}
          </Button>
        </Box>
      </Container>
    </>
  );
}

/** The playlist's cover: its own mosaic of release artworks, or an icon when none has artwork. */
function Cover({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const mosaic = mosaicOf(playlist.releases);
  const frame = {
    aspectRatio: '1',
    width: '100%',
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: 'primary.main',
    boxShadow: '0 10px 28px rgba(27, 24, 48, 0.25)',
  } as const;
  if (mosaic.kind === 'none') {
    return (
      <Box
        role="img"
        aria-label={t('playlists.page.noCover')}
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'primary.contrastText' }}
      >
        <LibraryMusicOutlinedIcon sx={{ fontSize: 64, opacity: 0.8 }} />
      </Box>
    );
  }
  return (
    <Box
      role="img"
      aria-label={t('playlists.page.coverLabel', { title: playlist.title })}
      sx={{ ...frame, display: 'grid', gridTemplateColumns: mosaic.kind === 'grid' ? '1fr 1fr' : '1fr' }}
    >
      {mosaic.urls.map((url) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ))}
    </Box>
  );
}

function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const links = storeLinksOf(playlist);
  const headingId = `playlist-${playlist.id}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr', md: '260px 1fr' },
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ maxWidth: { xs: 280, sm: 'none' }, width: '100%', mx: { xs: 'auto', sm: 0 } }}>
        <Cover playlist={playlist} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="h4" component="h2" sx={{ fontSize: { xs: 22, md: 26 }, mb: 0.5 }}>
          {playlist.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('playlists.page.trackCount', { count: playlist.releases.length })}
        </Typography>
        {playlist.description && (
          <Typography sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {playlist.description}
          </Typography>
        )}
        {links.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {links.map((link) => (
              <Button
                key={link.store}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                variant={link.store === 'spotify' ? 'contained' : 'outlined'}
                size="small"
                endIcon={<OpenInNewIcon fontSize="small" />}
                aria-label={t('playlists.page.listenOnLabel', {
                  title: playlist.title,
                  store: t(`playlists.stores.${link.store}`),
                })}
              >
                {t('playlists.page.listenOn', { store: t(`playlists.stores.${link.store}`) })}
              </Button>
            ))}
          </Box>
        )}
        <Box
          component="ol"
          aria-label={t('playlists.page.tracksLabel', { title: playlist.title })}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {playlist.releases.map((release, index) => (
            <Box component="li" key={release.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
              <Typography
                component="span"
                sx={{ width: 24, flex: 'none', textAlign: 'right', color: 'text.secondary', fontSize: 14 }}
              >
                {index + 1}
              </Typography>
              {release.artworkUrl ? (
                <Box
                  component="img"
                  src={release.artworkUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: 40, height: 40, borderRadius: 1, objectFit: 'cover', flex: 'none' }}
                />
              ) : (
                <Box
                  aria-hidden="true"
                  sx={{ width: 40, height: 40, borderRadius: 1, flex: 'none', bgcolor: 'action.selected' }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
                  {release.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {release.artist}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
