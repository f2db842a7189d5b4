// A body as the public pages show it: the shared renderer's HTML (content-html.ts escapes every text and attribute and
// emits only its own tags), for a version's view and the preview page.
import Box from '@mui/material/Box';
import { renderContentHtml } from '@otodoke/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const bodySx = {
  fontSize: { xs: 16, md: 17 },
  lineHeight: 1.9,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 2 },
  '& h2': { fontSize: { xs: 21, md: 24 }, fontWeight: 800, lineHeight: 1.4, mt: 5, mb: 2 },
  '& h3': { fontSize: { xs: 18, md: 20 }, fontWeight: 700, lineHeight: 1.45, mt: 4, mb: 1.5 },
  '& ul, & ol': { pl: 3.5, my: 2 },
  '& li > p': { my: 0 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& figure': { my: 3, mx: 0 },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& .content-embed > a, & .content-embed > span:first-of-type': {
    display: 'inline-flex',
    flexDirection: 'column',
    px: 2.5,
    py: 1.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    textDecoration: 'none',
  },
  '& .content-embed-kind': { fontSize: 12, fontWeight: 700, color: 'text.secondary' },
  '& .content-embed-title': { fontWeight: 700 },
} as const;

/** HTML the shared renderer made (the server's preview answer). */
export function RenderedHtml({ html, lang }: { html: string; lang: string }) {
  return (
    <Box
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the output of the shared, tested renderer
      dangerouslySetInnerHTML={{ __html: html }}
      sx={bodySx}
    />
  );
}

/** A stored body (a saved version), rendered here with the shared renderer. */
export function RenderedBody({ body, lang }: { body: unknown; lang: string }) {
  const { t } = useTranslation();
  const html = useMemo(
    () =>
      renderContentHtml(body, {
        embedLabel: { artist: t('contentAdmin.editor.embed.artist'), release: t('contentAdmin.editor.embed.release') },
      }),
    [body, t],
  );
  return <RenderedHtml html={html} lang={lang} />;
}
