import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signUpPath } from '../../app/routing/paths.ts';
import { SoundRings } from './SoundRings.tsx';

const STORES = ['Spotify', 'Apple Music', 'LINE MUSIC', 'YouTube Music'] as const;

/** Landing hero: the value proposition, the stores, and the way in. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        background:
          'radial-gradient(1200px 520px at 85% 10%, rgba(255,107,87,0.45), transparent 60%), linear-gradient(135deg, #1E1450 0%, #34208F 48%, #4A2FBD 100%)',
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 9, md: 15 } }}>
        <Box sx={{ maxWidth: 700, position: 'relative', zIndex: 1 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              mb: 3,
              borderRadius: 99,
              bgcolor: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(255,255,255,0.24)',
              lineHeight: 1.6,
            }}
          >
            {t('landing.hero.eyebrow')}
          </Typography>
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: 34, sm: 40, md: 46 }, mb: 3, whiteSpace: 'pre-line' }}
          >
            {t('landing.hero.title')}
          </Typography>
          <Typography sx={{ fontSize: { xs: 15, md: 17 }, lineHeight: 1.9, color: 'rgba(255,255,255,0.86)', mb: 5 }}>
            {t('landing.hero.lead')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to={signUpPath()}
              size="large"
              variant="contained"
              color="secondary"
              endIcon={<ArrowForwardIcon />}
            >
              {t('landing.hero.primaryCta')}
            </Button>
            <Button
              component={RouterLink}
              to="/#how-it-works"
              size="large"
              variant="outlined"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff' } }}
            >
              {t('landing.hero.secondaryCta')}
            </Button>
          </Stack>
          <Box sx={{ mt: { xs: 6, md: 8 } }}>
            <Typography
              variant="body2"
              component="h2"
              sx={{ color: 'rgba(255,255,255,0.7)', fontWeight: 700, mb: 1.5 }}
            >
              {t('landing.hero.storesLabel')}
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, alignItems: 'center' }}
            >
              {STORES.map((store) => (
                <Box
                  component="li"
                  key={store}
                  lang="en"
                  sx={{
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 2,
                    bgcolor: 'rgba(255,255,255,0.1)',
                    fontWeight: 700,
                    fontSize: 13,
                    letterSpacing: '0.02em',
                  }}
                >
                  {store}
                </Box>
              ))}
              <Box component="li" sx={{ px: 1, fontSize: 13, color: 'rgba(255,255,255,0.8)' }}>
                {t('landing.hero.storesMore')}
              </Box>
            </Box>
          </Box>
        </Box>
        <SoundRings />
      </Container>
    </Box>
  );
}
