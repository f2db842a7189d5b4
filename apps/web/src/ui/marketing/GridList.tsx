// A bare list laid out as a grid: the list look of the marketing pages' cards, steps and points.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Responsive } from './responsive.ts';

interface GridListProps {
  /** `ol` where the order means something (steps), `ul` otherwise. */
  component?: 'ul' | 'ol';
  gap: Responsive<number | string>;
  columns: Responsive<string>;
  'aria-label'?: string;
  children: ReactNode;
}

/** A list with no bullets, padding or margin whose items are grid cells. */
export function GridList({ component = 'ul', gap, columns, 'aria-label': ariaLabel, children }: GridListProps) {
  return (
    <Box
      component={component}
      aria-label={ariaLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
