// A popup's or alert's body: the server's renderContentHtml output (escaped, safe links only), compactly styled.
import Box from '@mui/material/Box';

export function NoticeBody({ html, lang }: { html: string; lang: string }) {
  return (
    <Box
      lang={lang}
      // The server rendered it with the shared renderer (packages/contract/src/content-html.ts), which escapes every
      // text and attribute and emits only its own tags.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the output of the shared, tested renderer
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        fontSize: 15,
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1.25 },
        '& h2, & h3, & h4': { fontSize: 16, fontWeight: 700, mt: 2, mb: 1 },
        '& ul, & ol': { pl: 3, my: 1.25 },
        '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
      }}
    />
  );
}
