import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { InvitationPanel } from '../team/index.ts';
import { CreatorsIntro } from './CreatorsIntro.tsx';
import { SignInPanel } from './SignInPanel.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { SignUpMailSent } from './SignUpMailSent.tsx';
import { VerifyEmailWelcome } from './VerifyEmailWelcome.tsx';

/** /creators: the creators area's door; `?action=` picks sign-in, sign-up, mail sent, welcome or an invitation. */
export function CreatorsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const action = search.get('action');
  const redirectUrl = search.get('redirect_url');
  const alreadySignedIn = isSignedIn && (action === 'signin' || action === 'signup');

  useEffect(() => {
    if (alreadySignedIn) navigate(safeRedirectPath(redirectUrl), { replace: true });
  }, [alreadySignedIn, redirectUrl, navigate]);

  if (alreadySignedIn) return <CenteredSpinner label={t('auth.signIn.alreadySignedIn')} minHeight="50vh" />;

  switch (action) {
    case 'signin':
      return <SignInPanel redirectUrl={redirectUrl} />;
    case 'signup':
      return <SignUpForm inviteToken={search.get('invite')} affiliateRef={search.get('ref')} />;
    case 'signup-mail':
      return <SignUpMailSent email={search.get('email')} />;
    case 'welcome':
      return <VerifyEmailWelcome token={search.get('token')} />;
    case 'invite':
      return <InvitationPanel token={search.get('token')} />;
    default:
      return <CreatorsIntro />;
  }
}
