import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
}

/** Heading block of a landing page section; `id` names the heading for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: align, maxWidth: 720, mx: align === 'center' ? 'auto' : 0, mb: { xs: 5, md: 7 } }}>
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: 28, md: 36 } }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary', mt: 2, fontSize: { md: 16 } }}>{lead}</Typography>}
    </Box>
  );
}
