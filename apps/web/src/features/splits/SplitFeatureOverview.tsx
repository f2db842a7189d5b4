import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import MoneyOffOutlinedIcon from '@mui/icons-material/MoneyOffOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BASIS_POINTS_TOTAL, formatYen } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { CallToActionBand } from '../../ui/marketing/CallToActionBand.tsx';
import { GridList } from '../../ui/marketing/GridList.tsx';
import { HeroIntro } from '../../ui/marketing/HeroIntro.tsx';
import { MarketingSection } from '../../ui/marketing/MarketingSection.tsx';
import { NumberedSteps } from '../../ui/marketing/NumberedSteps.tsx';
import { SectionHeading } from '../../ui/marketing/SectionHeading.tsx';
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
            <HeroIntro
              titleId="split-hero-title"
              eyebrow={t('splits.feature.eyebrow')}
              title={t('splits.feature.title')}
              titleFontSize={{ xs: 30, sm: 38, md: 46 }}
              lead={t('splits.feature.lead')}
              primary={start}
              secondary={{ href: '#split-steps', label: t('splits.feature.howItWorks') }}
            />
          </Box>
        </Container>
      </Box>

      <MarketingSection
        id="split-steps"
        labelledBy="split-steps-title"
        sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 72 }}
      >
        <SectionHeading
          id="split-steps-title"
          size="compact"
          title={t('splits.feature.steps.title')}
          lead={t('splits.feature.steps.lead')}
        />
        <NumberedSteps
          gap={{ xs: 2.5, md: 4 }}
          padding={{ xs: 3, md: 4 }}
          steps={STEPS.map(({ key, Icon }) => ({
            key,
            Icon,
            title: t(`splits.feature.steps.${key}.title`),
            body: t(`splits.feature.steps.${key}.body`),
          }))}
        />
      </MarketingSection>

      <MarketingSection labelledBy="split-example-title" maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        <Box
          sx={{
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id="split-example-title" variant="h3" component="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: 1 }}>
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
          <GridList
            aria-label={t('splits.feature.example.label')}
            gap={1.5}
            columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}
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
                <Typography
                  sx={{ fontSize: 22, fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {formatYen((EXAMPLE_TOTAL_YEN * part.basisPoints) / BASIS_POINTS_TOTAL, language)}
                </Typography>
              </Box>
            ))}
          </GridList>
        </Box>
      </MarketingSection>

      <MarketingSection labelledBy="split-points-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'action.hover' }}>
        <Typography
          id="split-points-title"
          variant="h2"
          sx={{ ...sectionHeading, textAlign: 'center', mb: { xs: 4, md: 6 } }}
        >
          {t('splits.feature.points.title')}
        </Typography>
        <GridList gap={{ xs: 2, md: 3 }} columns={{ xs: '1fr', sm: '1fr 1fr' }}>
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
        </GridList>
      </MarketingSection>

      <CallToActionBand
        titleId="split-cta-title"
        title={t('splits.feature.cta.title')}
        body={t('splits.feature.cta.body')}
        to={start.to}
        label={start.label}
        sx={{ py: { xs: 8, md: 12 } }}
        titleFontSize={{ xs: 26, md: 34 }}
        paddingY={{ xs: 6, md: 8 }}
      />
    </>
  );
}
