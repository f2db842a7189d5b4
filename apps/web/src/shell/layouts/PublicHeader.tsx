import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../app/i18n/LanguageSwitcher.tsx';
import { signInPath, signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { Wordmark } from '../../ui/Wordmark.tsx';
import { FOOTER_NAV_ID, PUBLIC_NAV_LINKS } from './nav-entries.ts';

const PublicMobileMenu = lazy(() => import('./PublicMobileMenu.tsx').then((m) => ({ default: m.PublicMobileMenu })));
const MENU_ID = 'public-menu';

/** Header of the public pages: wordmark, page anchors, language, and sign-in / sign-up (or the dashboard). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const close = () => setMenuOpen(false);

  const accountActions = isSignedIn ? (
    <Button component={RouterLink} to="/dashboard" variant="contained">
      {t('common.dashboard')}
    </Button>
  ) : (
    <>
      <Button component={RouterLink} to={signInPath()} color="inherit">
        {t('common.signIn')}
      </Button>
      <Button component={RouterLink} to={signUpPath()} variant="contained" color="secondary">
        {t('common.signUp')}
      </Button>
    </>
  );

  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: theme.palette.mode === 'light' ? 'rgba(255,255,255,0.86)' : 'rgba(14,12,25,0.86)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, md: 68 } }}>
          {/* Named by the wordmark's own text. */}
          <Box component={RouterLink} to="/" sx={{ textDecoration: 'none' }}>
            <Wordmark />
          </Box>
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flexGrow: 1 }}
          >
            {PUBLIC_NAV_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ fontWeight: 600 }}>
                {t(link.labelKey)}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            <LanguageSwitcher />
            {accountActions}
          </Stack>
          <Box sx={{ display: { xs: 'block', md: 'none' }, ml: 'auto' }}>
            {/* A link to the footer's navigation until the app has started (the landing page is shown before). */}
            <IconButton
              component="a"
              href={`#${FOOTER_NAV_ID}`}
              aria-label={t('nav.openMenu')}
              aria-controls={menuUsed ? MENU_ID : undefined}
              aria-expanded={menuOpen}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                setMenuUsed(true);
                setMenuOpen(true);
              }}
              edge="end"
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMobileMenu id={MENU_ID} open={menuOpen} onClose={close} accountActions={accountActions} />
        </Suspense>
      )}
    </Box>
  );
}
