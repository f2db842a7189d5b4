import Chip from '@mui/material/Chip';
import type { DeliveryStatus } from '@otodoke/domain';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { DELIVERY_STATUS_COLOURS, deliveryStatusLabel } from './distribution-state.ts';

/** The release's state at one store in words, coloured: on the move, on sale, refused, taken down. */
export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const language = useLanguage();
  const colour = DELIVERY_STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      color={colour}
      variant={colour === 'default' || colour === 'info' ? 'outlined' : 'filled'}
      label={deliveryStatusLabel(status, language)}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
