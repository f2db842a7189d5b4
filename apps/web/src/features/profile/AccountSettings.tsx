import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { PaymentsTab, ReceiptsTab } from '../payments/index.ts';
import { PlanSettings } from '../plans/index.ts';
import { TeamSettings } from '../team/index.ts';
import { BasicInfoTab } from './BasicInfoTab.tsx';
import { NotificationTab } from './NotificationTab.tsx';
import { PasswordResetDialog } from './PasswordResetDialog.tsx';
import { PasswordResetLanding } from './PasswordResetLanding.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import { type ProfileTab, profilePanelId, profileTabId } from './profile-tabs.ts';
import { SecurityTab } from './SecurityTab.tsx';

const PANELS: Record<ProfileTab, ComponentType> = {
  'basic-info': BasicInfoTab,
  plan: PlanSettings,
  payments: PaymentsTab,
  receipt: ReceiptsTab,
  security: SecurityTab,
  notification: NotificationTab,
  team: TeamSettings,
};

/**
 * /dashboard/profile[/:tab]: account settings with a tab per area. Basic info opens the new-password dialog of a
 * password-reset mail (`?modal_type=password&token=…`); signed out, that dialog is all the page shows.
 */
export function AccountSettings({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const [search, setSearch] = useSearchParams();
  const resetToken = tab === 'basic-info' && search.get('modal_type') === 'password' ? search.get('token') : null;

  if (!isSignedIn) return <PasswordResetLanding token={resetToken} />;

  const closeReset = () => {
    const next = new URLSearchParams(search);
    next.delete('modal_type');
    next.delete('token');
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const Panel = PANELS[tab];

  return (
    <>
      <PageHeading title={t('profile.title')} />
      <ProfileTabs current={tab} />
      <Box role="tabpanel" id={profilePanelId(tab)} aria-labelledby={profileTabId(tab)} sx={{ pt: 3 }}>
        <Panel />
      </Box>
      {resetToken && <PasswordResetDialog token={resetToken} onClose={closeReset} />}
    </>
  );
}
