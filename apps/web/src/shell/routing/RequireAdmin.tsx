import { Outlet } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useSession } from '../../app/session/use-session.ts';
import { PublicLayout } from '../layouts/PublicLayout.tsx';

/** Operator screens; to anyone else they do not exist. Sits inside RequireSignedIn. */
export function RequireAdmin() {
  const { session } = useSession();
  if (session?.individual?.isAdmin) return <Outlet />;
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
