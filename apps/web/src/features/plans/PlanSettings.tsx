import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getPlanSummary, listPlanActiveArtists } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import { CurrentPlanSection } from './CurrentPlanSection.tsx';
import { MasteringSection } from './MasteringSection.tsx';
import { canPay, type QuantityPurchase } from './plan-labels.ts';
import type { CheckoutTarget } from './plan-types.ts';
import { QuantityDialog } from './QuantityDialog.tsx';
import { UsageSection } from './UsageSection.tsx';
import { useReopenCheckout } from './use-reopen-checkout.ts';

/**
 * The plan tab of account settings (/dashboard/profile/plan): the plan and its term, renewal, capacity used with
 * extra capacity to buy, and AI mastering credits. Every purchase goes through the checkout dialog.
 */
export function PlanSettings() {
  const { t } = useTranslation();
  const { session } = useSession();
  const summary = useApi(getPlanSummary, {});
  const hasPlan = summary.data !== undefined && summary.data.plan !== 'payper';
  const artists = useApi(listPlanActiveArtists, hasPlan ? {} : null);
  const [quantityOf, setQuantityOf] = useState<QuantityPurchase | null>(null);
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  const mayPay = canPay(session?.individual ?? null);
  useReopenCheckout((request) => (request.kind === 'plan' ? request : null), setCheckout);

  if (summary.error?.code === API_ERROR_CODES.forbidden) {
    return <EmptyState icon={<LockOutlinedIcon />} title={t('plans.forbiddenTitle')} body={t('plans.forbiddenBody')} />;
  }
  if (summary.error) return <LoadError message={summary.error.message} onRetry={() => void summary.mutate()} />;
  if (!summary.data) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  }
  const plan = summary.data.plan;

  return (
    <Stack spacing={3}>
      {!mayPay && <Alert severity="info">{t('plans.noPermission')}</Alert>}
      <CurrentPlanSection
        summary={summary.data}
        mayPay={mayPay}
        onRenew={() => {
          if (plan !== 'payper') setCheckout({ kind: 'plan', purchase: { kind: 'plan', plan } });
        }}
      />
      {hasPlan &&
        (artists.error ? (
          <LoadError message={artists.error.message} onRetry={() => void artists.mutate()} />
        ) : (
          <UsageSection summary={summary.data} artists={artists.data} mayPay={mayPay} onAdd={setQuantityOf} />
        ))}
      <MasteringSection
        credits={summary.data.masteringCredits}
        mayPay={mayPay}
        onBuyCredits={() => setQuantityOf('mastering_credit')}
        onBuyPack={() => setCheckout({ kind: 'plan', purchase: { kind: 'mastering_credit_36', quantity: 1 } })}
      />
      <QuantityDialog
        kind={quantityOf}
        onClose={() => setQuantityOf(null)}
        onNext={(kind, quantity) => {
          setQuantityOf(null);
          setCheckout({ kind: 'plan', purchase: { kind, quantity } });
        }}
      />
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} />
    </Stack>
  );
}
