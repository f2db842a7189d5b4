// The closing invitation of a marketing page: a gradient card with a title, a line and one button.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MarketingSection } from './MarketingSection.tsx';
import type { Responsive } from './responsive.ts';

interface CallToActionBandProps {
  titleId: string;
  title: string;
  body: string;
  to: string;
  label: string;
  /** The section's spacing around the card. */
  sx: SxProps<Theme>;
  titleFontSize: Responsive<number>;
  /** The card's padding above and below its text. */
  paddingY: Responsive<number>;
}

/** The gradient call to action that ends a marketing page. */
export function CallToActionBand({
  titleId,
  title,
  body,
  to,
  label,
  sx,
  titleFontSize,
  paddingY,
}: CallToActionBandProps) {
  return (
    <MarketingSection labelledBy={titleId} sx={sx}>
      <Box
        sx={{
          borderRadius: 6,
          px: { xs: 3, md: 8 },
          py: paddingY,
          textAlign: 'center',
          color: '#fff',
          background: 'linear-gradient(120deg, #34208F 0%, #4A2FBD 55%, #E04E3B 130%)',
        }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: titleFontSize, mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.86)', mb: 4 }}>{body}</Typography>
        <Button
          component={RouterLink}
          to={to}
          size="large"
          variant="contained"
          color="secondary"
          endIcon={<ArrowForwardIcon />}
        >
          {label}
        </Button>
      </Box>
    </MarketingSection>
  );
}
