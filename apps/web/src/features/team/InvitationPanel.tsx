import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptInvite, getInvite } from '@otodoke/contract';
import { ACCOUNT_MEMBER_INVITE_STATUS } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { invitePath, signInPath, signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { useSwitchAccount } from '../accounts/index.ts';

/** /creators?action=invite&token=…: join an account's team, signing in or up first when needed. */
export function InvitationPanel({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { isSignedIn, session } = useSession();
  const switchAccount = useSwitchAccount();
  const [accepting, setAccepting] = useState(false);
  const {
    data: invite,
    error,
    isLoading,
  } = useApi(getInvite, token ? { params: { token } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  if (!token) {
    return (
      <FormCard title={t('auth.invite.title')}>
        <Alert severity="error">{t('auth.invite.missingToken')}</Alert>
      </FormCard>
    );
  }
  if (isLoading || session === undefined) return <CenteredSpinner label={t('common.loading')} minHeight="50vh" />;
  if (error || !invite || invite.statusId !== ACCOUNT_MEMBER_INVITE_STATUS.invited) {
    return (
      <FormCard title={t('auth.invite.title')}>
        <Alert severity="error" role="alert">
          {t('auth.invite.invalid')}
        </Alert>
      </FormCard>
    );
  }

  const accept = async () => {
    setAccepting(true);
    try {
      const { acid } = await callApi(acceptInvite, { params: { token } });
      await switchAccount(acid);
      showSnackbar(t('auth.invite.accepted', { account: invite.accountName }));
      navigate('/dashboard', { replace: true });
    } catch (thrown) {
      handleError(thrown);
      setAccepting(false);
    }
  };

  return (
    <FormCard
      title={t('auth.invite.title')}
      lead={
        <>
          <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 44 } }}>
            <GroupAddOutlinedIcon />
          </Box>
          {t('auth.invite.body', { account: invite.accountName, email: invite.email })}
        </>
      }
    >
      {isSignedIn ? (
        <Button variant="contained" size="large" fullWidth disabled={accepting} onClick={() => void accept()}>
          {t('auth.invite.accept')}
        </Button>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('auth.invite.signedOut')}
          </Typography>
          <Button component={RouterLink} to={signInPath(invitePath(token))} variant="contained" size="large">
            {t('auth.invite.signInToAccept')}
          </Button>
          {!invite.hasIndividual && (
            <Button component={RouterLink} to={signUpPath(token)} variant="outlined" size="large">
              {t('auth.invite.signUpToAccept')}
            </Button>
          )}
        </Stack>
      )}
    </FormCard>
  );
}
