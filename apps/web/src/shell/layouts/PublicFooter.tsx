import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../app/i18n/LanguageSwitcher.tsx';
import { LEGAL_PATHS, signInPath, signUpPath } from '../../app/routing/paths.ts';
import { Wordmark } from '../../ui/Wordmark.tsx';
import { FOOTER_NAV_ID, PUBLIC_NAV_LINKS } from './nav-entries.ts';

/** Footer of the public pages. */
export function PublicFooter() {
  const { t } = useTranslation();
  const links = [
    ...PUBLIC_NAV_LINKS.map((link) => ({ to: link.to, label: t(link.labelKey) })),
    { to: signInPath(), label: t('common.signIn') },
    { to: signUpPath(), label: t('common.signUp') },
  ];
  const legalLinks = [
    { to: LEGAL_PATHS.terms, label: t('footer.terms') },
    { to: LEGAL_PATHS.privacy, label: t('footer.privacy') },
    { to: LEGAL_PATHS.scta, label: t('footer.scta') },
    { to: LEGAL_PATHS.company, label: t('footer.company') },
    { to: LEGAL_PATHS.artistSupport, label: t('footer.artistSupport') },
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
          <Box component="nav" id={FOOTER_NAV_ID} aria-label={t('nav.footer')}>
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
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2, md: 4 }}
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
        >
          <Box component="nav" aria-label={t('footer.legal')}>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
            >
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.secondary" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
