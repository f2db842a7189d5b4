import { useTranslation } from 'react-i18next';
import { yen } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { FIRST_YEAR_REWARDS, PLAN_REWARD_PERCENT, rewardOf } from './affiliate-rates.ts';

interface RateRow {
  key: string;
  label: string;
  reward: string;
}

/** What each kind of payment earns the inviter. */
export function RewardRates({ holdDays }: { holdDays: number }) {
  const { t } = useTranslation();
  const rows: RateRow[] = [
    ...FIRST_YEAR_REWARDS.map((type) => ({
      key: type,
      label: t(`affiliate.types.${type}`),
      reward: yen(rewardOf(type)),
    })),
    {
      key: 'all',
      label: t('affiliate.rates.plan'),
      reward: t('affiliate.rates.planReward', { percent: PLAN_REWARD_PERCENT }),
    },
  ];
  const columns: Array<DataColumn<RateRow>> = [
    { key: 'product', header: t('affiliate.rates.product'), render: (row) => row.label, isPrimary: true },
    { key: 'reward', header: t('affiliate.rates.reward'), render: (row) => row.reward, align: 'right', nowrap: true },
  ];
  return (
    <SettingsSection title={t('affiliate.rates.title')} description={t('affiliate.rates.body', { days: holdDays })}>
      <DataTable label={t('affiliate.rates.title')} columns={columns} rows={rows} rowKey={(row) => row.key} />
    </SettingsSection>
  );
}
