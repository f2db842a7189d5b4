import { BalanceScreen } from '../features/revenue/BalanceScreen.tsx';

/** /member/balance and /creators/member/balance: the balance and its movements. */
export function BalancePage() {
  return <BalanceScreen />;
}
