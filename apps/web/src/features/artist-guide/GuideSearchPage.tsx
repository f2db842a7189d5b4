// /guide/search?q=&page=: the guide's search results with the matched words marked; a keyword under 2 characters
// gets the spec's message, no keyword the categories.
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { searchGuideArticles } from '@otodoke/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { readPageParam } from '../../ui/page-param.ts';
import { CategoryGrid } from './GuideHome.tsx';
import { guideSearchPath } from './guide-paths.ts';
import { GUIDE_PAGE_SIZE, highlightParts, keywordProblem, pageCount, readKeyword } from './guide-text.ts';
import {
  ArticleList,
  ArticleListSkeleton,
  GuideBreadcrumb,
  GuideColumn,
  GuideHeader,
  GuideSearchForm,
  useGuideApi,
} from './guide-ui.tsx';

export function GuideSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = readKeyword(params);
  const page = readPageParam(params);
  const language = useLanguage();
  const problem = q === '' ? null : keywordProblem(q, language);

  useEffect(() => {
    if (q && !problem) document.title = t('guide.searchPageTitle', { q });
  }, [q, problem, t]);

  return (
    <>
      <GuideHeader narrow title={q && !problem ? t('guide.search.resultsFor', { q }) : t('guide.search.title')}>
        {/* A new keyword typed into the address gives a new form with it. */}
        <GuideSearchForm key={q} initial={q} />
        {problem && (
          <Alert severity="warning" role="alert" sx={{ mt: 2, maxWidth: 640 }}>
            {problem}
          </Alert>
        )}
      </GuideHeader>
      <GuideColumn narrow>
        <GuideBreadcrumb trail={[]} current={t('guide.search.title')} />
        {q === '' || problem ? <NoKeyword /> : <Results q={q} page={page} />}
      </GuideColumn>
    </>
  );
}

function NoKeyword() {
  const { t } = useTranslation();
  return (
    <Stack spacing={4}>
      <EmptyState title={t('guide.search.emptyTitle')} body={t('guide.search.emptyBody')} />
      <Box component="section" aria-labelledby="guide-search-categories">
        <Typography id="guide-search-categories" variant="h2" sx={{ fontSize: 22, mb: 2 }}>
          {t('guide.home.categories')}
        </Typography>
        <CategoryGrid narrow />
      </Box>
    </Stack>
  );
}

function Results({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, mutate, isValidating } = useGuideApi(searchGuideArticles, {
    query: { q, page, limit: GUIDE_PAGE_SIZE },
  });
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <ArticleListSkeleton />;
  if (data.items.length === 0) {
    return (
      <Stack spacing={4}>
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={t('guide.search.noResultsTitle', { q })}
          body={t('guide.search.noResultsBody')}
        />
        <Box component="section" aria-labelledby="guide-search-categories">
          <Typography id="guide-search-categories" variant="h2" sx={{ fontSize: 22, mb: 2 }}>
            {t('guide.home.categories')}
          </Typography>
          <CategoryGrid narrow />
        </Box>
      </Stack>
    );
  }
  const excerpts = new Map(data.items.map((hit) => [hit.id, hit.excerpt]));
  return (
    <Stack spacing={2} aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1 }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {t('guide.search.total', { count: data.total })}
      </Typography>
      <ArticleList
        items={data.items}
        headingLevel="h2"
        excerpt={(item) => {
          const excerpt = excerpts.get(item.id);
          if (!excerpt) return item.summary;
          return highlightParts(excerpt.text, excerpt.highlights).map((part) =>
            part.marked ? (
              <Box
                component="mark"
                key={part.at}
                sx={{ bgcolor: 'rgba(255, 107, 87, 0.22)', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
              >
                {part.text}
              </Box>
            ) : (
              <span key={part.at}>{part.text}</span>
            ),
          );
        }}
      />
      <PageNumbers
        page={page}
        count={pageCount(data.total, GUIDE_PAGE_SIZE)}
        onChange={(next) => navigate(guideSearchPath(q, next))}
        label={t('guide.search.pages')}
      />
    </Stack>
  );
}
