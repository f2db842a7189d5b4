import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../app/i18n/LanguageSwitcher.tsx';
import { useSession } from '../../app/session/use-session.ts';
import { SIDE_NAV_ATTRIBUTE, SIDE_NAV_WIDTH } from '../../app/theme/side-nav.ts';
import { UserMenu } from '../../features/auth/index.ts';
import { MessagesHeaderLink } from '../../features/messages/index.ts';
import { WORDMARK_NAME, Wordmark } from '../../ui/Wordmark.tsx';
import { DashboardInserts } from './DashboardInserts.tsx';
import { DashboardNav } from './DashboardNav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

// Only takeover sessions (operators) need the banner: it stays out of every other dashboard visit.
const TakeoverBanner = lazy(() => import('../../features/admin/index.ts').then((m) => ({ default: m.TakeoverBanner })));

const DRAWER_WIDTH = SIDE_NAV_WIDTH;
const NAV_ID = 'dashboard-navigation';

/** Signed-in layout: permanent side navigation from md up, a menu button and temporary drawer below. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = () => setMobileOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
          <IconButton
            edge="start"
            aria-label={t('dashboard.nav.openMenu')}
            aria-controls={NAV_ID}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to="/dashboard"
            aria-label={WORDMARK_NAME}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, alignItems: 'center', textDecoration: 'none' }}
          >
            {/* On phones the header also holds the inbox: only the mark fits beside it. */}
            <Box component="span" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
              <Wordmark size={26} markOnly />
            </Box>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              <Wordmark size={26} compact />
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <MessagesHeaderLink />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id={NAV_ID}
          variant="temporary"
          open={mobileOpen}
          onClose={closeMobile}
          sx={{ display: { xs: 'block', md: 'none' } }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
        >
          <DashboardNav onNavigate={closeMobile} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          {...{ [SIDE_NAV_ATTRIBUTE]: '' }}
          sx={{ display: { xs: 'none', md: 'block' } }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
        >
          <DashboardNav />
        </Drawer>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}
      >
        <Toolbar />
        {session?.isTakeover && (
          <Suspense fallback={null}>
            <TakeoverBanner accountName={session.user?.name ?? ''} />
          </Suspense>
        )}
        <DashboardInserts />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
