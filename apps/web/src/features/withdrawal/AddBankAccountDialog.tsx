import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createBankAccount } from '@otodoke/contract';
import { BANK_ACCOUNT_TYPES, type BankAccountType, formatValidationMessage } from '@otodoke/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { BankBranchPicker } from './BankBranchPicker.tsx';
import {
  type BankAccountErrors,
  type BankAccountFormValues,
  bankAccountBody,
  bankAccountFieldOf,
  bankAccountProblems,
  EMPTY_BANK_ACCOUNT,
  holderNamePreview,
} from './withdrawal-form.ts';

interface AddBankAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * A new payout account: bank and branch from the Zengin list, type, number and holder name. The holder name is shown
 * as the bank will record it while it is typed; the server's field messages land under the fields.
 */
export function AddBankAccountDialog({ open, onClose, onAdded }: AddBankAccountDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const typeLabelId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [values, setValues] = useState<BankAccountFormValues>(EMPTY_BANK_ACCOUNT);
  const [errors, setErrors] = useState<BankAccountErrors>({});
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(EMPTY_BANK_ACCOUNT);
    setErrors({});
  }, [open]);

  const change = <K extends keyof BankAccountFormValues>(key: K, value: BankAccountFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    const cleared = key === 'bankBranch' ? ['bank', 'branch'] : [key];
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !cleared.includes(field))));
  };

  const holder = holderNamePreview(values.holderName);
  // The characters banks refuse are pointed out as they are typed, not only on sending.
  const holderError =
    errors.holderName ??
    (holder.normalized && !holder.isAccepted ? formatValidationMessage('bankHolderChars', lang) : undefined);
  const holderHelp =
    holderError ??
    (holder.normalized
      ? t('withdrawal.addDialog.holderPreview', { name: holder.normalized })
      : t('withdrawal.addDialog.holderNameHelp'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = bankAccountProblems(values, lang);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setIsSending(true);
    try {
      await callApi(createBankAccount, { body: bankAccountBody(values) });
      showSnackbar(t('withdrawal.addDialog.added'), 'success');
      onAdded();
      onClose();
    } catch (thrown) {
      const fieldErrors: BankAccountErrors = {};
      handleError(thrown, {
        setFieldError: (field, message) => {
          const target = bankAccountFieldOf(field);
          if (target) fieldErrors[target] = message;
        },
      });
      setErrors(fieldErrors);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isSending) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('withdrawal.addDialog.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <BankBranchPicker
              value={values.bankBranch}
              onChange={(next) => change('bankBranch', next)}
              error={{ bank: errors.bank, branch: errors.branch }}
              disabled={isSending}
            />
            <FormControl error={Boolean(errors.accountType)} disabled={isSending}>
              <FormLabel id={typeLabelId} sx={{ fontSize: 13 }}>
                {t('withdrawal.addDialog.accountType')}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={typeLabelId}
                value={values.accountType}
                onChange={(event) => change('accountType', event.target.value as BankAccountType)}
              >
                {BANK_ACCOUNT_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={<Radio />}
                    label={t(`withdrawal.accounts.types.${type}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={t('withdrawal.addDialog.accountNumber')}
              value={values.accountNumber}
              onChange={(event) => change('accountNumber', event.target.value)}
              error={Boolean(errors.accountNumber)}
              helperText={errors.accountNumber ?? t('withdrawal.addDialog.accountNumberHelp')}
              required
              disabled={isSending}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
              sx={{ maxWidth: { sm: 240 } }}
            />
            <TextField
              label={t('withdrawal.addDialog.holderName')}
              value={values.holderName}
              onChange={(event) => change('holderName', event.target.value)}
              error={Boolean(holderError)}
              helperText={holderHelp}
              required
              disabled={isSending}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 60, spellCheck: false }, formHelperText: { 'aria-live': 'polite' } }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} submitLabel={t('withdrawal.addDialog.submit')} isSubmitting={isSending} />
      </form>
    </Dialog>
  );
}
