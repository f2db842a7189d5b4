import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../app/i18n/format.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { DASHBOARD_PRICING_PATH } from './checkout-steps.ts';
import { isRenewalOpen } from './plan-labels.ts';
import type { PlanSummary } from './plan-types.ts';
import { WaitingPlanOrderAlert } from './WaitingPlanOrderAlert.tsx';

interface CurrentPlanSectionProps {
  summary: PlanSummary;
  mayPay: boolean;
  onRenew: () => void;
}

/** The plan, its term and renewal, with "change plan" and "renew"; for pay per release, what an unlimited plan is. */
export function CurrentPlanSection({ summary, mayPay, onRenew }: CurrentPlanSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const range = (term: { startsAt: string; endsAt: string }) =>
    t('plans.termRange', { start: format.date(term.startsAt), end: format.date(term.endsAt) });
  const waiting = summary.waitingOrderId !== null && (
    <Box sx={{ mb: 2.5 }}>
      <WaitingPlanOrderAlert orderId={summary.waitingOrderId} message={t('plans.settings.waiting')} />
    </Box>
  );

  if (summary.plan === 'payper') {
    return (
      <SettingsSection title={t('plans.settings.payperTitle')}>
        {waiting}
        <Typography sx={{ mb: 2 }}>{t('plans.settings.payperBody')}</Typography>
        <Button component={RouterLink} to={DASHBOARD_PRICING_PATH} variant="contained">
          {t('plans.settings.comparePlans')}
        </Button>
      </SettingsSection>
    );
  }

  const canRenew = mayPay && isRenewalOpen(summary, new Date());
  const renewal = summary.renewalOpensAt
    ? isRenewalOpen(summary, new Date())
      ? t('plans.settings.renewalOpen')
      : t('plans.settings.renewalOpensOn', { date: format.date(summary.renewalOpensAt) })
    : null;
  return (
    <SettingsSection
      title={t('plans.settings.planTitle')}
      action={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={DASHBOARD_PRICING_PATH} variant="outlined">
            {t('plans.settings.changePlan')}
          </Button>
          <Button variant="contained" onClick={onRenew} disabled={!canRenew}>
            {t('plans.settings.renew')}
          </Button>
        </Stack>
      }
    >
      {waiting}
      <DefinitionRows
        items={[
          { label: t('plans.settings.plan'), value: t(`dashboard.plans.${summary.plan}`) },
          ...(summary.term ? [{ label: t('plans.settings.term'), value: range(summary.term) }] : []),
          ...(summary.nextTerm
            ? [
                {
                  label: t('plans.settings.nextTerm'),
                  value: t('plans.settings.nextTermValue', { range: range(summary.nextTerm) }),
                },
              ]
            : []),
          ...(renewal ? [{ label: t('plans.settings.renewal'), value: <Box component="span">{renewal}</Box> }] : []),
        ]}
      />
    </SettingsSection>
  );
}
