import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yen } from '../pricing/index.ts';
import type { PaymentQuote } from './plan-types.ts';

interface CouponFieldProps {
  /** The coupon of the quote shown (null: none asked for). */
  coupon: PaymentQuote['coupon'] | undefined;
  isQuoting: boolean;
  disabled: boolean;
  /** Re-quote with this code ('' takes the coupon off). */
  onApply: (code: string) => void;
}

/** A coupon code and "apply": the quote comes back with the discount, or with why the coupon cannot be used. */
export function CouponField({ coupon, isQuoting, disabled, onApply }: CouponFieldProps) {
  const { t } = useTranslation();
  const helperId = useId();
  const [code, setCode] = useState(coupon?.code ?? '');
  const problem = coupon?.unusableReason ? coupon.message : null;
  const applied = coupon && !coupon.unusableReason ? coupon : null;
  const helper =
    problem ??
    (applied
      ? t('plans.checkout.coupon.applied', { code: applied.code, amount: yen(applied.discount) })
      : t('plans.checkout.coupon.helper'));

  const apply = () => onApply(code.trim());
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('plans.checkout.coupon.label')}
          value={code}
          disabled={disabled}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it must not submit the payment.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={Boolean(problem)}
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false, 'aria-describedby': helperId },
          }}
        />
        <Button
          variant="outlined"
          onClick={apply}
          disabled={disabled || isQuoting || code.trim() === (coupon?.code ?? '')}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {t('plans.checkout.coupon.apply')}
        </Button>
      </Box>
      <Box
        id={helperId}
        role="status"
        sx={{
          fontSize: 13,
          mt: 0.5,
          mx: 1.75,
          color: problem ? 'error.main' : applied ? 'success.dark' : 'text.secondary',
        }}
      >
        {helper}
        {coupon && (
          <Button
            size="small"
            onClick={() => {
              setCode('');
              onApply('');
            }}
            disabled={disabled || isQuoting}
            sx={{ ml: 1, py: 0, minHeight: 0, verticalAlign: 'baseline' }}
          >
            {t('plans.checkout.coupon.remove')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
