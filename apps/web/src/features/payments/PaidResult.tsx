import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { requestContext } from '../../app/request-context.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { purchasedPathOf, receiptHref } from './payment-paths.ts';
import type { PaymentOrder } from './payment-types.ts';
import { orderItemOf, orderItemText, taxIncludedText } from './payment-words.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { useJapanTime } from './use-japan-time.ts';

/** Paid: thanks, what was bought and for how much, the receipt and the way to what was bought. */
export function PaidResult({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation();
  const time = useJapanTime();
  const rows = [{ label: t('payments.summary.item'), value: orderItemText(orderItemOf(order), t) }];
  if (order.receiptNumber) rows.push({ label: t('payments.summary.receiptNumber'), value: order.receiptNumber });
  if (order.paidAt) rows.push({ label: t('payments.summary.paidAt'), value: time.dateTime(order.paidAt) });
  return (
    <ResultPanel
      icon={<CheckCircleOutlinedIcon />}
      tone="success"
      title={t('payments.result.paidTitle')}
      lead={t('payments.result.paidBody')}
      actions={
        <>
          {order.receiptUrl && (
            <Button
              variant="contained"
              href={receiptHref(order.receiptUrl, time.language, requestContext.acid)}
              download
              startIcon={<DownloadOutlinedIcon />}
            >
              {t('payments.result.downloadReceipt')}
            </Button>
          )}
          <Button variant="outlined" component={RouterLink} to={purchasedPathOf(order)}>
            {order.kind === 'release' ? t('payments.result.toRelease') : t('payments.result.toPlan')}
          </Button>
        </>
      }
    >
      <Box sx={{ mb: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('payments.summary.total')}
        </Typography>
        <Typography sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 800, lineHeight: 1.3 }}>
          {taxIncludedText(order.total, t)}
        </Typography>
      </Box>
      <DefinitionRows items={rows} />
    </ResultPanel>
  );
}
