import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  PROFILE_TAB_LABEL_KEYS,
  PROFILE_TABS,
  type ProfileTab,
  profilePanelId,
  profileTabId,
  profileTabPath,
} from './profile-tabs.ts';

/** The account-settings tabs as links (the address changes); they scroll sideways on phones. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      // Scrollable (swipe, or arrow keys) when the tabs do not fit, with arrows on phones too so a cut-off row shows
      // that it scrolls (the Tabs scroll the selected tab back into view once the arrows take their room).
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('profile.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {PROFILE_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={profileTabId(tab)}
          aria-controls={tab === current ? profilePanelId(tab) : undefined}
          aria-current={tab === current ? 'page' : undefined}
          label={t(PROFILE_TAB_LABEL_KEYS[tab])}
          component={RouterLink}
          to={profileTabPath(tab)}
          sx={{ minHeight: 44, minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2.5 }, fontSize: 14 }}
        />
      ))}
    </Tabs>
  );
}
