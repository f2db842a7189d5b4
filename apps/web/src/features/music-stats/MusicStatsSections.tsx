// The statistics page's parts: the big figures, a ranking (chart and table), and the top releases with their covers.
import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { getMusicStats } from '@otodoke/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { formatCount, formatShare } from './music-stats-view.ts';

export type MusicStats = ApiResult<typeof getMusicStats>;
type RankRow = MusicStats['topStores'][number];

// The charts start loading with the page (not when first drawn), beside its figures.
const chartsModule = import('./MusicStatsCharts.tsx');
const RankChart = lazy(() => chartsModule.then((module) => ({ default: module.RankChart })));
export const MonthsChart = lazy(() => chartsModule.then((module) => ({ default: module.MonthsChart })));

export function StatsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: 22, md: 26 }, mb: lead ? 1 : 2.5 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** Four big numbers: streams, stores, countries, releases. */
export function BigFigures({ stats, note }: { stats: MusicStats; note: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const figures = [
    { key: 'streams', label: t('musicStats.figures.streams'), value: stats.totals.streams },
    { key: 'stores', label: t('musicStats.figures.stores'), value: stats.totals.stores },
    { key: 'countries', label: t('musicStats.figures.countries'), value: stats.totals.countries },
    { key: 'releases', label: t('musicStats.figures.releases'), value: stats.totals.releases },
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr repeat(3, minmax(0, 1fr))' },
          m: 0,
        }}
      >
        {figures.map((figure, index) => (
          <Paper
            key={figure.key}
            variant="outlined"
            sx={{
              p: { xs: 2, md: 3 },
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
              gridColumn: index === 0 ? { xs: '1 / -1', md: 'auto' } : undefined,
              bgcolor: index === 0 ? 'primary.main' : 'background.paper',
              color: index === 0 ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600, opacity: 0.85 }}>
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 800,
                fontSize: index === 0 ? { xs: 36, md: 44 } : { xs: 26, md: 32 },
                lineHeight: 1.2,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {formatCount(figure.value, language)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {note}
    </>
  );
}

export function ChartSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return <Skeleton variant="rounded" height={height} aria-label={t('musicStats.chart.loading')} />;
}

/** A ranking: horizontal bars beside a table with every row's streams and share. */
export function Ranking({ id, rows, caption }: { id: string; rows: readonly RankRow[]; caption: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="figure" sx={{ m: 0 }} aria-labelledby={`${id}-caption`}>
        <Typography id={`${id}-caption`} component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {caption}
        </Typography>
        <Suspense fallback={<ChartSkeleton height={32 + rows.length * 40} />}>
          <RankChart rows={rows} />
        </Suspense>
      </Box>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>{t('musicStats.table.rank')}</TableCell>
            <TableCell>{t('musicStats.table.name')}</TableCell>
            <TableCell align="right">{t('musicStats.table.streams')}</TableCell>
            <TableCell align="right" sx={{ width: 72 }}>
              {t('musicStats.table.share')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.key || 'other'}>
              <TableCell>{row.key ? index + 1 : '–'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatCount(row.streams, language)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatShare(row.share, language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The consented top releases, with their covers; an honest empty state when no artist agreed. */
export function TopReleases({ releases }: { releases: MusicStats['topReleases'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (releases.length === 0) {
    return (
      <EmptyState
        icon={<AlbumOutlinedIcon />}
        title={t('musicStats.top.emptyTitle')}
        body={t('musicStats.top.emptyBody')}
      />
    );
  }
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {releases.map((release) => (
        <Paper
          component="li"
          key={release.rank}
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5 }}
        >
          <Typography
            component="span"
            aria-label={t('musicStats.top.rank', { rank: release.rank })}
            sx={{ width: 32, flexShrink: 0, textAlign: 'center', fontWeight: 800, fontSize: 22, color: 'primary.main' }}
          >
            {release.rank}
          </Typography>
          <Box
            sx={{
              width: 72,
              height: 72,
              flexShrink: 0,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'action.hover',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {release.artworkUrl ? (
              <Box
                component="img"
                src={release.artworkUrl}
                alt=""
                loading="lazy"
                width={72}
                height={72}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : (
              <AlbumOutlinedIcon sx={{ color: 'text.disabled' }} titleAccess={t('musicStats.top.noArtwork')} />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{release.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {release.artistName}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', mt: 0.25 }}>
              {t('musicStats.top.streams', { streams: formatCount(release.streams, language) })}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
