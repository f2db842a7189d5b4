import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import { isOneOf } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { PaymentNumbersTable } from './PaymentNumbersTable.tsx';
import type { KonbiniAction, PaymentOrder } from './payment-types.ts';
import { WaitingPaymentPanel } from './WaitingPaymentPanel.tsx';

const STORES = ['familymart', 'lawson', 'ministop', 'seicomart'] as const;

/** Konbini: a table of numbers per store, in the order the gateway gives them. */
export function KonbiniResult({
  order,
  action,
  onCancel,
}: {
  order: PaymentOrder;
  action: KonbiniAction;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <WaitingPaymentPanel
      order={order}
      action={action}
      title={t('payments.result.konbiniTitle')}
      lead={t('payments.result.konbiniLead')}
      howTo={[
        t('payments.result.konbiniHowTo1'),
        t('payments.result.konbiniHowTo2'),
        t('payments.result.konbiniHowTo3'),
      ]}
      icon={<StorefrontOutlinedIcon />}
      onCancel={onCancel}
    >
      <Box
        role="group"
        aria-label={t('payments.result.storesLabel')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {action.stores.map((store) => (
          <PaymentNumbersTable
            key={store.store}
            caption={isOneOf(STORES, store.store) ? t(`payments.result.stores.${store.store}`) : store.store}
            rows={[
              { label: t('payments.result.paymentCode'), value: store.paymentCode },
              { label: t('payments.result.confirmationNumber'), value: store.confirmationNumber },
            ]}
          />
        ))}
      </Box>
    </WaitingPaymentPanel>
  );
}
