// The band of a marketing page: a labelled <section> with the page-wide container inside.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface MarketingSectionProps {
  /** The id of the section's heading (aria-labelledby). */
  labelledBy: string;
  /** The section's own id, for in-page links. */
  id?: string;
  sx?: SxProps<Theme>;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

/** One band of a marketing page. */
export function MarketingSection({ labelledBy, id, sx, maxWidth = 'lg', children }: MarketingSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={labelledBy} sx={sx}>
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
