// The body of each built service's page: what it takes, its rules and prices, all read from the domain.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADD_ON_PRICES, ADDED_MAIN_ARTIST_PRICE, taxOn, VOCALOID_NAMES } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Band, PointList, PriceRows, StoreNames } from './FeatureBlocks.tsx';
import {
  contentIdStores,
  productPrice,
  RINGTONE_LENGTHS,
  songRange,
  storesTaking,
  VIDEO_LENGTHS,
} from './feature-facts.ts';

type BuiltWithBody =
  | 'creators-distribution'
  | 'music-video'
  | 'karaoke'
  | 'vocaloid'
  | 'youtube-monetization'
  | 'facebook-music'
  | 'mastering';

const VIDEO_PRICES = [
  'music_video_initial_pattern_1',
  'music_video_initial_pattern_2',
  'music_video_initial_pattern_3',
] as const;

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Typography sx={{ mt: 3 }}>
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    </Typography>
  );
}

function Distribution() {
  const { t } = useTranslation();
  const k = 'publicFeatures.built.creators-distribution' as const;
  const audioStores = storesTaking('audio');
  return (
    <>
      <Band id="what" title={t(`${k}.whatTitle`)}>
        <PointList
          points={[
            t(`${k}.single`, songRange('single')),
            t(`${k}.album`, songRange('album')),
            t(`${k}.ringtone`, { min: RINGTONE_LENGTHS.minSeconds, max: RINGTONE_LENGTHS.maxSeconds }),
            t(`${k}.video`),
          ]}
        />
      </Band>
      <Band id="price" title={t(`${k}.priceTitle`)} lead={t(`${k}.priceLead`)}>
        <PriceRows
          rows={[
            { label: t(`${k}.single_price`), price: productPrice('single') },
            { label: t(`${k}.album_price`), price: productPrice('album') },
            { label: t(`${k}.ringtone_price`), price: productPrice('ringtone') },
            {
              label: t(`${k}.addedArtist`),
              price: { gross: ADDED_MAIN_ARTIST_PRICE + taxOn(ADDED_MAIN_ARTIST_PRICE), net: ADDED_MAIN_ARTIST_PRICE },
            },
          ]}
        />
        <MoreLink to="/pricing">{t(`${k}.allPrices`)}</MoreLink>
      </Band>
      <Band id="stores" title={t(`${k}.storesTitle`)} lead={t(`${k}.storesLead`, { count: audioStores.length })}>
        <StoreNames stores={audioStores} />
        <MoreLink to="/store">{t('publicFeatures.index.stores')}</MoreLink>
      </Band>
      <Band id="reports" title={t(`${k}.reportsTitle`)}>
        <Typography sx={{ maxWidth: 820 }}>{t(`${k}.reportsBody`)}</Typography>
      </Band>
    </>
  );
}

function Videos({ kind }: { kind: 'music-video' | 'karaoke' }) {
  const { t } = useTranslation();
  const videoStores = storesTaking('video');
  const lengths = {
    min: VIDEO_LENGTHS.minSeconds,
    max: VIDEO_LENGTHS.maxMinutes,
    hours: VIDEO_LENGTHS.concertMaxHours,
  };
  const points =
    kind === 'music-video'
      ? [
          t('publicFeatures.built.music-video.music_video'),
          t('publicFeatures.built.music-video.music_video_album', songRange('music_video_album')),
          t('publicFeatures.built.music-video.live_concert_video', { hours: VIDEO_LENGTHS.concertMaxHours }),
        ]
      : [t('publicFeatures.built.karaoke.karaoke_video')];
  const prices = VIDEO_PRICES.map((product, i) => ({
    label: t(`publicFeatures.built.${kind}.pattern_${(i + 1) as 1 | 2 | 3}`),
    price: productPrice(product),
  }));
  if (kind === 'music-video') {
    prices.push({
      label: t('publicFeatures.built.music-video.live_concert_video_price'),
      price: productPrice('live_concert_video'),
    });
  }
  return (
    <>
      <Band id="what" title={t(`publicFeatures.built.${kind}.whatTitle`)}>
        <PointList points={points} />
      </Band>
      <Band id="rules" title={t(`publicFeatures.built.${kind}.rulesTitle`)}>
        <Typography sx={{ maxWidth: 820 }}>{t(`publicFeatures.built.${kind}.rules`, lengths)}</Typography>
        <MoreLink to={kind === 'karaoke' ? '/terms/karaoke' : '/terms/music-video'}>
          {t(`publicFeatures.built.${kind}.terms`)}
        </MoreLink>
      </Band>
      <Band id="price" title={t(`publicFeatures.built.${kind}.priceTitle`)}>
        <PriceRows rows={prices} />
      </Band>
      <Band id="stores" title={t(`publicFeatures.built.${kind}.storesTitle`)}>
        <StoreNames stores={videoStores} />
      </Band>
    </>
  );
}

function Vocaloid() {
  const { t } = useTranslation();
  const k = 'publicFeatures.built.vocaloid' as const;
  return (
    <Band id="how" title={t(`${k}.pointsTitle`)}>
      <PointList
        points={[
          t(`${k}.producer`),
          t(`${k}.names`, { count: VOCALOID_NAMES.length }),
          t(`${k}.review`),
          t(`${k}.price`),
        ]}
      />
      <MoreLink to="/features/creators-distribution#price">
        {t('publicFeatures.built.creators-distribution.priceTitle')}
      </MoreLink>
    </Band>
  );
}

function RightsStores({ kind }: { kind: 'youtube-monetization' | 'facebook-music' }) {
  const { t } = useTranslation();
  const points =
    kind === 'youtube-monetization'
      ? (['how', 'worldwide', 'cover', 'reports', 'notYet'] as const).map((key) =>
          t(`publicFeatures.built.youtube-monetization.${key}`),
        )
      : [
          ...(['how', 'worldwide', 'cover', 'reports'] as const).map((key) =>
            t(`publicFeatures.built.facebook-music.${key}`),
          ),
          t('publicFeatures.built.facebook-music.others', {
            stores: contentIdStores()
              .filter((store) => store.id !== 'facebook')
              .map((store) => store.name)
              .join(', '),
          }),
        ];
  return (
    <Band id="how" title={t(`publicFeatures.built.${kind}.pointsTitle`)}>
      <PointList points={points} />
    </Band>
  );
}

/** Mastering's price with tax, from the domain's add-on prices. */
const withTax = (net: number) => ({ gross: net + taxOn(net), net });

function Mastering() {
  const { t } = useTranslation();
  const k = 'publicFeatures.built.mastering' as const;
  return (
    <>
      <Band id="how" title={t(`${k}.pointsTitle`)}>
        <PointList
          points={(['upload', 'previews', 'master', 'reference', 'result'] as const).map((key) => t(`${k}.${key}`))}
        />
        <MoreLink to="/dashboard/mastering">{t(`${k}.open`)}</MoreLink>
      </Band>
      <Band id="price" title={t(`${k}.priceTitle`)} lead={t(`${k}.priceLead`)}>
        <PriceRows
          rows={[
            { label: t(`${k}.credit`), price: withTax(ADD_ON_PRICES.mastering_credit) },
            { label: t(`${k}.pack`), price: withTax(ADD_ON_PRICES.mastering_credit_36) },
          ]}
        />
      </Band>
    </>
  );
}

/** The sections of a built service's page (splits has its own page, /split). */
export function BuiltFeatureSections({ feature }: { feature: BuiltWithBody }) {
  switch (feature) {
    case 'creators-distribution':
      return <Distribution />;
    case 'music-video':
    case 'karaoke':
      return <Videos kind={feature} />;
    case 'vocaloid':
      return <Vocaloid />;
    case 'youtube-monetization':
    case 'facebook-music':
      return <RightsStores kind={feature} />;
    case 'mastering':
      return <Mastering />;
  }
}

export type { BuiltWithBody };
