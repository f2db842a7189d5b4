import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getMyCard } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import type { KonbiniAction, PayeasyAction, PaymentOrder } from './payment-types.ts';
import { taxIncludedText } from './payment-words.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { useJapanTime } from './use-japan-time.ts';

interface WaitingPaymentPanelProps {
  order: PaymentOrder;
  action: KonbiniAction | PayeasyAction;
  title: string;
  lead: string;
  /** The numbers to pay with. */
  children: ReactNode;
  howTo: readonly string[];
  icon: ReactNode;
  onCancel: () => void;
}

/** Konbini or Pay-easy: the deadline (Japan time), the amount, the numbers, how to pay, and a way to cancel. */
export function WaitingPaymentPanel({
  order,
  action,
  title,
  lead,
  children,
  howTo,
  icon,
  onCancel,
}: WaitingPaymentPanelProps) {
  const { t } = useTranslation();
  const time = useJapanTime();
  // The voucher page is the simulator's own when no real gateway is connected: the link says so.
  const { data: card } = useApi(getMyCard, {}, { revalidateOnFocus: false });
  const voucherLabel = card?.gatewayIsSimulator ? t('payments.result.voucherSimulator') : t('payments.result.voucher');
  return (
    <ResultPanel
      icon={icon}
      tone="warning"
      title={title}
      lead={lead}
      actions={
        <Button color="error" variant="outlined" onClick={onCancel}>
          {t('payments.result.cancel')}
        </Button>
      }
    >
      <Box sx={{ mb: 3 }}>
        <DefinitionRows
          items={[
            {
              label: t('payments.result.deadline'),
              value: t('payments.result.deadlineValue', { dateTime: time.dateTime(action.expiresAt) }),
            },
            { label: t('payments.result.total'), value: taxIncludedText(order.total, t) },
          ]}
        />
      </Box>
      {children}
      <Box sx={{ mt: 3 }}>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {t('payments.result.howToTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
          {howTo.map((step) => (
            <Typography component="li" variant="body2" key={step}>
              {step}
            </Typography>
          ))}
        </Box>
        <Link
          href={action.voucherUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-block', mt: 1.5, fontWeight: 700 }}
        >
          {voucherLabel}
          <OpenInNewIcon sx={{ fontSize: 16, verticalAlign: 'text-bottom', ml: 0.5 }} aria-hidden="true" />
          <Box component="span" sx={visuallyHidden}>
            {t('payments.result.newTab')}
          </Box>
        </Link>
      </Box>
    </ResultPanel>
  );
}
