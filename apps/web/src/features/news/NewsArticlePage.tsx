// /news/:id: one news item with its date and body, the older and newer items, and the way back to the list; the
// other language's text with a note when the item has none in the visitor's.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getNews } from '@otodoke/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useFormat } from '../../app/i18n/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { NeighbourLinks } from '../../ui/NeighbourLinks.tsx';
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

/** The older item on the left and the newer on the right. */
function Neighbours({ item }: { item: NewsArticle }) {
  const { t } = useTranslation();
  const neighbour = (to: { id: number; title: string } | null, side: 'older' | 'newer') =>
    to ? { to: newsPath(to.id), title: to.title, caption: t(`news.${side}`) } : null;
  return (
    <NeighbourLinks
      label={t('news.neighbours')}
      previous={neighbour(item.older, 'older')}
      next={neighbour(item.newer, 'newer')}
    />
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
