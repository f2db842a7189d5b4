import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../app/bootstrap.ts';
import { DetailList } from './DetailList.tsx';
import { OnOffChip } from './OnOffChip.tsx';
import { SummaryCard } from './SummaryCard.tsx';

type Individual = NonNullable<Session['individual']>;

/** Two-factor sign-in and new-device confirmation, with the way to the security settings. */
export function SecurityStatusCard({ individual }: { individual: Individual }) {
  const { t } = useTranslation();
  return (
    <SummaryCard
      icon={<ShieldOutlinedIcon fontSize="small" />}
      title={t('dashboard.home.security.title')}
      action={{ to: '/dashboard/profile/security', label: t('dashboard.home.security.manage') }}
    >
      <DetailList
        items={[
          { label: t('dashboard.home.security.twoFactor'), value: <OnOffChip on={individual.twoFactorEnabled} /> },
          { label: t('dashboard.home.security.deviceCheck'), value: <OnOffChip on={individual.verifyNewDevices} /> },
        ]}
      />
      {!individual.twoFactorEnabled && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('dashboard.home.security.recommend')}
        </Alert>
      )}
    </SummaryCard>
  );
}
