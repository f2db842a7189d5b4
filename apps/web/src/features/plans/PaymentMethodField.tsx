import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { yen } from '../pricing/index.ts';
import { isBalanceEnough, offeredMethodsOf } from './checkout-steps.ts';
import type { CardState, CheckoutMethod } from './plan-types.ts';

interface PaymentMethodFieldProps {
  card: CardState;
  value: CheckoutMethod | null;
  onChange: (method: CheckoutMethod) => void;
  disabled: boolean;
  /** The card page, coming back here. */
  registerCardPath: string;
  /** The total to pay (tax included), once quoted: the balance must cover it. */
  total: number | undefined;
}

const HELP_KEYS = {
  conveni: 'plans.checkout.method.conveniHelp',
  payeasy: 'plans.checkout.method.payeasyHelp',
  carrier: 'plans.checkout.method.carrierHelp',
  monthly_bill: 'plans.checkout.method.monthly_billHelp',
  revenue_share: 'plans.checkout.method.revenue_shareHelp',
  by_oem: 'plans.checkout.method.by_oemHelp',
} as const;

/** The open payment methods as radio buttons, each with what it means; the card one names the registered card. */
export function PaymentMethodField({
  card,
  value,
  onChange,
  disabled,
  registerCardPath,
  total,
}: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const methods = offeredMethodsOf(card);
  const hasBalance = isBalanceEnough(card.balance, total);
  if (methods.length === 0) {
    return <Typography sx={{ color: 'error.main' }}>{t('plans.checkout.method.none')}</Typography>;
  }
  return (
    <FormControl disabled={disabled} fullWidth>
      <FormLabel id={labelId} sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {t('plans.checkout.method.label')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as CheckoutMethod)}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            disabled={disabled || (method === 'balance' && !hasBalance)}
            sx={{ alignItems: 'flex-start', mr: 0, py: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t(`plans.checkout.method.${method}`)}</Typography>
                {method === 'card' ? (
                  <CardLine card={card} registerCardPath={registerCardPath} />
                ) : method === 'balance' ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(hasBalance ? 'plans.checkout.method.balanceHelp' : 'plans.checkout.method.balanceShort', {
                      amount: yen(card.balance),
                    })}
                  </Typography>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(HELP_KEYS[method])}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function CardLine({ card, registerCardPath }: { card: CardState; registerCardPath: string }) {
  const { t } = useTranslation();
  if (card.card) {
    return (
      <>
        <Typography variant="body2">
          {t('plans.checkout.method.cardRegistered', { brand: card.card.brand.toUpperCase(), last4: card.card.last4 })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('plans.checkout.method.cardHelp')}
        </Typography>
      </>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('plans.checkout.method.cardMissing')}{' '}
      <Link component={RouterLink} to={registerCardPath} sx={{ fontWeight: 700 }}>
        {t('plans.checkout.method.registerCard')}
      </Link>
    </Typography>
  );
}
