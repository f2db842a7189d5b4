import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The round-cornered icon before a dashboard card's title. Decorative: the title says what the card is. */
export function CardIcon({ children }: { children: ReactNode }) {
  return (
    <Stack
      aria-hidden="true"
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: 2.5,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {children}
    </Stack>
  );
}
