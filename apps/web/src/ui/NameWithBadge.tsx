// A table's primary cell: a bold name that may wrap anywhere, with a small chip beside it (current, manager, …).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The name, then the badge when there is one; the badge wraps under a long name. */
export function NameWithBadge({ name, badge }: { name: string; badge?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
        {name}
      </Box>
      {badge}
    </Stack>
  );
}
