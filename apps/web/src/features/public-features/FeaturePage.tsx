// /features/<name>: a built service's page (what it really does, its rules and prices, the way in), or, for a
// service not built yet, a page that says so in its first lines and offers the notice form.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isPublicFeatureBuilt, PUBLIC_FEATURE_NAMES, STORES } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { BuiltFeatureSections, type BuiltWithBody } from './BuiltFeatureSections.tsx';
import { FeatureHero } from './FeatureHero.tsx';
import { featureOfPath, storesTaking } from './feature-facts.ts';
import { NoticeForm } from './NoticeForm.tsx';

type Upcoming = 'publishing' | 'submit' | 'linkcore' | 'spotify-discovery-mode';

export function FeaturePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const feature = featureOfPath(useLocation().pathname);
  if (!feature || feature === 'split') return null;
  const name = PUBLIC_FEATURE_NAMES[feature][language];

  if (!isPublicFeatureBuilt(feature)) {
    const upcoming = feature as Upcoming;
    return (
      <>
        <FeatureHero
          title={name}
          lead={t('publicFeatures.coming.lead')}
          isBuilt={false}
          extra={
            <Typography sx={{ fontSize: { xs: 15, md: 17 }, color: 'rgba(255,255,255,0.9)' }}>
              {t(`publicFeatures.coming.plans.${upcoming}`)}
            </Typography>
          }
        />
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <NoticeForm feature={feature} />
          <Typography sx={{ mt: 4 }}>
            <Link component={RouterLink} to="/features">
              {t('publicFeatures.coming.meanwhile')}
            </Link>
          </Typography>
        </Container>
      </>
    );
  }

  const summary = t(`publicFeatures.summaries.${feature}`, {
    count: storesTaking('audio').length,
    total: STORES.length,
  });
  return (
    <>
      <FeatureHero
        title={name}
        lead={t(`publicFeatures.built.${feature as BuiltWithBody}.lead`)}
        isBuilt
        secondary={
          feature === 'creators-distribution'
            ? { href: '#price', label: t('publicFeatures.built.creators-distribution.priceTitle') }
            : feature === 'mastering'
              ? { href: '#price', label: t('publicFeatures.built.mastering.priceTitle') }
              : undefined
        }
      />
      <Box sx={{ bgcolor: (theme) => theme.palette.background.default }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
          <Typography sx={{ fontSize: { xs: 16, md: 18 }, fontWeight: 700, maxWidth: 820 }}>{summary}</Typography>
        </Container>
        <BuiltFeatureSections feature={feature as BuiltWithBody} />
      </Box>
    </>
  );
}
