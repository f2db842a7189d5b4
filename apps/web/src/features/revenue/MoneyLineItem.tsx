// One line of a statement list: what it is on the left, its amount in yen on the right, a rule above it.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MoneyLineItemProps {
  /** What the line is (title and caption). */
  children: ReactNode;
  /** The amount, already formatted. */
  amount: string;
  /** Extra look of the amount (a colour for the sign). */
  amountSx?: SxProps<Theme>;
  /** Whether a rule stands above the line (not above a group's first line). */
  ruleAbove?: boolean;
  /** A dashed rule: lines inside a group. */
  dashed?: boolean;
}

/** An <li> with the line's description and its amount, aligned on the text's baseline. */
export function MoneyLineItem({ children, amount, amountSx, ruleAbove = true, dashed = false }: MoneyLineItemProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: 'space-between',
        alignItems: 'baseline',
        py: 1,
        borderTop: ruleAbove ? 1 : 0,
        borderColor: 'divider',
        ...(dashed ? { borderTopStyle: 'dashed' } : {}),
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Typography
        variant="body2"
        sx={[
          { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
          ...(Array.isArray(amountSx) ? amountSx : [amountSx]),
        ]}
      >
        {amount}
      </Typography>
    </Box>
  );
}
