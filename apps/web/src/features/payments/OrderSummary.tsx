import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import type { PaymentOrder } from './payment-types.ts';
import { methodText, orderItemOf, orderItemText } from './payment-words.ts';
import { useJapanTime } from './use-japan-time.ts';

/** "ご注文の内容": what was ordered, how, when, and the money line by line. */
export function OrderSummary({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation();
  const time = useJapanTime();
  const rows = [
    { label: t('payments.summary.orderNumber'), value: String(order.id) },
    { label: t('payments.summary.item'), value: orderItemText(orderItemOf(order), t) },
    { label: t('payments.summary.method'), value: methodText(order.method, t) },
    { label: t('payments.summary.orderedAt'), value: time.dateTime(order.createdAt) },
  ];
  if (order.paidAt) rows.push({ label: t('payments.summary.paidAt'), value: time.dateTime(order.paidAt) });
  if (order.receiptNumber) rows.push({ label: t('payments.summary.receiptNumber'), value: order.receiptNumber });
  return (
    <SettingsSection title={t('payments.summary.title')}>
      <Stack spacing={3}>
        <DefinitionRows items={rows} />
        <OrderAmounts order={order} />
      </Stack>
    </SettingsSection>
  );
}
