// /news/:id: one news item with its date and body, the older and newer items, and the way back to the list; the
// other language's text with a note when the item has none in the visitor's.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getNews } from '@otodoke/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useFormat } from '../../app/i18n/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { ArticleBody, useLanguageApi } from '../artist-guide/index.ts';
import { NEWS_LIST_PATH, newsPath, parseNewsId } from './news-paths.ts';
import { NewsColumn, OtherLanguageNote } from './news-ui.tsx';

type NewsArticle = NonNullable<ReturnType<typeof useLanguageApi<typeof getNews>>['data']>;

export function NewsArticlePage() {
  const id = parseNewsId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <NewsLoader key={id} id={id} />;
}

function NewsLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useLanguageApi(getNews, { params: { id } });
  useEffect(() => {
    if (data) document.title = t('news.pageTitle', { title: data.title });
  }, [data, t]);

  if (error?.statusCode === 404) return <NotFoundPage />;
  if (error) {
    return (
      <NewsColumn>
        <LoadError message={error.message} onRetry={() => void mutate()} />
      </NewsColumn>
    );
  }
  if (!data) return <ArticleSkeleton />;
  return <Article item={data} />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={NEWS_LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
      {t('news.backToList')}
    </Button>
  );
}

function Article({ item }: { item: NewsArticle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = item.isFallback ? item.language : undefined;
  return (
    <NewsColumn>
      <BackToList />
      <Box component="article" aria-labelledby="news-title" sx={{ mt: 2 }}>
        <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {t('news.eyebrow')}
          </Typography>
          <Typography
            id="news-title"
            variant="h1"
            lang={lang}
            sx={{ fontSize: { xs: 26, md: 36 }, lineHeight: 1.35, mb: 1.5, overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: 14 }}>
            <time dateTime={item.publishedAt}>{t('news.published', { date: format.date(item.publishedAt) })}</time>
          </Typography>
        </Box>
        {item.isFallback && (
          <OtherLanguageNote
            title={t(`news.onlyIn.${item.language === 'en' ? 'en' : 'ja'}`)}
            body={t('news.onlyInBody')}
          />
        )}
        <ArticleBody body={item.body} lang={item.language} />
      </Box>
      <Neighbours item={item} />
      <Box sx={{ mt: 4 }}>
        <BackToList />
      </Box>
    </NewsColumn>
  );
}

/** The older item on the left and the newer on the right from 600 px; stacked below. */
function Neighbours({ item }: { item: NewsArticle }) {
  const { t } = useTranslation();
  if (!item.older && !item.newer) return null;
  const card = (to: { id: number; title: string }, side: 'older' | 'newer') => (
    <Link
      component={RouterLink}
      to={newsPath(to.id)}
      rel={side === 'older' ? 'prev' : 'next'}
      underline="none"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textAlign: side === 'older' ? 'left' : 'right',
        flexDirection: side === 'older' ? 'row' : 'row-reverse',
        gridColumn: { sm: side === 'older' ? 1 : 2 },
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {side === 'older' ? (
        <ChevronLeftIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
      ) : (
        <ChevronRightIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
          {t(`news.${side}`)}
        </Typography>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, lineHeight: 1.5, overflowWrap: 'anywhere' }}
        >
          {to.title}
        </Typography>
      </Box>
    </Link>
  );
  return (
    <Box component="nav" aria-label={t('news.neighbours')} sx={{ mt: { xs: 6, md: 8 } }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {item.older && card(item.older, 'older')}
        {item.newer && card(item.newer, 'newer')}
      </Box>
    </Box>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <NewsColumn>
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" width={160} />
        <Skeleton variant="text" sx={{ fontSize: 36, mt: 1 }} />
        <Skeleton variant="text" width="30%" sx={{ mb: 4 }} />
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} variant="text" sx={{ fontSize: 17 }} />
        ))}
      </Box>
    </NewsColumn>
  );
}
