import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { useTranslation } from 'react-i18next';
import { PaymentNumbersTable } from './PaymentNumbersTable.tsx';
import type { PayeasyAction, PaymentOrder } from './payment-types.ts';
import { WaitingPaymentPanel } from './WaitingPaymentPanel.tsx';

/** Pay-easy: 収納機関番号, お客様番号 and 確認番号 to enter at an ATM or in online banking. */
export function PayeasyResult({
  order,
  action,
  onCancel,
}: {
  order: PaymentOrder;
  action: PayeasyAction;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <WaitingPaymentPanel
      order={order}
      action={action}
      title={t('payments.result.payeasyTitle')}
      lead={t('payments.result.payeasyLead')}
      howTo={[
        t('payments.result.payeasyHowTo1'),
        t('payments.result.payeasyHowTo2'),
        t('payments.result.payeasyHowTo3'),
      ]}
      icon={<AccountBalanceOutlinedIcon />}
      onCancel={onCancel}
    >
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
