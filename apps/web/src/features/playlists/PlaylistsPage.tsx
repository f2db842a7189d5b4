// /tcj_playlists: the service's curated lists (GET /api/v2/playlists), in two sections when both exist — the charts
// (releases ranked), then the playlists — each a list of cards paged in the address on its own (?chart_page=, ?page=).
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
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
import { PlaylistCard } from './PlaylistCard.tsx';
import {
  PLAYLIST_SECTIONS,
  PLAYLISTS_PAGE_SIZE,
  type PlaylistSection,
  sectionPage,
  sectionQuery,
  shownSections,
  withSectionPage,
} from './playlist-view.ts';

type PlaylistPage = ApiResult<typeof listPlaylists>;

const [CHARTS, PLAYLISTS] = PLAYLIST_SECTIONS;

export function PlaylistsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // One read per section, with the queries page-reads.ts prefetches (the same SWR keys).
  const charts = useApi(listPlaylists, { query: sectionQuery(params, CHARTS) }, { keepPreviousData: true });
  const playlists = useApi(listPlaylists, { query: sectionQuery(params, PLAYLISTS) }, { keepPreviousData: true });

  let body: ReactNode;
  const error = charts.error ?? playlists.error;
  if (error)
    body = (
      <LoadError
        message={error.message}
        onRetry={() => {
          void charts.mutate();
          void playlists.mutate();
        }}
      />
    );
  else if (!charts.data || !playlists.data)
    body = (
      <Box aria-busy="true" aria-label={t('common.loading')} sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  else {
    const { sections, headed } = shownSections([
      { section: CHARTS, data: charts.data },
      { section: PLAYLISTS, data: playlists.data },
    ]);
    body =
      sections.length === 0 ? (
        <EmptyState
          icon={<LibraryMusicOutlinedIcon />}
          title={t('playlists.page.emptyTitle')}
          body={t('playlists.page.emptyBody')}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 } }}>
          {sections.map(({ section, data }) => (
            <SectionOfLists key={section.category} section={section} data={data} headed={headed} />
          ))}
        </Box>
      );
  }

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

/** One category's lists: its heading (when the page has both), count, cards and page numbers. */
function SectionOfLists({ section, data, headed }: { section: PlaylistSection; data: PlaylistPage; headed: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key = section.category;
  const headingId = `playlists-${key}-heading`;
  return (
    <Box component="section" aria-labelledby={headed ? headingId : undefined}>
      {headed && (
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: 26, md: 32 }, mb: 0.5 }}>
          {t(`playlists.page.sections.${key}`)}
        </Typography>
      )}
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {t(`playlists.page.total.${key}`, { count: data.total })}
      </Typography>
      <Box
        component="ul"
        aria-label={t(`playlists.page.listLabel.${key}`)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 } }}
      >
        {data.items.map((playlist) => (
          <Box component="li" key={playlist.id} sx={{ minWidth: 0 }}>
            <PlaylistCard playlist={playlist} heading={headed ? 'h3' : 'h2'} />
          </Box>
        ))}
      </Box>
      <PageNumbers
        page={sectionPage(params, section)}
        count={pageCount(data.total, PLAYLISTS_PAGE_SIZE)}
        onChange={(next) => setParams((current) => withSectionPage(current, section, next))}
        label={t(`playlists.page.pagination.${key}`)}
        sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
      />
    </Box>
  );
}
