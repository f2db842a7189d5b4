// /music-stats/:year: a year of the service's streams (big figures, months, stores, countries, genres) and the top
// releases of artists who agreed to appear; an honest empty state for a year without figures, and a page for a year
// that has none.
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getMusicStats, MUSIC_STATS_FIRST_YEAR } from '@otodoke/contract';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import useSWR from 'swr';
import { callApi } from '../../app/api-client.ts';
import type { ApiRequestError } from '../../app/api-error.ts';
import { apiKey } from '../../app/data/use-api.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import {
  BigFigures,
  ChartSkeleton,
  MonthsChart,
  type MusicStats,
  Ranking,
  StatsSection,
  TopReleases,
} from './MusicStatsSections.tsx';
import {
  busiestMonth,
  latestStatsYear,
  monthName,
  musicStatsPath,
  parseStatsYear,
  saleDay,
} from './music-stats-view.ts';

/** The year's figures in the page's language (names of countries, genres and artists depend on it). */
function useMusicStats(year: number | null) {
  const language = useLanguage();
  const args = year === null ? null : { params: { year } };
  return useSWR<MusicStats, ApiRequestError>(
    args === null ? null : [...apiKey(getMusicStats, args), language],
    () => callApi(getMusicStats, args!),
    { keepPreviousData: true },
  );
}

export function MusicStatsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const year = parseStatsYear(params.year);
  const { data, error, mutate } = useMusicStats(year);
  const shown = data && data.year === year ? data : undefined;

  const missing = year === null || error?.statusCode === 404;
  let body: ReactNode;
  if (missing) {
    body = <NoSuchYear />;
  } else if (error) {
    body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  } else if (!shown) {
    body = <PageSkeleton />;
  } else if (shown.totals.streams === 0) {
    body = (
      <EmptyState
        icon={<QueryStatsOutlinedIcon />}
        title={t('musicStats.empty.title', { year })}
        body={t('musicStats.empty.body')}
      />
    );
  } else {
    body = <YearFigures stats={shown} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Box component="header" sx={{ mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {t('musicStats.eyebrow')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 44 }, fontWeight: 800, mb: 1.5 }}>
          {missing ? t('musicStats.heading') : t('musicStats.title', { year })}
        </Typography>
        {!missing && (
          <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>{t('musicStats.lead', { year })}</Typography>
        )}
        {data && data.years.length > 1 && <YearLinks years={data.years} current={year} />}
      </Box>
      {body}
    </Container>
  );
}

function YearLinks({ years, current }: { years: MusicStats['years']; current: number | null }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('musicStats.years')} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {years.map((each) => (
          <Chip
            key={each.year}
            component={RouterLink}
            to={musicStatsPath(each.year)}
            clickable
            color={each.year === current ? 'primary' : 'default'}
            variant={each.year === current ? 'filled' : 'outlined'}
            aria-current={each.year === current ? 'page' : undefined}
            label={
              each.status === 'in_progress' ? t('musicStats.yearInProgress', { year: each.year }) : String(each.year)
            }
          />
        ))}
      </Stack>
    </Box>
  );
}

function YearFigures({ stats }: { stats: MusicStats }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const busiest = busiestMonth(stats.months);
  const date = stats.lastSaleDate ? saleDay(stats.lastSaleDate, language) : null;
  // A year that is over needs no note; one in progress says how far its reports go.
  let note = '';
  if (stats.status === 'in_progress') {
    note = date
      ? t('musicStats.inProgressNote', { year: stats.year, date })
      : t('musicStats.inProgressNoDate', { year: stats.year });
  }
  return (
    <Stack spacing={{ xs: 5, md: 7 }}>
      <StatsSection id="music-stats-figures" title={t('musicStats.figures.title', { year: stats.year })}>
        <BigFigures
          stats={stats}
          note={
            <Stack spacing={0.5} sx={{ mt: 2 }}>
              {busiest && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('musicStats.figures.busiest', { month: monthName(busiest, language) })}
                </Typography>
              )}
              {note && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {note}
                </Typography>
              )}
            </Stack>
          }
        />
      </StatsSection>

      <StatsSection id="music-stats-top" title={t('musicStats.top.title')} lead={t('musicStats.top.lead')}>
        <TopReleases releases={stats.topReleases} />
      </StatsSection>

      <StatsSection id="music-stats-months" title={t('musicStats.months.title')}>
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('musicStats.months.caption', { year: stats.year })}
          </Typography>
          <Suspense fallback={<ChartSkeleton height={280} />}>
            <MonthsChart months={stats.months} />
          </Suspense>
        </Box>
      </StatsSection>

      <StatsSection id="music-stats-stores" title={t('musicStats.stores.title')}>
        <Ranking id="music-stats-stores" rows={stats.topStores} caption={t('musicStats.stores.caption')} />
      </StatsSection>
      <StatsSection id="music-stats-countries" title={t('musicStats.countries.title')}>
        <Ranking id="music-stats-countries" rows={stats.topCountries} caption={t('musicStats.countries.caption')} />
      </StatsSection>
      <StatsSection id="music-stats-genres" title={t('musicStats.genres.title')}>
        <Ranking id="music-stats-genres" rows={stats.genres} caption={t('musicStats.genres.caption')} />
      </StatsSection>

      <About />
    </Stack>
  );
}

function About() {
  const { t } = useTranslation();
  return (
    <StatsSection id="music-stats-about" title={t('musicStats.about.title')}>
      <Stack spacing={1} sx={{ maxWidth: 820 }}>
        <Typography variant="body2">{t('musicStats.about.streams')}</Typography>
        <Typography variant="body2">{t('musicStats.about.privacy')}</Typography>
        <Typography variant="body2">{t('musicStats.about.consent')}</Typography>
      </Stack>
    </StatsSection>
  );
}

function NoSuchYear() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<QueryStatsOutlinedIcon />}
      title={t('musicStats.notFound.title')}
      body={t('musicStats.notFound.body', { first: MUSIC_STATS_FIRST_YEAR })}
      action={
        <Button component={RouterLink} to={musicStatsPath(latestStatsYear())} variant="contained">
          {t('musicStats.notFound.latest')}
        </Button>
      }
    />
  );
}

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={280} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}
