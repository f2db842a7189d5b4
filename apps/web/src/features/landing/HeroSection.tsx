import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { STORES as STORE_CATALOGUE } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { signUpPath } from '../../app/routing/paths.ts';
import { HeroIntro } from '../../ui/marketing/HeroIntro.tsx';
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
          <HeroIntro
            titleId="hero-title"
            eyebrow={t('landing.hero.eyebrow')}
            title={t('landing.hero.title')}
            titleFontSize={{ xs: 34, sm: 40, md: 46 }}
            lead={t('landing.hero.lead', { stores: STORE_CATALOGUE.length })}
            primary={{ to: signUpPath(), label: t('landing.hero.primaryCta') }}
            secondary={{ to: '/#how-it-works', label: t('landing.hero.secondaryCta') }}
          />
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
                {t('landing.hero.storesMore', { more: STORE_CATALOGUE.length - STORES.length })}
              </Box>
            </Box>
          </Box>
        </Box>
        <SoundRings />
      </Container>
    </Box>
  );
}
