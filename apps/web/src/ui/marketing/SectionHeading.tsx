// The centred heading block (title and lead) that opens a band of a marketing page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  /** `compact`: the smaller title of a feature's own page, with the lead close under it. */
  size?: 'large' | 'compact';
}

/** Heading block of a marketing section; `id` names the heading for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center', size = 'large' }: SectionHeadingProps) {
  const compact = size === 'compact';
  return (
    <Box sx={{ textAlign: align, maxWidth: 720, mx: align === 'center' ? 'auto' : 0, mb: { xs: 5, md: 7 } }}>
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography
        id={id}
        variant="h2"
        sx={compact ? { fontSize: { xs: 26, md: 34 }, mb: 1.5 } : { fontSize: { xs: 28, md: 36 } }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography
          sx={compact ? { color: 'text.secondary' } : { color: 'text.secondary', mt: 2, fontSize: { md: 16 } }}
        >
          {lead}
        </Typography>
      )}
    </Box>
  );
}
