import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GridList } from '../../ui/marketing/GridList.tsx';
import { IconCard } from '../../ui/marketing/IconCard.tsx';
import { MarketingSection } from '../../ui/marketing/MarketingSection.tsx';
import { SectionHeading } from '../../ui/marketing/SectionHeading.tsx';

const MODELS = ['payper', 'unlimited', 'royalties'] as const;

/** How paying works, in words; the figures are on /pricing. */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <MarketingSection id="pricing" labelledBy="pricing-title" sx={{ py: { xs: 10, md: 14 }, scrollMarginTop: 72 }}>
      <SectionHeading id="pricing-title" title={t('landing.pricing.title')} lead={t('landing.pricing.lead')} />
      <GridList gap={3} columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}>
        {MODELS.map((key) => {
          const highlighted = key === 'royalties';
          return (
            <IconCard
              key={key}
              icon={
                <CheckCircleOutlinedIcon
                  aria-hidden="true"
                  sx={{ color: highlighted ? 'secondary.light' : 'secondary.main', mb: 2 }}
                />
              }
              title={t(`landing.pricing.${key}.title`)}
              body={t(`landing.pricing.${key}.body`)}
              sx={{
                p: 4,
                borderRadius: 4,
                border: highlighted ? 0 : 1,
                borderColor: 'divider',
                bgcolor: highlighted ? 'primary.main' : 'background.paper',
                color: highlighted ? 'primary.contrastText' : 'text.primary',
              }}
              bodySx={{ opacity: highlighted ? 0.9 : 1, color: highlighted ? 'inherit' : 'text.secondary' }}
            />
          );
        })}
      </GridList>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/pricing" variant="outlined" size="large">
          {t('landing.pricing.note')}
        </Button>
      </Box>
    </MarketingSection>
  );
}
