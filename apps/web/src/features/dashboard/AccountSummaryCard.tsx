import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../app/bootstrap.ts';
import { DetailList } from './DetailList.tsx';
import { planLabel } from './plan-label.ts';
import { SummaryCard } from './SummaryCard.tsx';

type User = NonNullable<Session['user']>;

/** The current account: name, type, plan. */
export function AccountSummaryCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const items = [
    { label: t('dashboard.home.account.type'), value: t(`dashboard.accountTypes.${user.personCompanyType}`) },
    ...(user.companyName ? [{ label: t('dashboard.home.account.company'), value: user.companyName }] : []),
    { label: t('dashboard.home.account.plan'), value: planLabel(user.plan, t) },
  ];
  return (
    <SummaryCard
      icon={<StorefrontOutlinedIcon fontSize="small" />}
      title={user.name}
      action={{ to: '/dashboard/profile', label: t('dashboard.home.account.settings') }}
    >
      <DetailList items={items} />
    </SummaryCard>
  );
}
