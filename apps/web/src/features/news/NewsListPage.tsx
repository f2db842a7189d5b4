// /feed/news: the published news, newest first, paged (?page=), with the feeds to follow and an empty state.
import NewspaperIcon from '@mui/icons-material/NewspaperOutlined';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listNews } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useFormat } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { useLanguageApi } from '../artist-guide/index.ts';
import { feedPaths, NEWS_PAGE_SIZE, newsListPath, newsPageCount, newsPath, readNewsPage } from './news-paths.ts';
import { NewsColumn, NewsHeader } from './news-ui.tsx';

export function NewsListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = readNewsPage(params);
  const { data, error, mutate } = useLanguageApi(listNews, { query: { page, limit: NEWS_PAGE_SIZE } });
  const feeds = feedPaths(language);

  return (
    <>
      <NewsHeader eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', fontSize: 14 }}>
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <RssFeedIcon aria-hidden="true" sx={{ fontSize: 18, color: '#C2570C' }} />
            {t('news.feeds')}
          </Box>
          {/* Plain links: the feeds are documents of the server, not pages of the app. */}
          <Link href={feeds.rss} type="application/rss+xml">
            {t('news.rss')}
          </Link>
          <Link href={feeds.atom} type="application/atom+xml">
            {t('news.atom')}
          </Link>
        </Stack>
      </NewsHeader>
      <NewsColumn>
        {error ? (
          <LoadError message={error.message} onRetry={() => void mutate()} />
        ) : !data ? (
          <ListSkeleton />
        ) : data.items.length === 0 ? (
          page > 1 ? (
            <EmptyState
              icon={<NewspaperIcon />}
              title={t('news.pageEmptyTitle')}
              action={
                <Button component={RouterLink} to={newsListPath()} variant="outlined">
                  {t('news.firstPage')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<NewspaperIcon />}
              title={t('news.emptyTitle')}
              body={t('news.emptyBody')}
              action={
                <Button component={RouterLink} to="/guide" variant="outlined">
                  {t('news.emptyAction')}
                </Button>
              }
            />
          )
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 2 }}>
              {t('news.total', { count: data.total })}
            </Typography>
            <NewsList items={data.items} />
            <PageNumbers
              page={page}
              count={newsPageCount(data.total)}
              onChange={(next) => navigate(newsListPath(next))}
              label={t('news.pages')}
              sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
            />
          </>
        )}
      </NewsColumn>
    </>
  );
}

interface NewsListItem {
  id: number;
  title: string;
  summary: string;
  language: string;
  isFallback: boolean;
  publishedAt: string;
}

function NewsList({ items }: { items: readonly NewsListItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box
      component="ul"
      aria-label={t('news.list')}
      sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
    >
      {items.map((item) => {
        const lang = item.isFallback ? item.language : undefined;
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              position: 'relative',
              py: { xs: 2.5, sm: 3 },
              px: { xs: 0.5, sm: 1 },
              borderBottom: 1,
              borderColor: 'divider',
              '&:hover h2 a, &:focus-within h2 a': { color: 'primary.main' },
            }}
          >
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
              <Typography component="time" dateTime={item.publishedAt} sx={{ color: 'text.secondary', fontSize: 14 }}>
                {format.date(item.publishedAt)}
              </Typography>
              {item.isFallback && (
                <Box
                  component="span"
                  sx={{
                    fontSize: 12,
                    px: 1,
                    py: 0.25,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    color: 'text.secondary',
                  }}
                >
                  {t(`news.otherLanguage.${item.language === 'en' ? 'en' : 'ja'}`)}
                </Box>
              )}
            </Stack>
            <Typography variant="h2" lang={lang} sx={{ fontSize: { xs: 18, sm: 20 }, lineHeight: 1.5, mb: 0.5 }}>
              {/* The title's link covers the whole row (its ::after), so the row is one tab stop. */}
              <Link
                component={RouterLink}
                to={newsPath(item.id)}
                underline="hover"
                sx={{
                  color: 'text.primary',
                  overflowWrap: 'anywhere',
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                {item.title}
              </Link>
            </Typography>
            {item.summary && (
              <Typography lang={lang} sx={{ color: 'text.secondary', fontSize: 15, overflowWrap: 'anywhere' }}>
                {item.summary}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('common.loading')}>
      {SKELETON_ROWS.map((key) => (
        <Box key={key} sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton variant="text" width={96} />
          <Skeleton variant="text" width="70%" sx={{ fontSize: 20 }} />
          <Skeleton variant="text" width="90%" />
        </Box>
      ))}
    </Box>
  );
}
