import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { affiliateStateSchema } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import type { CamelCaseKeysDeep } from '../../app/api-case.ts';
import { yen } from '../../app/i18n/format.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';

type AffiliateState = CamelCaseKeysDeep<import('zod').infer<typeof affiliateStateSchema>>;

/** Four figures: sign-ups, paying accounts, rewards on hold, rewards paid. */
export function AffiliateStats({ state }: { state: AffiliateState }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('affiliate.stats.signups'), value: t('affiliate.stats.accounts', { count: state.signups }) },
    { label: t('affiliate.stats.paying'), value: t('affiliate.stats.accounts', { count: state.payingAccounts }) },
    { label: t('affiliate.stats.pending'), value: yen(state.pendingTotal) },
    { label: t('affiliate.stats.paid'), value: yen(state.paidTotal) },
  ];
  return (
    <SettingsSection title={t('affiliate.stats.title')}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
      >
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: 22, fontWeight: 700 }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SettingsSection>
  );
}
