import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from './payment-types.ts';
import { methodText } from './payment-words.ts';
import { ResultPanel } from './ResultPanel.tsx';

/** Accepted for later settlement (monthly invoice, revenue share, partner): it goes ahead now; the receipt follows. */
export function AcceptedResult({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation();
  return (
    <ResultPanel
      icon={<AssignmentTurnedInOutlinedIcon />}
      tone="success"
      title={t('payments.result.acceptedTitle')}
      lead={t('payments.result.acceptedBody', { method: methodText(order.method, t) })}
    />
  );
}
