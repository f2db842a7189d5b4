import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PLANS } from '@otodoke/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planAudience, planPrice, type UNLIMITED_PLANS, yen } from './price-rows.ts';

interface PlanCardProps {
  plan: (typeof UNLIMITED_PLANS)[number];
  /** Shown above the name, e.g. "current plan". */
  badge?: ReactNode;
  /** Draws the card with the primary colour (the current plan). */
  isHighlighted?: boolean;
  /** Shown at the foot of the card, aligned across a row of cards (a button, why the plan is not available). */
  children?: ReactNode;
}

/** One unlimited plan: name, yearly price tax included (net under it), artists, members and who may take it. */
export function PlanCard({ plan, badge, isHighlighted = false, children }: PlanCardProps) {
  const { t } = useTranslation();
  const price = planPrice(plan);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 3,
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        ...(isHighlighted ? { borderColor: 'primary.main', borderWidth: 2, p: '23px' } : {}),
      }}
    >
      {badge && <Box sx={{ mb: 1 }}>{badge}</Box>}
      <Typography variant="h3" sx={{ fontSize: 20, mb: 1.5 }}>
        {t(`pricing.plans.names.${plan}`)}
      </Typography>
      <Typography sx={{ fontSize: 28, fontWeight: 800, lineHeight: 1.2 }}>
        {yen(price.gross)}
        {/* A unit short enough to stay on the price's line (tax is said on the next line); never split itself. */}
        <Box
          component="span"
          sx={{
            fontSize: 14,
            fontWeight: 400,
            color: 'text.secondary',
            ml: 0.5,
            display: 'inline-block',
            whiteSpace: 'nowrap',
          }}
        >
          {t('pricing.plans.perYear')}
        </Box>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('pricing.plans.taxLine', { net: yen(price.net) })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
        {[
          t('pricing.plans.artists', { count: PLANS[plan].artists ?? 0 }),
          t('pricing.plans.members', { count: PLANS[plan].members }),
          t(`pricing.plans.${planAudience(plan)}`),
        ].map((line) => (
          <Box component="li" key={line} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" color="secondary" aria-hidden="true" sx={{ mt: 0.25 }} />
            <Typography variant="body2">{line}</Typography>
          </Box>
        ))}
      </Box>
      {children && <Box sx={{ mt: 'auto', pt: 2.5 }}>{children}</Box>}
    </Paper>
  );
}
