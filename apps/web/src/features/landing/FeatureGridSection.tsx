import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../ui/marketing/GridList.tsx';
import { IconCard } from '../../ui/marketing/IconCard.tsx';
import { MarketingSection } from '../../ui/marketing/MarketingSection.tsx';
import { SectionHeading } from '../../ui/marketing/SectionHeading.tsx';

const FEATURES = [
  { key: 'distribution', Icon: AlbumOutlinedIcon },
  { key: 'reports', Icon: InsightsOutlinedIcon },
  { key: 'mastering', Icon: TuneOutlinedIcon },
  { key: 'youtube', Icon: YouTubeIcon },
  { key: 'publishing', Icon: HistoryEduOutlinedIcon },
  { key: 'splits', Icon: CallSplitOutlinedIcon },
  { key: 'smartLinks', Icon: LinkOutlinedIcon },
] as const;

/** What the product offers around a release. */
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
        {FEATURES.map(({ key, Icon }) => (
          <IconCard
            key={key}
            icon={
              <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 32 } }}>
                <Icon />
              </Box>
            }
            title={t(`landing.features.${key}.title`)}
            body={t(`landing.features.${key}.body`)}
            sx={{
              p: 3.5,
              borderRadius: 4,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              transition: 'transform 160ms ease, box-shadow 160ms ease',
              '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 12px 32px rgba(52, 32, 143, 0.12)' },
            }}
            bodySx={{ color: 'text.secondary' }}
          />
        ))}
      </GridList>
    </MarketingSection>
  );
}
