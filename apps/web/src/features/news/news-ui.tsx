// The parts the news and content pages share: the page's column, its header band, the published date and the note
// shown when the text is in the other language.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The reading column (about 40 Japanese characters a line) with room around it on every width. */
export function NewsColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>{children}</Box>;
}

/** The band at the top: eyebrow, the page's one h1, a lead and what goes under it. */
export function NewsHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        background: 'linear-gradient(180deg, rgba(74, 47, 189, 0.07), rgba(255, 107, 87, 0.03))',
      }}
    >
      <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, mb: lead ? 1.5 : 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {lead && <Typography sx={{ color: 'text.secondary', mb: children ? 2 : 0 }}>{lead}</Typography>}
        {children}
      </Box>
    </Box>
  );
}

/** Says that the text is in another language than the visitor's, because it has no version in theirs. */
export function OtherLanguageNote({ title, body }: { title: string; body: string }) {
  return (
    <Alert severity="info" sx={{ mb: 4 }}>
      <AlertTitle>{title}</AlertTitle>
      {body}
    </Alert>
  );
}
