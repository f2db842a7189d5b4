// The words and buttons of a marketing page's hero band: eyebrow, title, lead, the way in and a second look.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Responsive } from './responsive.ts';

interface HeroIntroProps {
  /** The id of the h1, which names the hero section. */
  titleId: string;
  eyebrow: string;
  title: string;
  titleFontSize: Responsive<number>;
  lead: string;
  /** The main button (a route). */
  primary: { to: string; label: string };
  /** The outlined button: a route (`to`) or an anchor on this page (`href`). */
  secondary: { to: string; label: string } | { href: string; label: string };
}

/** The hero's text and buttons, white on the brand gradient its section paints. */
export function HeroIntro({ titleId, eyebrow, title, titleFontSize, lead, primary, secondary }: HeroIntroProps) {
  const secondaryLink =
    'to' in secondary ? { component: RouterLink, to: secondary.to } : { component: 'a' as const, href: secondary.href };
  return (
    <>
      <Typography
        variant="overline"
        component="p"
        sx={{
          display: 'inline-block',
          px: 1.5,
          py: 0.5,
          mb: 3,
          borderRadius: 99,
          bgcolor: 'rgba(255,255,255,0.12)',
          border: '1px solid rgba(255,255,255,0.24)',
          lineHeight: 1.6,
        }}
      >
        {eyebrow}
      </Typography>
      <Typography id={titleId} variant="h1" sx={{ fontSize: titleFontSize, mb: 3, whiteSpace: 'pre-line' }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: { xs: 15, md: 17 }, lineHeight: 1.9, color: 'rgba(255,255,255,0.86)', mb: 5 }}>
        {lead}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          component={RouterLink}
          to={primary.to}
          size="large"
          variant="contained"
          color="secondary"
          endIcon={<ArrowForwardIcon />}
        >
          {primary.label}
        </Button>
        <Button
          {...secondaryLink}
          size="large"
          variant="outlined"
          sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff' } }}
        >
          {secondary.label}
        </Button>
      </Stack>
    </>
  );
}
