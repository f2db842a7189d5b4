import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

interface PaymentNumbersTableProps {
  /** The table's caption: the store, or what the numbers are for. */
  caption: string;
  rows: ReadonlyArray<{ label: string; value: string }>;
}

/** Numbers the buyer types at a till or an ATM: large, monospaced, selectable in one click. */
export function PaymentNumbersTable({ caption, rows }: PaymentNumbersTableProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box
          component="caption"
          sx={{
            captionSide: 'top',
            textAlign: 'left',
            fontWeight: 700,
            px: 2,
            py: 1.25,
            bgcolor: 'action.hover',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {caption}
        </Box>
        <tbody>
          {rows.map((row) => (
            // Phones: the label above its number, so long numbers (Pay-easy's 20 digits) stay on one line.
            <Box
              component="tr"
              key={row.label}
              sx={{ display: { xs: 'block', sm: 'table-row' }, py: { xs: 0.75, sm: 0 } }}
            >
              <Box
                component="th"
                scope="row"
                sx={{
                  display: { xs: 'block', sm: 'table-cell' },
                  textAlign: 'left',
                  fontWeight: 400,
                  fontSize: 13,
                  color: 'text.secondary',
                  px: 2,
                  py: { xs: 0, sm: 1 },
                  width: { sm: '40%' },
                  whiteSpace: 'nowrap',
                }}
              >
                {row.label}
              </Box>
              <Box
                component="td"
                sx={{
                  display: { xs: 'block', sm: 'table-cell' },
                  px: 2,
                  py: { xs: 0, sm: 1 },
                  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
                  fontSize: 18,
                  fontWeight: 700,
                  letterSpacing: '0.06em',
                  userSelect: 'all',
                  overflowWrap: 'anywhere',
                }}
              >
                {row.value}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
