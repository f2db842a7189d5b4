import { CardScreen } from '../features/payments/index.ts';

/** /dashboard/profile/card */
export function CardPage() {
  return <CardScreen />;
}
