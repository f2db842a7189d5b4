import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import MoneyOffOutlinedIcon from '@mui/icons-material/MoneyOffOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BASIS_POINTS_TOTAL, formatYen } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { SPLIT_PATHS } from './split-paths.ts';
import { formatRate } from './split-words.ts';

const STEPS = [
  { key: 'set', Icon: PercentOutlinedIcon },
  { key: 'invite', Icon: ForwardToInboxOutlinedIcon },
  { key: 'receive', Icon: SavingsOutlinedIcon },
] as const;

const POINTS = [
  { key: 'nextMonth', Icon: CalendarMonthOutlinedIcon },
  { key: 'account', Icon: PersonAddAltOutlinedIcon },
  { key: 'fees', Icon: MoneyOffOutlinedIcon },
  { key: 'history', Icon: HistoryOutlinedIcon },
] as const;

/** The example's month and shares: whole yen to each collaborator, as the month close pays them. */
const EXAMPLE_TOTAL_YEN = 10_000;
const EXAMPLE_PARTS = [
  { key: 'you', basisPoints: 7000, colour: 'primary.main' },
  { key: 'vocal', basisPoints: 2000, colour: 'secondary.main' },
  { key: 'producer', basisPoints: 1000, colour: 'success.main' },
] as const;

const sectionHeading = { fontSize: { xs: 26, md: 34 }, mb: 1.5 } as const;

/** /split: what revenue splits are, how they work, what to know, and the way in. */
export function SplitFeatureOverview() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isSignedIn } = useSession();
  const start = isSignedIn
    ? { to: SPLIT_PATHS.member, label: t('splits.feature.start') }
    : { to: signUpPath(), label: t('splits.feature.signUp') };

  return (
    <>
      <Box
        component="section"
        aria-labelledby="split-hero-title"
        sx={{
          color: '#fff',
          background:
            'radial-gradient(900px 480px at 90% 0%, rgba(255,107,87,0.42), transparent 60%), linear-gradient(135deg, #1E1450 0%, #34208F 50%, #4A2FBD 100%)',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 8, md: 13 } }}>
          <Box sx={{ maxWidth: 720 }}>
            <Typography
              variant="overline"
              component="p"
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                mb: 3,
                borderRadius: 99,
                bgcolor: 'rgba(255,255,255,0.12)',
                border: '1px solid rgba(255,255,255,0.24)',
                lineHeight: 1.6,
              }}
            >
              {t('splits.feature.eyebrow')}
            </Typography>
            <Typography
              id="split-hero-title"
              variant="h1"
              sx={{ fontSize: { xs: 30, sm: 38, md: 46 }, mb: 3, whiteSpace: 'pre-line' }}
            >
              {t('splits.feature.title')}
            </Typography>
            <Typography sx={{ fontSize: { xs: 15, md: 17 }, lineHeight: 1.9, color: 'rgba(255,255,255,0.86)', mb: 5 }}>
              {t('splits.feature.lead')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                component={RouterLink}
                to={start.to}
                size="large"
                variant="contained"
                color="secondary"
                endIcon={<ArrowForwardIcon />}
              >
                {start.label}
              </Button>
              <Button
                component="a"
                href="#split-steps"
                size="large"
                variant="outlined"
                sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff' } }}
              >
                {t('splits.feature.howItWorks')}
              </Button>
            </Stack>
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        id="split-steps"
        aria-labelledby="split-steps-title"
        sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 72 }}
      >
        <Container maxWidth="lg">
          <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
            <Typography id="split-steps-title" variant="h2" sx={sectionHeading}>
              {t('splits.feature.steps.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('splits.feature.steps.lead')}</Typography>
          </Box>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: { xs: 2.5, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {STEPS.map(({ key, Icon }, index) => (
              <Box
                component="li"
                key={key}
                sx={{
                  p: { xs: 3, md: 4 },
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
                  {t(`splits.feature.steps.${key}.title`)}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{t(`splits.feature.steps.${key}.body`)}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="split-example-title" sx={{ pb: { xs: 8, md: 12 } }}>
        <Container maxWidth="md">
          <Box
            sx={{
              p: { xs: 3, md: 5 },
              borderRadius: 4,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              id="split-example-title"
              variant="h3"
              component="h2"
              sx={{ fontSize: { xs: 20, md: 24 }, mb: 1 }}
            >
              {t('splits.feature.example.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('splits.feature.example.lead')}</Typography>
            <Box
              aria-hidden="true"
              sx={{ display: 'flex', height: 16, borderRadius: 99, overflow: 'hidden', gap: '3px', mb: 2.5 }}
            >
              {EXAMPLE_PARTS.map((part) => (
                <Box key={part.key} sx={{ flexGrow: part.basisPoints, flexBasis: 0, bgcolor: part.colour }} />
              ))}
            </Box>
            <Box
              component="ul"
              aria-label={t('splits.feature.example.label')}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              }}
            >
              {EXAMPLE_PARTS.map((part) => (
                <Box
                  component="li"
                  key={part.key}
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'row', sm: 'column' },
                    justifyContent: 'space-between',
                    alignItems: { xs: 'baseline', sm: 'flex-start' },
                    gap: 0.5,
                    p: 2,
                    borderRadius: 3,
                    bgcolor: 'action.hover',
                  }}
                >
                  <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ width: 10, height: 10, borderRadius: 99, bgcolor: part.colour, flexShrink: 0 }}
                    />
                    {t(`splits.feature.example.${part.key}`)}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {formatRate(part.basisPoints)}
                    </Box>
                  </Typography>
                  <Typography sx={{ fontSize: 22, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                    {formatYen((EXAMPLE_TOTAL_YEN * part.basisPoints) / BASIS_POINTS_TOTAL, language)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="split-points-title"
        sx={{ py: { xs: 8, md: 12 }, bgcolor: 'action.hover' }}
      >
        <Container maxWidth="lg">
          <Typography
            id="split-points-title"
            variant="h2"
            sx={{ ...sectionHeading, textAlign: 'center', mb: { xs: 4, md: 6 } }}
          >
            {t('splits.feature.points.title')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {POINTS.map(({ key, Icon }) => (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', gap: 2, p: { xs: 2.5, md: 3 }, borderRadius: 4, bgcolor: 'background.paper' }}
              >
                <Box aria-hidden="true" sx={{ color: 'primary.main', pt: 0.25 }}>
                  <Icon />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h5" component="h3" sx={{ mb: 0.75 }}>
                    {t(`splits.feature.points.${key}.title`)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{t(`splits.feature.points.${key}.body`)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="split-cta-title" sx={{ py: { xs: 8, md: 12 } }}>
        <Container maxWidth="lg">
          <Box
            sx={{
              borderRadius: 6,
              px: { xs: 3, md: 8 },
              py: { xs: 6, md: 8 },
              textAlign: 'center',
              color: '#fff',
              background: 'linear-gradient(120deg, #34208F 0%, #4A2FBD 55%, #E04E3B 130%)',
            }}
          >
            <Typography id="split-cta-title" variant="h2" sx={{ fontSize: { xs: 26, md: 34 }, mb: 2 }}>
              {t('splits.feature.cta.title')}
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.86)', mb: 4 }}>{t('splits.feature.cta.body')}</Typography>
            <Button
              component={RouterLink}
              to={start.to}
              size="large"
              variant="contained"
              color="secondary"
              endIcon={<ArrowForwardIcon />}
            >
              {start.label}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}
