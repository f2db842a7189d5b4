import { Outlet } from 'react-router';
import { NotFoundPage } from '../../pages/NotFoundPage.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { useSession } from '../session/use-session.ts';

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
