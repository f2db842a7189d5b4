// An article's body: the shared renderer's HTML (the one place the web inserts HTML), styled for long-form reading.
import Box from '@mui/material/Box';
import { renderContentHtml } from '@otodoke/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function ArticleBody({ body, lang }: { body: unknown; lang: string }) {
  const { t } = useTranslation();
  const html = useMemo(
    () =>
      renderContentHtml(body, {
        embedLabel: { artist: t('guide.article.embedArtist'), release: t('guide.article.embedRelease') },
      }),
    [body, t],
  );
  return (
    <Box
      lang={lang}
      className="guide-article-body"
      // renderContentHtml escapes every text and attribute and emits only its own tags (content-html.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the output of the shared, tested renderer
      dangerouslySetInnerHTML={{ __html: html }}
      sx={(theme) => ({
        fontSize: { xs: 16, md: 17 },
        lineHeight: 1.95,
        overflowWrap: 'anywhere',
        color: 'text.primary',
        '& > :first-child': { mt: 0 },
        '& p': { my: 2 },
        '& h2': {
          fontSize: { xs: 21, md: 24 },
          fontWeight: 800,
          lineHeight: 1.4,
          mt: 6,
          mb: 2,
          pb: 1,
          borderBottom: 2,
          borderColor: 'divider',
        },
        '& h3': { fontSize: { xs: 18, md: 20 }, fontWeight: 700, lineHeight: 1.45, mt: 4.5, mb: 1.5 },
        '& h4': { fontSize: { xs: 16, md: 17 }, fontWeight: 700, lineHeight: 1.5, mt: 3.5, mb: 1 },
        '& ul, & ol': { pl: 3.5, my: 2 },
        '& li': { my: 0.75 },
        '& li > p': { my: 0 },
        '& a': {
          color: 'primary.main',
          textDecoration: 'underline',
          textUnderlineOffset: '0.2em',
          '&:hover': { color: 'primary.dark' },
        },
        '& blockquote': {
          m: 0,
          my: 3,
          px: 2.5,
          py: 0.5,
          borderLeft: 4,
          borderColor: 'primary.light',
          bgcolor: 'rgba(74, 47, 189, 0.05)',
          borderRadius: '0 8px 8px 0',
          color: 'text.secondary',
        },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '0.9em',
          bgcolor: 'rgba(27, 24, 48, 0.06)',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& pre': {
          my: 3,
          p: 2,
          overflowX: 'auto',
          bgcolor: '#1B1830',
          color: '#EEEAF9',
          borderRadius: 2,
          lineHeight: 1.6,
          '& code': { bgcolor: 'transparent', p: 0, color: 'inherit' },
        },
        '& hr': { my: 5, border: 0, borderTop: 1, borderColor: 'divider' },
        '& figure': { my: 3, mx: 0 },
        '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2 },
        '& .content-embed': { my: 3 },
        '& .content-embed > a, & .content-embed > span:first-of-type': {
          display: 'inline-flex',
          flexDirection: 'column',
          gap: 0.25,
        },
        '& .content-embed > a': {
          px: 2.5,
          py: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          textDecoration: 'none',
          bgcolor: 'background.paper',
          minWidth: 240,
          '&:hover': { borderColor: 'primary.main' },
        },
        '& .content-embed-kind': {
          display: 'block',
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: '0.08em',
          color: theme.palette.text.secondary,
        },
        '& .content-embed-title': { display: 'block', fontWeight: 700 },
      })}
    />
  );
}
