import { AccountManagement } from '../features/accounts/index.ts';

/** /dashboard/accounts/management */
export function AccountManagementPage() {
  return <AccountManagement />;
}
