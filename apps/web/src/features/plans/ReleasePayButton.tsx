import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import { releasePaymentState } from './plan-labels.ts';
import type { CheckoutTarget } from './plan-types.ts';
import type { PayableRelease } from './ReleasePaymentPanel.tsx';
import { useReopenCheckout } from './use-reopen-checkout.ts';

/** "Pay" in a release list row, for a release waiting for payment; nothing otherwise. */
export function ReleasePayButton({ release, title }: { release: PayableRelease; title: string }) {
  const { t } = useTranslation();
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  const state = releasePaymentState(release.status);
  const isPayable = state === 'due' || state === 'failed';
  useReopenCheckout(
    (request) =>
      isPayable && request.kind === 'release' && request.releaseId === release.id
        ? { kind: 'release', releaseId: release.id, title }
        : null,
    setCheckout,
  );
  if (state !== 'due' && state !== 'failed') return null;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="warning"
        startIcon={<PaymentsOutlinedIcon />}
        onClick={() => setCheckout({ kind: 'release', releaseId: release.id, title })}
        aria-label={t('plans.release.payLabel', { title })}
      >
        {t('plans.release.payAction')}
      </Button>
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} />
    </>
  );
}
