import { PaymentResultScreen } from '../features/payments/index.ts';

/** /dashboard/profile/payments/result?order=ID */
export function PaymentResultPage() {
  return <PaymentResultScreen />;
}
