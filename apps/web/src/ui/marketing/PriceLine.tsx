import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { yen } from '../../app/i18n/format.ts';

/** One line of a public price list: what, then the tax-inclusive price with `note` (the net amount) under it. */
export function PriceLine({ label, gross, note }: { label: string; gross: number; note: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography>{label}</Typography>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{yen(gross)}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      </Box>
    </Box>
  );
}
