import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deleteBankAccount, type listBankAccounts } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { AddBankAccountDialog } from './AddBankAccountDialog.tsx';

export type BankAccount = ApiResult<typeof listBankAccounts>['items'][number];

interface BankAccountsSectionProps {
  accounts: readonly BankAccount[];
  canEdit: boolean;
  onChanged: () => void;
}

/** The payout accounts: each with its bank, branch, type, last digits and holder; add and remove. */
export function BankAccountsSection({ accounts, canEdit, onChanged }: BankAccountsSectionProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [isAdding, setIsAdding] = useState(false);

  const remove = async (account: BankAccount) => {
    const type = t(`withdrawal.accounts.types.${account.accountType}`);
    try {
      const removed = await confirm({
        title: t('withdrawal.accounts.removeTitle'),
        content: t('withdrawal.accounts.removeBody', {
          bank: account.bankName,
          branch: account.branchName,
          type,
          number: account.accountNumberMasked,
        }),
        okLabel: t('withdrawal.accounts.removeOk'),
        onConfirm: () => callApi(deleteBankAccount, { params: { id: account.id } }),
      });
      if (!removed) return;
      showSnackbar(t('withdrawal.accounts.removed'), 'success');
      onChanged();
    } catch (thrown) {
      handleError(thrown);
    }
  };

  return (
    <SettingsSection
      title={t('withdrawal.accounts.title')}
      description={t('withdrawal.accounts.description')}
      action={
        canEdit && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
            {t('withdrawal.accounts.add')}
          </Button>
        )
      }
    >
      {accounts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('withdrawal.accounts.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {accounts.map((account) => (
            <Paper
              component="li"
              variant="outlined"
              key={account.id}
              sx={{
                p: 2,
                borderRadius: 2,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1.5,
                alignItems: { xs: 'stretch', sm: 'center' },
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {account.bankName} {account.branchName}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t(`withdrawal.accounts.types.${account.accountType}`)} {account.accountNumberMasked}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {t('withdrawal.accounts.holder')}: {account.holderName}
                </Typography>
              </Box>
              {canEdit && (
                <Button
                  color="error"
                  variant="text"
                  startIcon={<DeleteOutlinedIcon />}
                  onClick={() => void remove(account)}
                  aria-label={t('withdrawal.accounts.removeLabel', {
                    bank: account.bankName,
                    branch: account.branchName,
                    number: account.accountNumberMasked,
                  })}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
                >
                  {t('withdrawal.accounts.remove')}
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {canEdit && <AddBankAccountDialog open={isAdding} onClose={() => setIsAdding(false)} onAdded={onChanged} />}
    </SettingsSection>
  );
}
