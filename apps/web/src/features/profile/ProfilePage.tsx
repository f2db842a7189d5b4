import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { AccountSettings } from './AccountSettings.tsx';
import { resolveProfileTab } from './profile-tabs.ts';

/** /dashboard/profile and /dashboard/profile/:target: account settings, one tab per target. */
export function ProfilePage() {
  const { target } = useParams();
  return <AccountSettings tab={resolveProfileTab(target) ?? 'basic-info'} />;
}

/** A tab that does not exist (or is not built yet) is the app's 404, as the server answers for it. */
export function profileTabLoader({ params }: LoaderFunctionArgs) {
  if (resolveProfileTab(params.target) === null) throw data(null, { status: 404 });
  return null;
}
