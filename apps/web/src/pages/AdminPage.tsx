import { AdminConsole } from '../features/admin/index.ts';

/** /admin (operators only, dark theme). */
export function AdminPage() {
  return <AdminConsole />;
}
