// One list of /tcj_playlists: its cover mosaic, title, description, store links and releases on sale; a chart shows
// each release's rank large (the top three in the accent colour), a playlist a quiet running number.
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { listPlaylists } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { mosaicOf, rankTier, storeLinksOf } from './playlist-view.ts';

export type Playlist = ApiResult<typeof listPlaylists>['items'][number];
type Release = Playlist['releases'][number];

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
    const Icon = playlist.category === 'chart' ? LeaderboardOutlinedIcon : LibraryMusicOutlinedIcon;
    return (
      <Box
        role="img"
        aria-label={t('playlists.page.noCover')}
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'primary.contrastText' }}
      >
        <Icon sx={{ fontSize: 64, opacity: 0.8 }} />
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

/** A release's number: a chart's rank, large (the top three in the accent colour), or a playlist's running number. */
function Rank({ rank, chart }: { rank: number; chart: boolean }) {
  const { t } = useTranslation();
  if (!chart) {
    return (
      <Typography
        component="span"
        sx={{ width: 24, flex: 'none', textAlign: 'right', color: 'text.secondary', fontSize: 14 }}
      >
        {rank}
      </Typography>
    );
  }
  const top = rankTier(rank) === 'top';
  return (
    <Typography
      component="span"
      sx={{
        width: { xs: 36, md: 44 },
        flex: 'none',
        textAlign: 'center',
        fontWeight: 800,
        fontSize: top ? { xs: 26, md: 30 } : { xs: 19, md: 21 },
        lineHeight: 1,
        fontVariantNumeric: 'tabular-nums',
        // Large bold text: the darker coral keeps 3:1 on the light paper.
        color: top
          ? (theme) => theme.palette.secondary[theme.palette.mode === 'light' ? 'dark' : 'main']
          : 'text.primary',
      }}
    >
      <span aria-hidden="true">{rank}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('playlists.page.rank', { rank })}
      </Box>
    </Typography>
  );
}

function ReleaseRow({ release, rank, chart }: { release: Release; rank: number; chart: boolean }) {
  const size = chart ? 48 : 40;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Rank rank={rank} chart={chart} />
      {release.artworkUrl ? (
        <Box
          component="img"
          src={release.artworkUrl}
          alt=""
          loading="lazy"
          sx={{ width: size, height: size, borderRadius: 1, objectFit: 'cover', flex: 'none' }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{ width: size, height: size, borderRadius: 1, flex: 'none', bgcolor: 'action.selected' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>{release.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {release.artist}
        </Typography>
      </Box>
    </Box>
  );
}

/** `heading`: the title's level (h3 under a section's own heading). */
export function PlaylistCard({ playlist, heading }: { playlist: Playlist; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const links = storeLinksOf(playlist);
  const headingId = `playlist-${playlist.id}-title`;
  const chart = playlist.category === 'chart';
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
        {chart && (
          <Chip
            size="small"
            color="secondary"
            icon={<LeaderboardOutlinedIcon />}
            label={t('playlists.page.chartBadge')}
            sx={{ mb: 1, fontWeight: 700 }}
          />
        )}
        <Typography id={headingId} variant="h4" component={heading} sx={{ fontSize: { xs: 22, md: 26 }, mb: 0.5 }}>
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
          aria-label={t(chart ? 'playlists.page.rankingLabel' : 'playlists.page.tracksLabel', {
            title: playlist.title,
          })}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: chart ? 1.25 : 1 }}
        >
          {playlist.releases.map((release, index) => (
            <ReleaseRow key={release.id} release={release} rank={index + 1} chart={chart} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
