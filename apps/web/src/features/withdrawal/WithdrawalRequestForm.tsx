import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestWithdrawal } from '@otodoke/contract';
import { formatValidationMessage, formatYen, WITHDRAWAL_FEE_YEN, WITHDRAWAL_MINIMUM_YEN } from '@otodoke/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import type { BankAccount } from './BankAccountsSection.tsx';
import { bankAccountLabel } from './bank-account-label.ts';
import { attemptFor, freshAttempt } from './withdrawal-attempt.ts';
import { parseYenAmount, withdrawalAmountProblem, withdrawalBreakdown } from './withdrawal-form.ts';

interface WithdrawalRequestFormProps {
  balance: number;
  accounts: readonly BankAccount[];
  /** Called after a request went through (the balance and the list of requests changed). */
  onRequested: () => void;
}

const BALANCE_INSUFFICIENT = 'BALANCE_INSUFFICIENT';

/** Choose an account and an amount; the fee and what reaches the bank show as the amount is typed. */
export function WithdrawalRequestForm({ balance, accounts, onRequested }: WithdrawalRequestFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const amountRef = useRef<HTMLInputElement>(null);
  const [chosenId, setChosenId] = useState<number | ''>('');
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ account?: string; amount?: string }>({});
  const [isSending, setIsSending] = useState(false);
  const attempt = useRef(freshAttempt());

  const accountId = accounts.some((account) => account.id === chosenId) ? chosenId : (accounts[0]?.id ?? '');
  const breakdown = withdrawalBreakdown(amountText);
  const typeLabel = (type: BankAccount['accountType']) => t(`withdrawal.accounts.types.${type}`);

  if (accounts.length === 0) {
    return (
      <SettingsSection title={t('withdrawal.request.title')}>
        <Alert severity="info">{t('withdrawal.request.needAccount')}</Alert>
      </SettingsSection>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = accounts.find((each) => each.id === accountId);
    const amountProblem = withdrawalAmountProblem(amountText, balance, lang);
    const problems = {
      account: account ? undefined : formatValidationMessage('required', lang),
      amount: amountProblem ?? undefined,
    };
    setErrors(problems);
    if (problems.amount) amountRef.current?.focus();
    const amount = parseYenAmount(amountText);
    if (!account || problems.amount || amount === null) return;

    attempt.current = attemptFor(attempt.current, `${account.id}:${amount}`);
    const idempotencyKey = attempt.current.key;
    try {
      const sent = await confirm({
        title: t('withdrawal.request.confirmTitle'),
        content: t('withdrawal.request.confirmBody', {
          amount: formatYen(amount, lang),
          fee: formatYen(WITHDRAWAL_FEE_YEN, lang),
          net: formatYen(amount - WITHDRAWAL_FEE_YEN, lang),
          account: bankAccountLabel(account, typeLabel),
        }),
        okLabel: t('withdrawal.request.confirmOk'),
        overlayText: t('withdrawal.request.sending'),
        onConfirm: async () => {
          setIsSending(true);
          try {
            await callApi(requestWithdrawal, { body: { bankAccountId: account.id, amount, idempotencyKey } });
          } finally {
            setIsSending(false);
          }
        },
      });
      if (!sent) return;
      attempt.current = freshAttempt();
      setAmountText('');
      showSnackbar(t('withdrawal.request.done', { amount: formatYen(amount, lang) }), 'success');
      onRequested();
    } catch (thrown) {
      const error = toApiRequestError(thrown);
      if (error.code === BALANCE_INSUFFICIENT) {
        // The balance moved since the page loaded (another request, a payment): say so at the amount, show the new one.
        setErrors({ amount: error.message });
        handleError(error, { silent: true });
        onRequested();
        return;
      }
      handleError(error, {
        setFieldError: (field, message) => {
          if (field === 'amount') setErrors((previous) => ({ ...previous, amount: message }));
          if (field === 'bankAccountId') setErrors((previous) => ({ ...previous, account: message }));
        },
      });
    }
  };

  return (
    <SettingsSection title={t('withdrawal.request.title')}>
      {balance < WITHDRAWAL_MINIMUM_YEN && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('withdrawal.request.belowMinimum', { amount: formatYen(WITHDRAWAL_MINIMUM_YEN, lang) })}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
          <TextField
            select
            label={t('withdrawal.request.account')}
            value={accountId}
            onChange={(event) => {
              setChosenId(Number(event.target.value));
              setErrors((previous) => ({ ...previous, account: undefined }));
            }}
            error={Boolean(errors.account)}
            helperText={errors.account}
            disabled={isSending}
            required
            sx={{ '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          >
            {accounts.map((account) => (
              <MenuItem key={account.id} value={account.id} sx={{ whiteSpace: 'normal' }}>
                {bankAccountLabel(account, typeLabel)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              inputRef={amountRef}
              label={t('withdrawal.request.amount')}
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value);
                setErrors((previous) => ({ ...previous, amount: undefined }));
              }}
              error={Boolean(errors.amount)}
              helperText={errors.amount}
              disabled={isSending}
              required
              autoComplete="off"
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 16 },
                // Yen as each language writes it: "1,000円", "¥1,000".
                input:
                  lang === 'ja'
                    ? { endAdornment: <InputAdornment position="end">円</InputAdornment> }
                    : { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
              }}
            />
            <Button
              variant="outlined"
              onClick={() => {
                setAmountText(String(balance));
                setErrors((previous) => ({ ...previous, amount: undefined }));
              }}
              disabled={isSending || balance <= 0}
              sx={{ flexShrink: 0, minHeight: 56, whiteSpace: 'nowrap' }}
            >
              {t('withdrawal.request.all')}
            </Button>
          </Stack>
          <Box
            component="dl"
            aria-live="polite"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5 }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('withdrawal.request.fee')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatYen(-WITHDRAWAL_FEE_YEN, lang)}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t('withdrawal.request.net')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {breakdown ? formatYen(breakdown.net, lang) : '—'}
            </Typography>
          </Box>
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={isSending}>
              {isSending ? t('withdrawal.request.sending') : t('withdrawal.request.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
