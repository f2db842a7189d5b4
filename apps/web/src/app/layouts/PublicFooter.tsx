import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Wordmark } from '../../ui/Wordmark.tsx';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';
import { signInPath, signUpPath } from '../routing/paths.ts';
import { PUBLIC_NAV_LINKS } from './public-nav.ts';

/** Footer of the public pages. */
export function PublicFooter() {
  const { t } = useTranslation();
  const links = [
    ...PUBLIC_NAV_LINKS.map((link) => ({ to: link.to, label: t(link.labelKey) })),
    { to: signInPath(), label: t('common.signIn') },
    { to: signUpPath(), label: t('common.signUp') },
  ];
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 6, mt: 'auto' }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Wordmark size={28} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 320 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box component="nav" aria-label={t('nav.footer')}>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.primary" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <LanguageSwitcher />
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 5 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
