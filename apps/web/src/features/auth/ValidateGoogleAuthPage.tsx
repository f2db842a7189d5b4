import { useLocation } from 'react-router';
import { GoogleCallbackPanel } from './GoogleCallbackPanel.tsx';

/** /creators/validate-google-auth and /dashboard/validate-google-auth: the return from Google sign-in. */
export function ValidateGoogleAuthPage() {
  const { pathname } = useLocation();
  return <GoogleCallbackPanel returnTo={pathname.startsWith('/dashboard') ? 'dashboard' : 'creators'} />;
}
