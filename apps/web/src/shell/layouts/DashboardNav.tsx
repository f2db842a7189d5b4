// The dashboard's side navigation: the account switcher, then every feature's items in their order.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../app/session/use-session.ts';
import { AccountSwitcher } from '../../features/accounts/index.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { Wordmark } from '../../ui/Wordmark.tsx';
import { activeNavTarget } from './dashboard-nav-match.ts';
import { DASHBOARD_NAV_ENTRIES, dashboardNavIcon } from './nav-entries.ts';

interface DashboardNavProps {
  /** Called after a link is followed (closes the temporary drawer on small screens). */
  onNavigate?: () => void;
}

/** Side navigation of the dashboard: the account being worked for, then the sections. */
export function DashboardNav({ onNavigate }: DashboardNavProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  const items = DASHBOARD_NAV_ENTRIES.filter((entry) => entry.visible?.(session) ?? true).map((entry) => ({
    to: entry.to,
    label: t(entry.labelKey),
    Icon: dashboardNavIcon(entry),
    end: entry.end === true,
    also: entry.also,
    unread: entry.badge?.(session) ?? 0,
  }));
  // One item is the current page's: the most specific claim wins (the plan tab is "plan", not also "settings").
  const active = activeNavTarget(pathname, items);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box component={RouterLink} to="/" sx={{ px: 2.5, py: 2, textDecoration: 'none', display: 'block' }}>
        <Wordmark size={28} />
      </Box>
      {/* Operators without an account of their own have nothing to switch. */}
      {(session?.user || (session?.availableAccountList.length ?? 0) > 0) && (
        <Box sx={{ px: 2, pb: 2 }}>
          <AccountSwitcher />
        </Box>
      )}
      <Divider />
      <Box component="nav" aria-label={t('dashboard.nav.label')}>
        <List sx={{ px: 1 }}>
          {items.map(({ to, label, Icon, unread: count = 0 }) => (
            <ListItemButton
              key={to}
              component={RouterLink}
              to={to}
              aria-current={active === to ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                '&[aria-current="page"]': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                  fontWeight: 700,
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{Icon && <Icon />}</ListItemIcon>
              <ListItemText primary={label} />
              {count > 0 && (
                <>
                  <Chip
                    size="small"
                    color="error"
                    label={count > 99 ? '99+' : count}
                    aria-hidden="true"
                    sx={{ height: 22, fontWeight: 700 }}
                  />
                  <Box component="span" sx={visuallyHidden}>
                    {t('dashboard.nav.messagesUnread', { count })}
                  </Box>
                </>
              )}
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Box>
  );
}
