// /guide: the Artist Guide's front page: search, categories with their counts, featured articles and tags.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listFeaturedGuideArticles, listGuideCategories, listGuideTags } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../ui/LoadError.tsx';
import { guideCategoryPath, guideSearchPath } from './guide-paths.ts';
import {
  ArticleList,
  ArticleListSkeleton,
  GuideColumn,
  GuideHeader,
  GuideSearchForm,
  useGuideApi,
} from './guide-ui.tsx';

const CATEGORY_SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function GuideHome() {
  const { t } = useTranslation();
  return (
    <>
      <GuideHeader title={t('guide.name')} lead={t('guide.lead')}>
        <GuideSearchForm />
      </GuideHeader>
      <GuideColumn>
        <Stack spacing={{ xs: 5, md: 7 }}>
          <Section id="guide-categories" title={t('guide.home.categories')}>
            <CategoryGrid />
          </Section>
          <Section id="guide-featured" title={t('guide.home.featured')}>
            <Featured />
          </Section>
          <Section id="guide-tags" title={t('guide.home.tags')}>
            <Tags />
          </Section>
        </Stack>
      </GuideColumn>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: 22, md: 26 }, mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;
/** Two columns at most, in the guide's narrow reading column. */
const NARROW_GRID = { ...GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } };

/** Every category, so that the search's empty state can offer them too. */
export function CategoryGrid({ narrow = false }: { narrow?: boolean }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useGuideApi(listGuideCategories, {});
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <Box sx={narrow ? NARROW_GRID : GRID} aria-busy="true" aria-label={t('common.loading')}>
        {CATEGORY_SKELETONS.map((key) => (
          <Skeleton key={key} variant="rounded" height={112} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={narrow ? NARROW_GRID : GRID}>
      {data.items.map((category) => (
        <Box
          component="li"
          key={category.id}
          sx={{
            position: 'relative',
            p: 2.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
            display: 'flex',
            flexDirection: 'column',
            '&:hover': { borderColor: 'primary.light' },
            '&:focus-within': { borderColor: 'primary.main' },
          }}
        >
          <Typography variant="h4" component="h3" sx={{ fontSize: 18, mb: 0.75 }}>
            <Link
              component={RouterLink}
              to={guideCategoryPath(category.id)}
              sx={{ color: 'text.primary', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {category.name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5, flexGrow: 1 }}>
            {category.description}
          </Typography>
          <Typography
            variant="body2"
            component="p"
            sx={{ color: 'primary.main', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('guide.home.articleCount', { count: category.articleCount })}
            <ArrowForwardIcon aria-hidden="true" sx={{ fontSize: 16 }} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Featured() {
  const { t } = useTranslation();
  const { data, error, mutate } = useGuideApi(listFeaturedGuideArticles, {});
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <ArticleListSkeleton rows={3} />;
  if (data.items.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('guide.home.noArticles')}</Typography>;
  return <ArticleList items={data.items} headingLevel="h3" />;
}

/** The tags published articles carry; each searches the guide for its name. */
function Tags() {
  const { data, error, mutate } = useGuideApi(listGuideTags, {});
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton variant="rounded" height={40} sx={{ borderRadius: 3 }} />;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {data.items.map((tag) => (
        <li key={tag.id}>
          <Chip
            component={RouterLink}
            to={guideSearchPath(tag.name)}
            clickable
            variant="outlined"
            label={`#${tag.name} (${tag.articleCount})`}
          />
        </li>
      ))}
    </Stack>
  );
}
