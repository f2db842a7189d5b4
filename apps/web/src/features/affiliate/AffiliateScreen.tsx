import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { InviteView } from './InviteView.tsx';
import { RewardsView } from './RewardsView.tsx';

export type AffiliateView = 'invite' | 'rewards';

const PATHS: Record<AffiliateView, string> = { invite: '/member/invite', rewards: '/member/affiliate' };

/** /member/invite and /member/affiliate: the referral programme, its link and what it has earned. */
export function AffiliateScreen({ view }: { view: AffiliateView }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('affiliate.title')} lead={t('affiliate.lead')} />
      <Tabs
        value={view}
        aria-label={t('affiliate.title')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, mb: 3 }}
      >
        {(['invite', 'rewards'] as const).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`affiliate.tabs.${tab}`)}
            component={RouterLink}
            to={PATHS[tab]}
            aria-current={tab === view ? 'page' : undefined}
            sx={{ minHeight: 44 }}
          />
        ))}
      </Tabs>
      {view === 'invite' ? <InviteView /> : <RewardsView />}
    </>
  );
}
