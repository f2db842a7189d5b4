// /preview/content/:token: an entry as its secret preview link shows it, whatever its status, to anyone holding the
// link (signed in or not); each written language on a tab.
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { getContentPreview } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LANGUAGES, type Language } from './entry-form.ts';
import { RenderedHtml } from './RenderedBody.tsx';

export function ContentPreviewPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const language = useLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  const preview = useApi(getContentPreview, token ? { params: { token } } : null, { revalidateOnFocus: false });
  if (!token || preview.error?.statusCode === 404) return <NotFoundPage />;

  let content = null;
  if (preview.error) content = <LoadError message={preview.error.message} onRetry={() => void preview.mutate()} />;
  else if (!preview.data) content = <Skeleton variant="rounded" height={360} aria-label={t('common.loading')} />;
  else {
    const written = LANGUAGES.filter((lang) => preview.data?.translations[lang]);
    const shown = chosen && written.includes(chosen) ? chosen : written.includes(language) ? language : written[0];
    const text = shown ? preview.data.translations[shown] : undefined;
    content = (
      <>
        {written.length > 1 && (
          <Tabs
            value={shown}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            onChange={(_, next: Language) => setChosen(next)}
            aria-label={t('contentAdmin.previewPage.languages')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {written.map((lang) => (
              <Tab key={lang} value={lang} label={t(`contentAdmin.languages.${lang}`)} />
            ))}
          </Tabs>
        )}
        {text && shown && (
          <Box component="article" lang={shown}>
            <Typography
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: 26, md: 34 }, mb: 2, overflowWrap: 'anywhere' }}
            >
              {text.title}
            </Typography>
            {text.summary && (
              <Typography sx={{ color: 'text.secondary', fontSize: 17, mb: 3, whiteSpace: 'pre-line' }}>
                {text.summary}
              </Typography>
            )}
            <RenderedHtml html={text.html} lang={shown} />
          </Box>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Alert severity="info" icon={<VisibilityOutlinedIcon />} sx={{ mb: 3 }}>
        <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
          {t('contentAdmin.previewPage.banner')}
        </Typography>
        {preview.data && (
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {t('contentAdmin.previewPage.status', {
              kind: t(`contentAdmin.kinds.${preview.data.kind}`),
              status: t(`contentAdmin.status.${preview.data.status}`),
            })}
          </Typography>
        )}
      </Alert>
      {content}
    </Container>
  );
}
