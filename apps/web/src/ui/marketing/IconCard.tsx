// A card of a marketing grid: an icon over a title (h3) and a short body, as a list item.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface IconCardProps {
  /** The icon, shown above the title (hidden from assistive technology by the caller's element). */
  icon: ReactNode;
  title: string;
  body: string;
  /** The card's look (padding, colours, border). */
  sx: SxProps<Theme>;
  /** The body's look. */
  bodySx: SxProps<Theme>;
}

/** One <li> card: icon, title, body. */
export function IconCard({ icon, title, body, sx, bodySx }: IconCardProps) {
  return (
    <Box component="li" sx={sx}>
      {icon}
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={bodySx}>
        {body}
      </Typography>
    </Box>
  );
}
