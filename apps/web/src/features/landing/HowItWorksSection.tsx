import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading.tsx';

const STEPS = [
  { key: 'register', Icon: LibraryMusicOutlinedIcon },
  { key: 'deliver', Icon: HubOutlinedIcon },
  { key: 'collect', Icon: PaymentsOutlinedIcon },
] as const;

/** Three steps: register a release, we deliver via DDEX, collect revenue. */
export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      sx={{ py: { xs: 10, md: 14 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="how-it-works-title" title={t('landing.steps.title')} lead={t('landing.steps.lead')} />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map(({ key, Icon }, index) => (
            <Box
              component="li"
              key={key}
              sx={{
                position: 'relative',
                p: 4,
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  <Icon />
                </Box>
                <Typography
                  aria-hidden="true"
                  sx={{ fontSize: 40, fontWeight: 800, color: 'secondary.main', lineHeight: 1, ml: 'auto' }}
                >
                  {String(index + 1).padStart(2, '0')}
                </Typography>
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {t(`landing.steps.${key}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`landing.steps.${key}.body`)}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
