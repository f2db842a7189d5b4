// /guide/articles/:id and /guide/:categoryId/:articleId: one article with its category, tags, body, related articles
// and neighbours; the second form moves to the first when the article belongs to another category.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getGuideArticle } from '@otodoke/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useFormat } from '../../app/i18n/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { NeighbourLinks } from '../../ui/NeighbourLinks.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { guideArticlePath, guideCategoryPath, parseGuideId } from './guide-paths.ts';
import { ArticleList, GuideBreadcrumb, GuideColumn, useGuideApi } from './guide-ui.tsx';

type GuideArticle = NonNullable<ReturnType<typeof useGuideApi<typeof getGuideArticle>>['data']>;

export function GuideArticlePage() {
  const params = useParams();
  const id = parseGuideId(params.id ?? params.articleId);
  // Only the /guide/:categoryId/:articleId form names a category; a bad one there is a 404 like a bad article id.
  const categoryId = params.categoryId === undefined ? undefined : parseGuideId(params.categoryId);
  if (id === null || categoryId === null) return <NotFoundPage />;
  return <ArticleLoader key={id} articleId={id} categoryId={categoryId} />;
}

function ArticleLoader({ articleId, categoryId }: { articleId: number; categoryId: number | undefined }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useGuideApi(getGuideArticle, { params: { id: articleId } });
  useEffect(() => {
    if (data) document.title = t('guide.article.pageTitle', { title: data.title });
  }, [data, t]);

  if (error?.statusCode === 404) return <NotFoundPage />;
  if (error) {
    return (
      <GuideColumn narrow>
        <LoadError message={error.message} onRetry={() => void mutate()} />
      </GuideColumn>
    );
  }
  if (!data) return <ArticleSkeleton />;
  if (categoryId !== undefined && data.categoryId !== categoryId) {
    return <Navigate to={guideArticlePath(data.id)} replace />;
  }
  return <Article article={data} />;
}

function Article({ article }: { article: GuideArticle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const otherLanguage = article.language !== article.requestedLanguage;
  const lang = otherLanguage ? article.language : undefined;
  return (
    <GuideColumn narrow>
      <GuideBreadcrumb trail={[{ to: guideCategoryPath(article.category.id), label: article.category.name }]} />
      <Box component="article" aria-labelledby="guide-article-title">
        <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
          <Typography
            id="guide-article-title"
            variant="h1"
            lang={lang}
            sx={{ fontSize: { xs: 26, md: 36 }, lineHeight: 1.35, mb: 2, overflowWrap: 'anywhere' }}
          >
            {article.title}
          </Typography>
          <Stack
            direction="row"
            useFlexGap
            spacing={2}
            sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary', fontSize: 14 }}
          >
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <AccessTimeIcon aria-hidden="true" sx={{ fontSize: 18 }} />
              {t('guide.article.readingMinutes', { count: article.readingMinutes })}
            </Box>
            <time dateTime={article.updatedAt}>
              {t('guide.article.updated', { date: format.date(article.updatedAt) })}
            </time>
          </Stack>
          {article.tags.length > 0 && (
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              spacing={1}
              aria-label={t('guide.article.tags')}
              sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, mt: 2, p: 0 }}
            >
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Chip
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={guideCategoryPath(article.category.id, { tag: tag.id })}
                    clickable
                    label={`#${tag.name}`}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Box>
        {otherLanguage && (
          <Alert severity="info" sx={{ mb: 4 }}>
            <AlertTitle>{t(`guide.article.onlyIn.${article.language}`)}</AlertTitle>
            {t('guide.article.onlyInBody')}
          </Alert>
        )}
        <ArticleBody body={article.body} lang={article.language} />
      </Box>
      <Neighbours article={article} />
      {article.related.length > 0 && (
        <Box component="section" aria-labelledby="guide-related" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="guide-related" variant="h2" sx={{ fontSize: { xs: 20, md: 22 }, mb: 2 }}>
            {t('guide.article.related')}
          </Typography>
          <ArticleList items={article.related} headingLevel="h3" />
        </Box>
      )}
    </GuideColumn>
  );
}

/** The previous and next articles of the category. */
function Neighbours({ article }: { article: GuideArticle }) {
  const { t } = useTranslation();
  const neighbour = (to: { id: number; title: string } | null, side: 'previous' | 'next') =>
    to ? { to: guideArticlePath(to.id), title: to.title, caption: t(`guide.article.${side}`) } : null;
  return (
    <NeighbourLinks
      label={t('guide.article.neighbours')}
      previous={neighbour(article.previous, 'previous')}
      next={neighbour(article.next, 'next')}
    />
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <GuideColumn narrow>
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" width={160} />
        <Skeleton variant="text" sx={{ fontSize: 36, mt: 1 }} />
        <Skeleton variant="text" width="40%" sx={{ mb: 4 }} />
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} variant="text" sx={{ fontSize: 17 }} />
        ))}
      </Box>
    </GuideColumn>
  );
}
