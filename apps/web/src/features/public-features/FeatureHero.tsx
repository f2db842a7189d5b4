// The opening band of a feature page: whether the service is available, its name (the page's h1), the lead and the
// way in (sign-up, or the notice form further down for a service that is coming).
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';

interface FeatureHeroProps {
  title: string;
  lead: string;
  isBuilt: boolean;
  /** For a service that is coming: what it will be, under the "not available yet" line. */
  extra?: ReactNode;
  /** The second button: an anchor on the page. */
  secondary?: { href: string; label: string };
}

export function FeatureHero({ title, lead, isBuilt, extra, secondary }: FeatureHeroProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  return (
    <Box
      component="section"
      aria-labelledby="feature-title"
      sx={{
        color: '#fff',
        background: isBuilt
          ? 'radial-gradient(900px 480px at 90% 0%, rgba(255,107,87,0.42), transparent 60%), linear-gradient(135deg, #1E1450 0%, #34208F 50%, #4A2FBD 100%)'
          : 'linear-gradient(135deg, #1E1450 0%, #2C2466 100%)',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
        <Box sx={{ maxWidth: 760 }}>
          <Chip
            label={isBuilt ? t('publicFeatures.available') : t('publicFeatures.comingSoon')}
            sx={{
              mb: 3,
              fontWeight: 700,
              color: isBuilt ? '#1E1450' : '#fff',
              bgcolor: isBuilt ? '#FFD9D2' : 'rgba(255,255,255,0.16)',
              border: isBuilt ? 0 : '1px solid rgba(255,255,255,0.5)',
            }}
          />
          <Typography id="feature-title" variant="h1" sx={{ fontSize: { xs: 30, sm: 38, md: 46 }, mb: 3 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: { xs: 15, md: 17 }, lineHeight: 1.9, color: 'rgba(255,255,255,0.9)', mb: 4 }}>
            {lead}
          </Typography>
          {extra}
          {isBuilt && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                component={RouterLink}
                to={isSignedIn ? '/dashboard' : signUpPath()}
                size="large"
                variant="contained"
                color="secondary"
                endIcon={<ArrowForwardIcon />}
              >
                {isSignedIn ? t('publicFeatures.dashboard') : t('publicFeatures.signUp')}
              </Button>
              {secondary && (
                <Button
                  component="a"
                  href={secondary.href}
                  size="large"
                  variant="outlined"
                  sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
                >
                  {secondary.label}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
