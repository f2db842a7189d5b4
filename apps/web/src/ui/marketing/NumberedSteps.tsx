// The numbered steps of a marketing page: an ordered list of cards, each with an icon, its number, a title and a body.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';
import { GridList } from './GridList.tsx';
import type { Responsive } from './responsive.ts';

export interface NumberedStep {
  key: string;
  Icon: ElementType;
  title: string;
  body: string;
}

interface NumberedStepsProps {
  steps: readonly NumberedStep[];
  gap: Responsive<number>;
  /** Padding inside each step's card. */
  padding: Responsive<number>;
}

/** Steps 01, 02, 03…: one column on phones, three across from md up. */
export function NumberedSteps({ steps, gap, padding }: NumberedStepsProps) {
  return (
    <GridList component="ol" gap={gap} columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}>
      {steps.map(({ key, Icon, title, body }, index) => (
        <Box
          component="li"
          key={key}
          sx={{
            position: 'relative',
            p: padding,
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 48,
                height: 48,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Icon />
            </Box>
            <Typography
              aria-hidden="true"
              sx={{ fontSize: 40, fontWeight: 800, color: 'secondary.dark', lineHeight: 1, ml: 'auto' }}
            >
              {String(index + 1).padStart(2, '0')}
            </Typography>
          </Box>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
        </Box>
      ))}
    </GridList>
  );
}
