import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusChip } from './payment-words.ts';

/** An order's status (created … canceled) as a coloured chip in words. */
export function PaymentStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const { label, colour } = statusChip(status, t);
  return <Chip size="small" variant="outlined" color={colour} label={label} />;
}
