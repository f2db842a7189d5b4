import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { canOfferLeave, type ManagedAccount } from './account-membership.ts';

interface AccountRowActionsProps {
  account: ManagedAccount;
  onSwitch: () => void;
  onLeave: () => void;
}

/** "切り替える" for accounts other than the current one, and "このアカウントから抜ける" where leaving is possible. */
export function AccountRowActions({ account, onSwitch, onLeave }: AccountRowActionsProps) {
  const { t } = useTranslation();
  const leavable = canOfferLeave(account);
  return (
    <>
      {!account.isCurrent && (
        <Button
          size="small"
          variant="contained"
          onClick={onSwitch}
          aria-label={t('accounts.switchLabel', { name: account.name })}
        >
          {t('accounts.switch')}
        </Button>
      )}
      {leavable ? (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={onLeave}
          aria-label={t('accounts.leaveLabel', { name: account.name })}
        >
          {t('accounts.leave')}
        </Button>
      ) : (
        <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center', maxWidth: 220 }}>
          {t('accounts.onlyMember')}
        </Typography>
      )}
    </>
  );
}
