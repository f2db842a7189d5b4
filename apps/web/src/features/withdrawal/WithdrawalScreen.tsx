import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listBalanceEntries, listBankAccounts, listWithdrawals } from '@otodoke/contract';
import { formatYen, WITHDRAWAL_FEE_YEN, WITHDRAWAL_MINIMUM_YEN } from '@otodoke/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../../app/data/use-api.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { useSession } from '../../app/session/use-session.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { REVENUE_PATHS } from '../revenue/index.ts';
import { BankAccountsSection } from './BankAccountsSection.tsx';
import { WithdrawalRequestForm } from './WithdrawalRequestForm.tsx';
import { WITHDRAWALS_PAGE_SIZE, WithdrawalRequests } from './WithdrawalRequests.tsx';

/** Reports and revenue (3000): managers always may; members need it at editable. The server decides. */
const REVENUE_PERMISSION = '3000';

/** /member/withdrawal: the balance and the rules, payout accounts, a request form and the requests made. */
export function WithdrawalScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { session } = useSession();
  const { mutate: mutateAll } = useSWRConfig();
  const [page, setPage] = useState(1);
  // One movement is enough: the answer carries the balance.
  const balance = useApi(listBalanceEntries, { query: { page: 1, limit: 1 } });
  const accounts = useApi(listBankAccounts, {});
  const withdrawals = useApi(listWithdrawals, { query: { page, limit: WITHDRAWALS_PAGE_SIZE } });
  const individual = session?.individual;
  const canEdit = Boolean(
    individual && (individual.isAccountManager || individual.permissions[REVENUE_PERMISSION] === 'editable'),
  );

  // A request moves the balance (every page of its history) and adds to the requests.
  const refreshAfterRequest = useCallback(() => {
    void mutateAll(
      (key) => Array.isArray(key) && (key[0] === listBalanceEntries.path || key[0] === listWithdrawals.path),
    );
  }, [mutateAll]);

  const heading = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between', mb: { xs: 2.5, md: 3 } }}
    >
      <PageHeading title={t('withdrawal.title')} lead={t('withdrawal.lead')} />
      <Button
        variant="outlined"
        size="small"
        component={RouterLink}
        to={REVENUE_PATHS.balance}
        startIcon={<ReceiptLongOutlinedIcon />}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {t('withdrawal.toBalance')}
      </Button>
    </Stack>
  );

  const error = balance.error ?? accounts.error;
  if (error && (!balance.data || !accounts.data)) {
    return (
      <>
        {heading}
        <LoadError
          message={error.message}
          onRetry={() => {
            void balance.mutate();
            void accounts.mutate();
          }}
        />
      </>
    );
  }
  if (!balance.data || !accounts.data) {
    return (
      <>
        {heading}
        <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />
      </>
    );
  }

  return (
    <>
      {heading}
      <Stack spacing={3}>
        <SettingsSection title={t('withdrawal.summary.balance')}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
              gap: { xs: 2.5, md: 4 },
            }}
          >
            <Box>
              <Typography sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 800, lineHeight: 1.2 }}>
                {formatYen(balance.data.balance, lang)}
              </Typography>
              {balance.data.pendingWithdrawals > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('withdrawal.summary.pending')}: <strong>{formatYen(balance.data.pendingWithdrawals, lang)}</strong>
                </Typography>
              )}
            </Box>
            <Box>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                {t('withdrawal.rules.title')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
                <Typography component="li" variant="body2">
                  {t('withdrawal.rules.minimum', { amount: formatYen(WITHDRAWAL_MINIMUM_YEN, lang) })}
                </Typography>
                <Typography component="li" variant="body2">
                  {t('withdrawal.rules.fee', { fee: formatYen(WITHDRAWAL_FEE_YEN, lang) })}
                </Typography>
                <Typography component="li" variant="body2">
                  {t('withdrawal.rules.timing')}
                </Typography>
              </Box>
            </Box>
          </Box>
        </SettingsSection>
        {!canEdit && <Alert severity="info">{t('withdrawal.readonly')}</Alert>}
        <BankAccountsSection
          accounts={accounts.data.items}
          canEdit={canEdit}
          onChanged={() => void accounts.mutate()}
        />
        {canEdit && (
          <WithdrawalRequestForm
            balance={balance.data.balance}
            accounts={accounts.data.items}
            onRequested={refreshAfterRequest}
          />
        )}
        <WithdrawalRequests withdrawals={withdrawals} page={page} onPage={setPage} />
      </Stack>
    </>
  );
}
