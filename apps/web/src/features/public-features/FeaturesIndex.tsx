// /features: every service as a card; a built one links to its page, one that is coming says so plainly and links
// to its page with the notice form.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PUBLIC_FEATURE_NAMES, type PublicFeature } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FEATURES_IN_ORDER, featurePath, storesTaking } from './feature-facts.ts';

function FeatureCard({ feature, isBuilt }: { feature: PublicFeature; isBuilt: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = PUBLIC_FEATURE_NAMES[feature][language];
  return (
    <Box
      component="li"
      sx={{
        p: 3,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Chip
        size="small"
        label={isBuilt ? t('publicFeatures.available') : t('publicFeatures.comingSoon')}
        color={isBuilt ? 'primary' : 'default'}
        variant={isBuilt ? 'filled' : 'outlined'}
        sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
      />
      <Typography variant="h3" sx={{ fontSize: 20 }}>
        {name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
        {t(`publicFeatures.summaries.${feature}`, { count: storesTaking('audio').length })}
      </Typography>
      <Link
        component={RouterLink}
        to={featurePath(feature)}
        sx={{ fontWeight: 700, '& svg': { verticalAlign: 'middle', ml: 0.5 } }}
      >
        {isBuilt ? t('publicFeatures.details', { name }) : t('publicFeatures.notifyMe', { name })}
        <ArrowForwardIcon aria-hidden="true" fontSize="small" />
      </Link>
    </Box>
  );
}

const GRID = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

export function FeaturesIndex() {
  const { t } = useTranslation();
  const built = FEATURES_IN_ORDER.filter(({ isBuilt }) => isBuilt);
  const coming = FEATURES_IN_ORDER.filter(({ isBuilt }) => !isBuilt);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 46 }, mb: 2 }}>
        {t('publicFeatures.index.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760, mb: { xs: 5, md: 7 } }}>
        {t('publicFeatures.index.lead')}
      </Typography>
      <Box component="section" aria-labelledby="features-built" sx={{ mb: { xs: 6, md: 9 } }}>
        <Typography id="features-built" variant="h2" sx={{ fontSize: { xs: 24, md: 30 }, mb: 3 }}>
          {t('publicFeatures.index.builtTitle')}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: GRID }}
        >
          {built.map(({ feature }) => (
            <FeatureCard key={feature} feature={feature} isBuilt />
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/store">
            {t('publicFeatures.index.stores')}
          </Link>
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="features-coming">
        <Typography id="features-coming" variant="h2" sx={{ fontSize: { xs: 24, md: 30 }, mb: 1.5 }}>
          {t('publicFeatures.index.comingTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('publicFeatures.index.comingLead')}</Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: GRID }}
        >
          {coming.map(({ feature }) => (
            <FeatureCard key={feature} feature={feature} isBuilt={false} />
          ))}
        </Box>
      </Box>
    </Container>
  );
}
