import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionHeading } from './SectionHeading.tsx';

const MODELS = ['payper', 'unlimited', 'royalties'] as const;

/** How paying works, in words; the figures are on /pricing. */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="pricing-title"
      sx={{ py: { xs: 10, md: 14 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="pricing-title" title={t('landing.pricing.title')} lead={t('landing.pricing.lead')} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {MODELS.map((key) => {
            const highlighted = key === 'royalties';
            return (
              <Box
                component="li"
                key={key}
                sx={{
                  p: 4,
                  borderRadius: 4,
                  border: highlighted ? 0 : 1,
                  borderColor: 'divider',
                  bgcolor: highlighted ? 'primary.main' : 'background.paper',
                  color: highlighted ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <CheckCircleOutlinedIcon
                  aria-hidden="true"
                  sx={{ color: highlighted ? 'secondary.light' : 'secondary.main', mb: 2 }}
                />
                <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                  {t(`landing.pricing.${key}.title`)}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ opacity: highlighted ? 0.9 : 1, color: highlighted ? 'inherit' : 'text.secondary' }}
                >
                  {t(`landing.pricing.${key}.body`)}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/pricing" variant="outlined" size="large">
            {t('landing.pricing.note')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
