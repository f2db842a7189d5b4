import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label/value pairs as a description list, label above value so that long values (e-mail) keep their width. */
export function DetailList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
      {items.map((item) => (
        <div key={item.label}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 12, mb: 0.25 }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </div>
      ))}
    </Box>
  );
}
