import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading.tsx';

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
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ py: { xs: 10, md: 14 }, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.04), scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="features-title" title={t('landing.features.title')} lead={t('landing.features.lead')} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.map(({ key, Icon }) => (
            <Box
              component="li"
              key={key}
              sx={{
                p: 3.5,
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                transition: 'transform 160ms ease, box-shadow 160ms ease',
                '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 12px 32px rgba(52, 32, 143, 0.12)' },
              }}
            >
              <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 32 } }}>
                <Icon />
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {t(`landing.features.${key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`landing.features.${key}.body`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
