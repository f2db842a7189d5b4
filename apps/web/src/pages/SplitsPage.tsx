import { SplitsScreen } from '../features/splits/SplitsScreen.tsx';

/** /member/split: the account's revenue splits, and an invitation to one when the address carries its token. */
export function SplitsPage() {
  return <SplitsScreen />;
}
