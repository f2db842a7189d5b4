import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from './payment-types.ts';
import { formatYen, productText } from './payment-words.ts';

type Amounts = Pick<
  PaymentOrder,
  'lines' | 'subtotal' | 'discount' | 'tax' | 'total' | 'taxRatePercent' | 'couponCode'
>;

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? 17 : 14,
      }}
    >
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Box>
    </Box>
  );
}

/** The order's lines and its money: subtotal before tax, coupon discount, consumption tax, total with tax. */
export function OrderAmounts({ order }: { order: Amounts }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
        {t('payments.summary.linesLabel')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.lines.map((line) => (
          <Row
            key={`${line.product}-${line.unitPrice}`}
            label={
              line.quantity > 1
                ? t('payments.summary.lineQuantity', { product: productText(line.product, t), quantity: line.quantity })
                : productText(line.product, t)
            }
            value={formatYen(line.amount)}
          />
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, color: 'text.secondary' }}>
        <Row label={t('payments.summary.subtotal')} value={formatYen(order.subtotal)} />
        {order.discount > 0 && (
          <Row
            label={
              order.couponCode
                ? t('payments.summary.discountWithCode', { code: order.couponCode })
                : t('payments.summary.discount')
            }
            value={t('payments.money.minus', { amount: formatYen(order.discount) })}
          />
        )}
        <Row label={t('payments.summary.tax', { rate: order.taxRatePercent })} value={formatYen(order.tax)} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Row label={t('payments.summary.total')} value={formatYen(order.total)} strong />
      </Box>
    </Box>
  );
}
