// The parts the guide's pages share: data per language, the search box, the breadcrumb, article lists and skeletons.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiResult, type CallArgs, callApi, type EndpointRef } from '../../app/api-client.ts';
import type { ApiRequestError } from '../../app/api-error.ts';
import { apiKey } from '../../app/data/use-api.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { GUIDE_PATH, GUIDE_SEARCH_PATH, guideArticlePath, guideSearchPath } from './guide-paths.ts';
import { GUIDE_KEYWORD_MAX } from './guide-text.ts';

/**
 * Reads a guide endpoint through SWR, keyed by the interface language too: the guide answers in the asked language,
 * so switching it must fetch the texts again rather than show the cached ones.
 */
export function useGuideApi<C extends EndpointRef>(
  contract: C,
  args: CallArgs<C> | null,
): SWRResponse<ApiResult<C>, ApiRequestError> {
  const language = useLanguage();
  const key = args === null ? null : [...apiKey(contract, args), language];
  return useSWR<ApiResult<C>, ApiRequestError>(
    key,
    () => (callApi as (c: C, a: CallArgs<C>) => Promise<ApiResult<C>>)(contract, args ?? ({} as CallArgs<C>)),
    { keepPreviousData: true },
  );
}

/**
 * The guide's search box; submitting opens the results page (which checks the keyword's length). A plain GET form to
 * the same page as well, so that it works on the server's markup before the app has started.
 */
export function GuideSearchForm({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(guideSearchPath(value.trim()));
  };
  return (
    <Box
      component="form"
      role="search"
      action={GUIDE_SEARCH_PATH}
      method="get"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, maxWidth: 640 }}
    >
      <TextField
        type="search"
        name="q"
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('guide.search.placeholder')}
        slotProps={{
          htmlInput: { maxLength: GUIDE_KEYWORD_MAX, 'aria-label': t('guide.search.label'), enterKeyHint: 'search' },
          input: { sx: { bgcolor: 'background.paper' } },
        }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {t('guide.search.submit')}
      </Button>
    </Box>
  );
}

/** Guide › … › current page. */
export function GuideBreadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current?: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('guide.breadcrumb')} sx={{ mb: 2, fontSize: 14 }}>
      <Link component={RouterLink} to={GUIDE_PATH} color="inherit">
        {t('guide.name')}
      </Link>
      {trail.map((step) => (
        <Link key={step.to} component={RouterLink} to={step.to} color="inherit">
          {step.label}
        </Link>
      ))}
      {current && (
        <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}

/** The band at the top of the guide's pages: eyebrow, the page's one h1, a lead and what goes under it. */
export function GuideHeader({
  title,
  lead,
  narrow = false,
  children,
}: {
  title: ReactNode;
  lead?: string | undefined;
  /** Lines the band up with a narrow column (GuideColumn's `narrow`). */
  narrow?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        background: 'linear-gradient(180deg, rgba(74, 47, 189, 0.07), rgba(255, 107, 87, 0.03))',
      }}
    >
      <Box sx={{ maxWidth: narrow ? 760 : 1040, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {t('guide.eyebrow')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, mb: lead ? 1.5 : 2, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {lead && <Typography sx={{ color: 'text.secondary', maxWidth: 680, mb: 3 }}>{lead}</Typography>}
        {children}
      </Box>
    </Box>
  );
}

/** The column the guide's pages lay their content in. */
export function GuideColumn({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box sx={{ maxWidth: narrow ? 760 : 1040, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>{children}</Box>
  );
}

export interface ArticleListItem {
  id: number;
  title: string;
  summary: string;
  readingMinutes: number;
  language: string;
  requestedLanguage: string;
  tags: { id: number; name: string }[];
}

/** A list of article cards; `excerpt` replaces the summary (search results with their highlights). */
export function ArticleList({
  items,
  headingLevel,
  excerpt,
  label,
}: {
  items: readonly ArticleListItem[];
  headingLevel: 'h2' | 'h3';
  excerpt?: (item: ArticleListItem) => ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const lang = item.language !== item.requestedLanguage ? item.language : undefined;
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              position: 'relative',
              p: { xs: 2, sm: 2.5 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              transition: 'border-color 150ms, box-shadow 150ms',
              '&:hover': { borderColor: 'primary.light', boxShadow: '0 4px 18px rgba(27, 24, 48, 0.06)' },
              '&:focus-within': { borderColor: 'primary.main' },
            }}
          >
            <Typography
              variant="h4"
              component={headingLevel}
              lang={lang}
              sx={{ fontSize: { xs: 17, sm: 18 }, mb: 0.5 }}
            >
              {/* The title's link covers the whole card (its ::after), so the card is one tab stop. */}
              <Link
                component={RouterLink}
                to={guideArticlePath(item.id)}
                underline="hover"
                sx={{ color: 'text.primary', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                {item.title}
              </Link>
            </Typography>
            <Typography
              variant="body2"
              component="div"
              lang={lang}
              sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}
            >
              {excerpt ? excerpt(item) : item.summary}
            </Typography>
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary', fontSize: 13 }}
            >
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <AccessTimeIcon aria-hidden="true" sx={{ fontSize: 16 }} />
                {t('guide.article.readingMinutes', { count: item.readingMinutes })}
              </Box>
              {item.tags.map((tag) => (
                <Box component="span" key={tag.id} sx={{ color: 'primary.dark' }}>
                  #{tag.name}
                </Box>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

/** Placeholders while a list of articles loads. */
export function ArticleListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
      {SKELETON_ROWS.slice(0, rows).map((key) => (
        <Box key={key} sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 3 }}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: 20 }} />
          <Skeleton variant="text" width="95%" />
          <Skeleton variant="text" width="30%" />
        </Box>
      ))}
    </Stack>
  );
}
