import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkPlansAvailable, getPlanSummary } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { PlanCard, UNLIMITED_PLANS } from '../pricing/index.ts';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import { PLAN_SETTINGS_PATH } from './checkout-steps.ts';
import { PlanChoice } from './PlanChoice.tsx';
import { canPay } from './plan-labels.ts';
import type { CheckoutTarget, PlanSummary } from './plan-types.ts';
import { useReopenCheckout } from './use-reopen-checkout.ts';
import { WaitingPlanOrderAlert } from './WaitingPlanOrderAlert.tsx';

/** /dashboard/pricing: the unlimited plans for the current account, its own plan marked, each with what choosing it is. */
export function PlanComparison() {
  const { t } = useTranslation();
  const { session } = useSession();
  const summary = useApi(getPlanSummary, {});
  const availability = useApi(checkPlansAvailable, {});
  const [checkout, setCheckout] = useState<CheckoutTarget | null>(null);
  const mayPay = canPay(session?.individual ?? null);
  useReopenCheckout(
    (request) => (request.kind === 'plan' && request.purchase.kind === 'plan' ? request : null),
    setCheckout,
  );
  const heading = (
    <PageHeading
      title={t('plans.comparison.title')}
      lead={t('plans.comparison.lead', { account: session?.user?.name ?? '' })}
    />
  );

  const error = summary.error ?? availability.error;
  if (error?.code === API_ERROR_CODES.forbidden) {
    return (
      <>
        {heading}
        <EmptyState icon={<LockOutlinedIcon />} title={t('plans.forbiddenTitle')} body={t('plans.forbiddenBody')} />
      </>
    );
  }
  return (
    <>
      {heading}
      {error ? (
        <LoadError
          message={error.message}
          onRetry={() => void Promise.all([summary.mutate(), availability.mutate()])}
        />
      ) : !summary.data ? (
        <Skeleton variant="rounded" height={72} sx={{ mb: 3 }} />
      ) : (
        <CurrentPlanStrip summary={summary.data} />
      )}
      {!mayPay && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('plans.noPermission')}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={t('pricing.plans.title')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          // Four side by side only where each card keeps room for its price and button (next to the menu).
          '@media (min-width: 1440px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
        }}
      >
        {UNLIMITED_PLANS.map((plan) => {
          const isCurrent = summary.data?.plan === plan;
          return (
            <PlanCard
              key={plan}
              plan={plan}
              isHighlighted={isCurrent}
              badge={
                isCurrent ? <Chip size="small" color="primary" label={t('plans.comparison.current')} /> : undefined
              }
            >
              {summary.data ? (
                <PlanChoice
                  availability={availability.data?.plans.find((item) => item.plan === plan)}
                  summary={summary.data}
                  mayPay={mayPay}
                  onChoose={() => setCheckout({ kind: 'plan', purchase: { kind: 'plan', plan } })}
                />
              ) : (
                <Skeleton variant="rounded" height={40} />
              )}
            </PlanCard>
          );
        })}
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('plans.comparison.addOns')}{' '}
          <Link component={RouterLink} to={PLAN_SETTINGS_PATH} sx={{ fontWeight: 700 }}>
            {t('plans.comparison.addOnsLink')}
          </Link>
        </Typography>
        <Typography variant="body2">
          <Link component={RouterLink} to="/pricing">
            {t('plans.comparison.priceListLink')}
          </Link>
        </Typography>
      </Stack>
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} />
    </>
  );
}

/** Where the account stands now: its plan and term, and a plan order waiting for payment. */
function CurrentPlanStrip({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75, borderRadius: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {summary.plan === 'payper'
            ? t('plans.comparison.payperNow')
            : t('plans.comparison.currentPlan', { plan: t(`dashboard.plans.${summary.plan}`) })}
        </Typography>
        {summary.term && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('plans.comparison.currentTerm', {
              range: t('plans.termRange', {
                start: format.date(summary.term.startsAt),
                end: format.date(summary.term.endsAt),
              }),
            })}
          </Typography>
        )}
      </Paper>
      {summary.waitingOrderId !== null && (
        <WaitingPlanOrderAlert orderId={summary.waitingOrderId} message={t('plans.comparison.waiting')} />
      )}
    </Stack>
  );
}
