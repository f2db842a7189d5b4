import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { activateCoupon } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { API_ERROR_CODES, toApiRequestError } from '../../app/api-error.ts';
import { isShellError, useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import type { AccountCoupon } from './payment-types.ts';

/**
 * Enters a coupon code (POST /api/v1/coupons/activate). A refusal ("このクーポンコードが見つかりません", expired, …) is
 * the field's problem, so its message shows under the field.
 */
export function CouponActivateForm({
  onActivated,
  disabled,
}: {
  onActivated: (coupon: AccountCoupon) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const submit = async () => {
    if (!code.trim()) return;
    setIsSending(true);
    setProblem(null);
    try {
      const coupon = await callApi(activateCoupon, { body: { code: code.trim() } });
      onActivated(coupon);
      setCode('');
      showSnackbar(t('payments.coupons.activated', { code: coupon.code }), 'success');
    } catch (thrown) {
      const error = toApiRequestError(thrown);
      if (isShellError(error) || error.code === API_ERROR_CODES.forbidden || error.statusCode === null)
        handleError(error);
      else setProblem(error.fieldErrors.code ?? error.message);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextField
        size="small"
        label={t('payments.coupons.codeLabel')}
        placeholder={t('payments.coupons.codePlaceholder')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? undefined}
        autoComplete="off"
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={disabled || isSending || !code.trim()}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {t('payments.coupons.apply')}
      </Button>
    </Box>
  );
}
