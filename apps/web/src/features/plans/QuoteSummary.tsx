import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IMMERSIVE_AUDIO_PRODUCT } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { yen } from '../pricing/index.ts';
import { lineProductOf } from './plan-labels.ts';
import type { PaymentQuote } from './plan-types.ts';

/** A quote as an invoice: its lines, subtotal, coupon discount, tax, then the total tax included; plan term under. */
export function QuoteSummary({ quote }: { quote: PaymentQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hasTerm = quote.termStartsAt !== null && quote.termEndsAt !== null;
  const note =
    quote.purchaseType === 'plan_upgrade'
      ? t('plans.checkout.upgradeNote')
      : quote.purchaseType === 'artist_capacity' || quote.purchaseType === 'member_capacity'
        ? t('plans.checkout.capacityNote')
        : null;
  return (
    <Box>
      <Box component="dl" aria-label={t('plans.checkout.summaryLabel')} sx={{ m: 0 }}>
        {quote.lines.map((line, index) => {
          const product = lineProductOf(line.product);
          const label = product
            ? t(`plans.products.${product}`)
            : line.product === IMMERSIVE_AUDIO_PRODUCT
              ? t('plans.immersiveProduct')
              : line.product;
          return (
            <Row
              // Lines have no id; their order is the order's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              label={line.quantity > 1 ? `${label} ${t('plans.checkout.quantity', { count: line.quantity })}` : label}
              value={yen(line.amount)}
            />
          );
        })}
        <Row label={t('plans.checkout.subtotal')} value={yen(quote.subtotal)} isRule />
        {quote.discount > 0 && (
          <Row
            label={t('plans.checkout.discount', { code: quote.coupon?.code ?? '' })}
            value={`−${yen(quote.discount)}`}
            isDiscount
          />
        )}
        <Row label={t('plans.checkout.tax', { rate: quote.taxRatePercent })} value={yen(quote.tax)} />
        <Row label={t('plans.checkout.total')} value={yen(quote.total)} isTotal />
      </Box>
      {hasTerm && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('plans.checkout.term', {
            range: t('plans.termRange', {
              start: format.date(quote.termStartsAt!),
              end: format.date(quote.termEndsAt!),
            }),
          })}
        </Typography>
      )}
      {note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

interface RowProps {
  label: string;
  value: string;
  isRule?: boolean;
  isDiscount?: boolean;
  isTotal?: boolean;
}

function Row({ label, value, isRule = false, isDiscount = false, isTotal = false }: RowProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: isTotal ? 1 : 0.5,
        ...(isRule || isTotal ? { borderTop: 1, borderColor: 'divider', mt: 0.5 } : {}),
      }}
    >
      <Box component="dt" sx={{ fontSize: isTotal ? 15 : 14, fontWeight: isTotal ? 700 : 400, minWidth: 0 }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          flexShrink: 0,
          fontVariantNumeric: 'tabular-nums',
          fontSize: isTotal ? 22 : 14,
          fontWeight: isTotal ? 800 : 400,
          color: isDiscount ? 'success.dark' : 'inherit',
        }}
      >
        {value}
      </Box>
    </Box>
  );
}
