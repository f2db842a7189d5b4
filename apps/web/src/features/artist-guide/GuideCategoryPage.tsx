// /guide/categories/:id: a category's articles in the server's order, paged, filtered by a tag (?tag=, ?page=).
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listGuideCategoryArticles, listGuideTags } from '@otodoke/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { guideCategoryPath, parseGuideId, readCategoryQuery } from './guide-paths.ts';
import { GUIDE_PAGE_SIZE, pageCount } from './guide-text.ts';
import {
  ArticleList,
  ArticleListSkeleton,
  GuideBreadcrumb,
  GuideColumn,
  GuideHeader,
  useGuideApi,
} from './guide-ui.tsx';

export function GuideCategoryPage() {
  const id = parseGuideId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <CategoryArticles key={id} categoryId={id} />;
}

function CategoryArticles({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { tag, page } = readCategoryQuery(params);
  const { data, error, mutate, isValidating } = useGuideApi(listGuideCategoryArticles, {
    params: { categoryId },
    query: { page, limit: GUIDE_PAGE_SIZE, ...(tag ? { tag } : {}) },
  });

  useEffect(() => {
    if (data) document.title = t('guide.categoryPageTitle', { name: data.category.name });
  }, [data, t]);

  if (error?.statusCode === 404) return <NotFoundPage />;
  const go = (next: { tag?: number | null; page?: number }) =>
    navigate(guideCategoryPath(categoryId, { tag, page: 1, ...next }));

  return (
    <>
      <GuideHeader narrow title={data?.category.name ?? <Skeleton width="40%" />} lead={data?.category.description} />
      <GuideColumn narrow>
        <GuideBreadcrumb trail={[]} current={data?.category.name} />
        <TagFilter selected={tag} onSelect={(next) => go({ tag: next })} />
        {error ? (
          <LoadError message={error.message} onRetry={() => void mutate()} />
        ) : !data ? (
          <ArticleListSkeleton />
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<ArticleOutlinedIcon />}
            title={tag ? t('guide.category.emptyTagTitle') : t('guide.category.emptyTitle')}
            action={
              tag ? (
                <Button variant="outlined" component={RouterLink} to={guideCategoryPath(categoryId)}>
                  {t('guide.category.showAll')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack spacing={2} aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1 }}>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              {t('guide.category.total', { count: data.total })}
            </Typography>
            <ArticleList items={data.items} headingLevel="h2" />
            <PageNumbers
              page={page}
              count={pageCount(data.total, GUIDE_PAGE_SIZE)}
              onChange={(next) => go({ page: next })}
              label={t('guide.category.pages')}
            />
          </Stack>
        )}
      </GuideColumn>
    </>
  );
}

/** Chips for the tags of published articles: one chosen at a time, "all" clears it. */
function TagFilter({ selected, onSelect }: { selected: number | null; onSelect: (tag: number | null) => void }) {
  const { t } = useTranslation();
  const { data } = useGuideApi(listGuideTags, {});
  if (!data || data.items.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1}
      aria-label={t('guide.category.filterLabel')}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, mb: 3, p: 0 }}
    >
      {[{ id: null, name: t('guide.category.allTags') }, ...data.items].map((tag) => {
        const isSelected = tag.id === selected;
        return (
          <li key={tag.id ?? 'all'}>
            <Chip
              label={tag.id === null ? tag.name : `#${tag.name}`}
              clickable
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={() => onSelect(tag.id)}
            />
          </li>
        );
      })}
    </Stack>
  );
}
