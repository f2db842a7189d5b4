import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { planActionOf } from './plan-labels.ts';
import type { PlanAvailability, PlanSummary } from './plan-types.ts';

interface PlanChoiceProps {
  availability: PlanAvailability | undefined;
  summary: PlanSummary;
  mayPay: boolean;
  onChoose: () => void;
}

/** The foot of a plan card: the button saying what choosing it would be, or every reason it cannot be chosen now. */
export function PlanChoice({ availability, summary, mayPay, onChoose }: PlanChoiceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!availability) return <Skeleton variant="rounded" height={40} />;
  const action = planActionOf(availability.purchaseType);
  if (availability.available && action) {
    return (
      <Button variant="contained" fullWidth onClick={onChoose} disabled={!mayPay} sx={{ whiteSpace: 'normal' }}>
        {t(`plans.actions.${action}`)}
      </Button>
    );
  }
  const isCurrent = availability.plan === summary.plan;
  if (availability.reasons.length === 0) {
    // The current plan before its renewal opens (the only refusal without a reason).
    return (
      <Box>
        {isCurrent && summary.renewalOpensAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('plans.comparison.renewalOpens', { date: format.date(summary.renewalOpensAt) })}
          </Typography>
        )}
        {isCurrent && summary.nextTerm && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('plans.comparison.nextTermBought', {
              range: t('plans.termRange', {
                start: format.date(summary.nextTerm.startsAt),
                end: format.date(summary.nextTerm.endsAt),
              }),
            })}
          </Typography>
        )}
        {!isCurrent && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('plans.actions.unavailable')}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {t('plans.comparison.unavailableTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {availability.reasons.map((reason) => (
          <Box component="li" key={reason.reason} sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
            <ErrorOutlineIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary', mt: 0.25 }} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {reason.message}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
