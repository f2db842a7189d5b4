import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MicExternalOnOutlinedIcon from '@mui/icons-material/MicExternalOnOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AccountSwitcher } from '../../features/accounts/index.ts';
import { INBOX_PATHS } from '../../features/messages/index.ts';
import { REPORT_PATHS } from '../../features/reports/index.ts';
import { REVENUE_PATHS } from '../../features/revenue/index.ts';
import { isSplitAvailable, SPLIT_PATHS } from '../../features/splits/index.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { Wordmark } from '../../ui/Wordmark.tsx';
import { useSession } from '../session/use-session.ts';
import { activeNavTarget, NAV_ALSO } from './dashboard-nav-match.ts';

interface NavItem {
  to: string;
  label: string;
  Icon: typeof HomeOutlinedIcon;
  end: boolean;
  /** Other addresses that belong to this item (see NAV_ALSO). */
  also?: readonly string[];
  /** Unread messages, shown as a count beside the label. */
  unread?: number;
}

interface DashboardNavProps {
  /** Called after a link is followed (closes the temporary drawer on small screens). */
  onNavigate?: () => void;
}

/** Side navigation of the dashboard: the account being worked for, then the sections. */
export function DashboardNav({ onNavigate }: DashboardNavProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  const unread = session?.messageCounts.total ?? 0;
  // Reports need the "reports & revenue" permission (3000); members without it are not shown a page they cannot read.
  const reportsLevel = session?.individual?.permissions['3000'];
  const canSeeReports =
    Boolean(session?.user) &&
    (session?.individual?.isAccountManager === true || reportsLevel === 'readonly' || reportsLevel === 'editable');
  const items: NavItem[] = [
    { to: '/dashboard', label: t('dashboard.nav.home'), Icon: HomeOutlinedIcon, end: true },
    // Operators without an account of their own have no inbox.
    ...(session?.user
      ? [{ to: INBOX_PATHS.all, label: t('dashboard.nav.messages'), Icon: MailOutlinedIcon, end: false, unread }]
      : []),
    {
      to: '/dashboard/releases',
      label: t('dashboard.nav.releases'),
      Icon: AlbumOutlinedIcon,
      end: false,
      also: NAV_ALSO.releases,
    },
    { to: '/dashboard/artists', label: t('dashboard.nav.artists'), Icon: MicExternalOnOutlinedIcon, end: false },
    {
      to: '/dashboard/bulk-upload',
      label: t('dashboard.nav.bulkUpload'),
      Icon: UploadFileOutlinedIcon,
      end: false,
      also: NAV_ALSO.bulkUpload,
    },
    ...(canSeeReports
      ? [{ to: REPORT_PATHS.estimate, label: t('dashboard.nav.reports'), Icon: InsertChartOutlinedIcon, end: false }]
      : []),
    ...(canSeeReports
      ? [
          {
            to: REVENUE_PATHS.financial,
            label: t('dashboard.nav.financialReport'),
            Icon: ReceiptLongOutlinedIcon,
            end: false,
            also: NAV_ALSO.financialReport,
          },
          {
            to: REVENUE_PATHS.balance,
            label: t('dashboard.nav.balance'),
            Icon: AccountBalanceWalletOutlinedIcon,
            end: false,
            also: NAV_ALSO.balance,
          },
        ]
      : []),
    ...(canSeeReports && isSplitAvailable(session?.user?.features)
      ? [{ to: SPLIT_PATHS.member, label: t('dashboard.nav.splits'), Icon: CallSplitOutlinedIcon, end: false }]
      : []),
    {
      to: '/dashboard/profile/plan',
      label: t('dashboard.nav.plan'),
      Icon: CreditCardOutlinedIcon,
      end: false,
      also: NAV_ALSO.plan,
    },
    {
      to: '/member/invite',
      label: t('dashboard.nav.invite'),
      Icon: CardGiftcardOutlinedIcon,
      end: false,
      also: NAV_ALSO.invite,
    },
    {
      to: '/dashboard/profile',
      label: t('dashboard.nav.profile'),
      Icon: SettingsOutlinedIcon,
      end: false,
      also: NAV_ALSO.profile,
    },
    {
      to: '/dashboard/accounts/management',
      label: t('dashboard.nav.accountManagement'),
      Icon: ManageAccountsOutlinedIcon,
      end: false,
    },
    ...(session?.individual?.isAdmin
      ? [{ to: '/admin', label: t('dashboard.nav.admin'), Icon: AdminPanelSettingsOutlinedIcon, end: false }]
      : []),
  ];
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
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
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
