import Box from '@mui/material/Box';
import { isOneOf } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { PaymentNumbersTable } from './PaymentNumbersTable.tsx';
import type { KonbiniAction } from './payment-types.ts';
import { WaitingPaymentPanel, type WaitingResultProps } from './WaitingPaymentPanel.tsx';

const STORES = ['familymart', 'lawson', 'ministop', 'seicomart'] as const;

/** Konbini: a table of numbers per store, in the order the gateway gives them. */
export function KonbiniResult({ order, action, onCancel }: WaitingResultProps<KonbiniAction>) {
  const { t } = useTranslation();
  return (
    <WaitingPaymentPanel order={order} action={action} method="konbini" onCancel={onCancel}>
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
