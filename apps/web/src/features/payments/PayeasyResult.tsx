import { useTranslation } from 'react-i18next';
import { PaymentNumbersTable } from './PaymentNumbersTable.tsx';
import type { PayeasyAction } from './payment-types.ts';
import { WaitingPaymentPanel, type WaitingResultProps } from './WaitingPaymentPanel.tsx';

/** Pay-easy: 収納機関番号, お客様番号 and 確認番号 to enter at an ATM or in online banking. */
export function PayeasyResult({ order, action, onCancel }: WaitingResultProps<PayeasyAction>) {
  const { t } = useTranslation();
  return (
    <WaitingPaymentPanel order={order} action={action} method="payeasy" onCancel={onCancel}>
      <PaymentNumbersTable
        caption={t('payments.result.payeasyNumbersLabel')}
        rows={[
          { label: t('payments.result.billerNumber'), value: action.billerNumber },
          { label: t('payments.result.customerNumber'), value: action.customerNumber },
          { label: t('payments.result.confirmationNumber'), value: action.confirmationNumber },
        ]}
      />
    </WaitingPaymentPanel>
  );
}
