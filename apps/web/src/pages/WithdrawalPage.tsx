import { WithdrawalScreen } from '../features/withdrawal/WithdrawalScreen.tsx';

/** /member/withdrawal: bank accounts, withdrawal requests and their progress. */
export function WithdrawalPage() {
  return <WithdrawalScreen />;
}
