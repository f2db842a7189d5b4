import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../app/bootstrap.ts';
import { DetailList } from './DetailList.tsx';
import { SummaryCard } from './SummaryCard.tsx';

type Individual = NonNullable<Session['individual']>;

/** Who is signed in, and their role in this account. */
export function SignedInIndividualCard({ individual }: { individual: Individual }) {
  const { t } = useTranslation();
  return (
    <SummaryCard icon={<PersonOutlinedIcon fontSize="small" />} title={t('dashboard.home.individual.title')}>
      <DetailList
        items={[
          { label: t('auth.signUp.name'), value: individual.name },
          { label: t('common.email'), value: individual.email },
          {
            label: t('dashboard.home.individual.role'),
            value: individual.isAccountManager
              ? t('dashboard.home.individual.manager')
              : t('dashboard.home.individual.member'),
          },
        ]}
      />
    </SummaryCard>
  );
}
