import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Read-only label/value rows: side by side from sm up, stacked on phones. */
export function DefinitionRows({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13, pt: { xs: 1, sm: 0.25 } }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
