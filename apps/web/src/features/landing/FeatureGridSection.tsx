// The landing page's feature grid: each card links to its feature page, and a service not built yet is marked
// "Coming soon" on the same terms as /features (the domain's list of built services decides both).
import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isPublicFeatureBuilt, type PublicFeature, publicFeaturePath } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GridList } from '../../ui/marketing/GridList.tsx';
import { MarketingSection } from '../../ui/marketing/MarketingSection.tsx';
import { SectionHeading } from '../../ui/marketing/SectionHeading.tsx';

const FEATURES = [
  { key: 'distribution', Icon: AlbumOutlinedIcon, feature: 'creators-distribution' },
  { key: 'reports', Icon: InsightsOutlinedIcon, feature: 'creators-distribution', hash: '#reports' },
  { key: 'mastering', Icon: TuneOutlinedIcon, feature: 'mastering' },
  { key: 'youtube', Icon: YouTubeIcon, feature: 'youtube-monetization' },
  { key: 'publishing', Icon: HistoryEduOutlinedIcon, feature: 'publishing' },
  { key: 'splits', Icon: CallSplitOutlinedIcon, feature: 'split' },
  { key: 'smartLinks', Icon: LinkOutlinedIcon, feature: 'linkcore' },
] as const satisfies readonly { key: string; Icon: unknown; feature: PublicFeature; hash?: string }[];

/** What the product offers around a release, each card a link to its page. */
export function FeatureGridSection() {
  const { t } = useTranslation();
  return (
    <MarketingSection
      id="features"
      labelledBy="features-title"
      sx={{ py: { xs: 10, md: 14 }, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.04), scrollMarginTop: 72 }}
    >
      <SectionHeading id="features-title" title={t('landing.features.title')} lead={t('landing.features.lead')} />
      <GridList gap={3} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }}>
        {FEATURES.map((entry) => {
          const { key, Icon, feature } = entry;
          const isBuilt = isPublicFeatureBuilt(feature);
          const to = publicFeaturePath(feature) + ('hash' in entry ? entry.hash : '');
          return (
            <Box
              component="li"
              key={key}
              sx={{
                position: 'relative',
                p: 3.5,
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                transition: 'transform 160ms ease, box-shadow 160ms ease',
                '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 12px 32px rgba(52, 32, 143, 0.12)' },
                '&:focus-within': { boxShadow: '0 0 0 3px rgba(52, 32, 143, 0.35)' },
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 2 }}>
                <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 32 } }}>
                  <Icon />
                </Box>
                {!isBuilt && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('landing.features.comingSoon')}
                    sx={{ fontWeight: 700 }}
                  />
                )}
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {/* The whole card is the link's target area; the link's name is the card's title. */}
                <Link
                  component={RouterLink}
                  to={to}
                  underline="hover"
                  color="inherit"
                  sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 4 } }}
                >
                  {t(`landing.features.${key}.title`)}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`landing.features.${key}.body`)}
              </Typography>
            </Box>
          );
        })}
      </GridList>
      <Typography sx={{ textAlign: 'center', mt: 5 }}>
        <Link component={RouterLink} to="/features" sx={{ fontWeight: 700 }}>
          {t('landing.features.all')}
        </Link>
      </Typography>
    </MarketingSection>
  );
}
