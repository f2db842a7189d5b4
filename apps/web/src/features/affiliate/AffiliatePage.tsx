import { useLocation } from 'react-router';
import { AffiliateScreen } from './AffiliateScreen.tsx';

/** /member/invite (the link) and /member/affiliate (the rewards). */
export function AffiliatePage() {
  const { pathname } = useLocation();
  return <AffiliateScreen view={pathname.startsWith('/member/affiliate') ? 'rewards' : 'invite'} />;
}
