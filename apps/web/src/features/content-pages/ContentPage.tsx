// /contents/:contentId, /jobs and /10th-anniversary: a page operators write, with its title, body and last update;
// the other language's text with a note when the page has none in the visitor's. A page that has an address of its
// own moves there from /contents/{id}.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getContentPage } from '@otodoke/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useFormat } from '../../app/i18n/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { ArticleBody, useLanguageApi } from '../artist-guide/index.ts';
import { NewsColumn, NewsHeader, OtherLanguageNote } from '../news/index.ts';
import { contentPageKey, contentPagePath } from './content-page-paths.ts';

export function ContentPage() {
  const { pathname, search } = useLocation();
  const key = contentPageKey(pathname, useParams().contentId);
  if (key === null) return <NotFoundPage />;
  return <PageLoader key={key} pageKey={key} pathname={pathname} search={search} />;
}

function PageLoader({ pageKey, pathname, search }: { pageKey: string; pathname: string; search: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, mutate } = useLanguageApi(getContentPage, { params: { key: pageKey } });
  useEffect(() => {
    if (data) document.title = t('contentPages.pageTitle', { title: data.title });
  }, [data, t]);

  if (error?.statusCode === 404) return <NotFoundPage />;
  if (error) {
    return (
      <NewsColumn>
        <LoadError message={error.message} onRetry={() => void mutate()} />
      </NewsColumn>
    );
  }
  if (!data) {
    return (
      <>
        <NewsHeader eyebrow={t('contentPages.eyebrow')} title={<Skeleton width="50%" />} />
        <NewsColumn>
          <Box aria-busy="true" aria-label={t('common.loading')}>
            {['a', 'b', 'c', 'd', 'e'].map((line) => (
              <Skeleton key={line} variant="text" sx={{ fontSize: 17 }} />
            ))}
          </Box>
        </NewsColumn>
      </>
    );
  }
  const home = contentPagePath(data);
  if (home !== pathname.replace(/\/+$/, '')) return <Navigate to={`${home}${search}`} replace />;
  const lang = data.isFallback ? data.language : undefined;
  return (
    <Box component="article" aria-labelledby="content-page-title">
      <NewsHeader
        eyebrow={t('contentPages.eyebrow')}
        title={
          <Box component="span" id="content-page-title" lang={lang}>
            {data.title}
          </Box>
        }
        {...(data.summary ? { lead: data.summary } : {})}
      >
        <Typography component="p" sx={{ color: 'text.secondary', fontSize: 14 }}>
          <time dateTime={data.updatedAt}>{t('contentPages.updated', { date: format.date(data.updatedAt) })}</time>
        </Typography>
      </NewsHeader>
      <NewsColumn>
        {data.isFallback && (
          <OtherLanguageNote
            title={t(`contentPages.onlyIn.${data.language === 'en' ? 'en' : 'ja'}`)}
            body={t('contentPages.onlyInBody')}
          />
        )}
        <ArticleBody body={data.body} lang={data.language} />
      </NewsColumn>
    </Box>
  );
}
