// /store/itunes-ringtone: the ringtone stores of the catalogue and the rules of a ringtone release, from the domain.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Band, PointList, PriceRows, StoreNames } from './FeatureBlocks.tsx';
import { productPrice, RINGTONE_LENGTHS, storesTaking } from './feature-facts.ts';

export function RingtoneStorePage() {
  const { t } = useTranslation();
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 46 }, mb: 2 }}>
          {t('publicFeatures.ringtone.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('publicFeatures.ringtone.lead')}</Typography>
      </Container>
      <Band id="ringtone-stores" title={t('publicFeatures.ringtone.storesTitle')}>
        <StoreNames stores={storesTaking('ringtone')} />
      </Band>
      <Band id="ringtone-rules" title={t('publicFeatures.ringtone.rulesTitle')}>
        <PointList
          points={[
            t('publicFeatures.ringtone.songs'),
            t('publicFeatures.ringtone.length', { min: RINGTONE_LENGTHS.minSeconds, max: RINGTONE_LENGTHS.maxSeconds }),
            t('publicFeatures.ringtone.files'),
          ]}
        />
      </Band>
      <Band id="ringtone-price" title={t('publicFeatures.ringtone.priceTitle')}>
        <PriceRows rows={[{ label: t('publicFeatures.ringtone.price'), price: productPrice('ringtone') }]} />
        <Typography sx={{ mt: 3, mb: { xs: 4, md: 6 } }}>
          <Link component={RouterLink} to="/store">
            {t('publicFeatures.ringtone.allStores')}
          </Link>
        </Typography>
      </Band>
    </>
  );
}
