import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
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

/** What a konbini or Pay-easy result panel is given: the order, the gateway's action, and a way to cancel. */
export interface WaitingResultProps<Action extends KonbiniAction | PayeasyAction> {
  order: PaymentOrder;
  action: Action;
  onCancel: () => void;
}

interface WaitingPaymentPanelProps extends WaitingResultProps<KonbiniAction | PayeasyAction> {
  /** Names the icon, the title, the lead and three how-to steps (`payments.result.<method>Title`, …). */
  method: 'konbini' | 'payeasy';
  /** The numbers to pay with. */
  children: ReactNode;
}

const METHOD_ICONS = { konbini: StorefrontOutlinedIcon, payeasy: AccountBalanceOutlinedIcon } as const;

/** Konbini or Pay-easy: the deadline (Japan time), the amount, the numbers, how to pay, and a way to cancel. */
export function WaitingPaymentPanel({ order, action, method, children, onCancel }: WaitingPaymentPanelProps) {
  const { t } = useTranslation();
  const Icon = METHOD_ICONS[method];
  const howTo = [
    t(`payments.result.${method}HowTo1`),
    t(`payments.result.${method}HowTo2`),
    t(`payments.result.${method}HowTo3`),
  ];
  const time = useJapanTime();
  // The voucher page is the simulator's own when no real gateway is connected: the link says so.
  const { data: card } = useApi(getMyCard, {}, { revalidateOnFocus: false });
  const voucherLabel = card?.gatewayIsSimulator ? t('payments.result.voucherSimulator') : t('payments.result.voucher');
  return (
    <ResultPanel
      icon={<Icon />}
      tone="warning"
      title={t(`payments.result.${method}Title`)}
      lead={t(`payments.result.${method}Lead`)}
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
