import Stack from '@mui/material/Stack';
import { CardSummarySection } from './CardSummarySection.tsx';
import { CouponsSection } from './CouponsSection.tsx';
import { PaymentHistorySection } from './PaymentHistorySection.tsx';
import { PaymentsAccessGate } from './PaymentsAccessGate.tsx';
import { canEditPayments } from './payment-permission.ts';

/** The payments tab of account settings: the card on file, the order history and the account's coupons. */
export function PaymentsTab() {
  return (
    <PaymentsAccessGate>
      {(individual) => (
        <Stack spacing={3}>
          <CardSummarySection />
          <PaymentHistorySection />
          <CouponsSection canEdit={canEditPayments(individual)} />
        </Stack>
      )}
    </PaymentsAccessGate>
  );
}
