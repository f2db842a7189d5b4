import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface CompactRow {
  key: string | number;
  /** What the row is (a store, a month, a movement), at the left. */
  title: ReactNode;
  /** The row's amount, at the right. */
  amount: ReactNode;
  /** A second line of detail under both. */
  detail?: ReactNode;
}

interface CompactRowsProps {
  label: string;
  rows: readonly CompactRow[];
  /** Names the amounts, over their column (for the eye; each amount should carry it for screen readers too). */
  amountHeader?: string;
}

/** A list of money rows for phones: title and amount on one line, detail under them. */
export function CompactRows({ label, rows, amountHeader }: CompactRowsProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {amountHeader && (
        <Box
          component="li"
          aria-hidden="true"
          sx={{ textAlign: 'right', fontSize: 13, fontWeight: 700, color: 'text.secondary', pb: 0.5 }}
        >
          {amountHeader}
        </Box>
      )}
      {rows.map((row) => (
        <Box component="li" key={row.key} sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Box sx={{ minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Box>
            <Box sx={{ flexShrink: 0, fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {row.amount}
            </Box>
          </Box>
          {row.detail && (
            <Box sx={{ mt: 0.5, color: 'text.secondary', fontSize: 13, overflowWrap: 'anywhere' }}>{row.detail}</Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
