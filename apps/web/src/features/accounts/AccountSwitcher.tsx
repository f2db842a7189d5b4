import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { useSwitchAccount } from './use-switch-account.ts';

/** Which account the signed-in individual is working for; a select when more than one is reachable. */
export function AccountSwitcher() {
  const { t } = useTranslation();
  const { session } = useSession();
  const switchTo = useSwitchAccount();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const accounts = session?.availableAccountList ?? [];
  const current = session?.acid ?? null;
  const currentAccount = accounts.find((account) => account.id === current);

  const change = async (acid: number) => {
    if (acid === current) return;
    try {
      await switchTo(acid);
      const name = accounts.find((account) => account.id === acid)?.name ?? '';
      showSnackbar(t('dashboard.accountSwitcher.switched', { name }));
    } catch (error) {
      handleError(error);
    }
  };

  if (accounts.length <= 1) {
    return (
      <Box sx={{ px: 1 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          {t('dashboard.accountSwitcher.label')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {currentAccount?.name ?? session?.user?.name ?? ''}
        </Typography>
      </Box>
    );
  }

  return (
    <TextField
      select
      size="small"
      label={t('dashboard.accountSwitcher.label')}
      value={current ?? ''}
      onChange={(event) => void change(Number(event.target.value))}
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {account.personCompanyType === 'company' ? (
              <BusinessOutlinedIcon fontSize="small" aria-hidden="true" />
            ) : (
              <PersonOutlinedIcon fontSize="small" aria-hidden="true" />
            )}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {account.name}
            </Box>
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
