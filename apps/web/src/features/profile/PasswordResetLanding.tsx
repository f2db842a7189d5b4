import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signInPath } from '../../app/routing/paths.ts';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';
import { PasswordResetDialog } from './PasswordResetDialog.tsx';

/** The password-reset link opened signed out: a quiet page behind the new-password dialog; closing goes to sign-in. */
export function PasswordResetLanding({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <FullPageMessage icon={<LockResetOutlinedIcon />} title={t('profile.passwordReset.background')} />
      {token && <PasswordResetDialog token={token} onClose={() => navigate(signInPath(), { replace: true })} />}
    </>
  );
}
