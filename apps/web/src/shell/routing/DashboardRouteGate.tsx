import { useLocation } from 'react-router';
import { isPasswordResetLink } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { DashboardLayout } from '../layouts/DashboardLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { RequireSignedIn } from './RequireSignedIn.tsx';

/**
 * The signed-in dashboard pages, in the dashboard layout. Signed out, the only one that opens is the link of a
 * password-reset mail (basic info), in the public layout: the page then shows just the new-password dialog.
 */
export function DashboardRouteGate() {
  const location = useLocation();
  const { session, isSignedIn } = useSession();
  if (session !== undefined && !isSignedIn && isPasswordResetLink(location.pathname, location.search)) {
    return <PublicLayout />;
  }
  return (
    <RequireSignedIn>
      <DashboardLayout />
    </RequireSignedIn>
  );
}
