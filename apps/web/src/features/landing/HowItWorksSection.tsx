import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../ui/marketing/MarketingSection.tsx';
import { NumberedSteps } from '../../ui/marketing/NumberedSteps.tsx';
import { SectionHeading } from '../../ui/marketing/SectionHeading.tsx';

const STEPS = [
  { key: 'register', Icon: LibraryMusicOutlinedIcon },
  { key: 'deliver', Icon: HubOutlinedIcon },
  { key: 'collect', Icon: PaymentsOutlinedIcon },
] as const;

/** Three steps: register a release, we deliver via DDEX, collect revenue. */
export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <MarketingSection
      id="how-it-works"
      labelledBy="how-it-works-title"
      sx={{ py: { xs: 10, md: 14 }, scrollMarginTop: 72 }}
    >
      <SectionHeading id="how-it-works-title" title={t('landing.steps.title')} lead={t('landing.steps.lead')} />
      <NumberedSteps
        gap={{ xs: 3, md: 4 }}
        padding={4}
        steps={STEPS.map(({ key, Icon }) => ({
          key,
          Icon,
          title: t(`landing.steps.${key}.title`),
          body: t(`landing.steps.${key}.body`),
        }))}
      />
    </MarketingSection>
  );
}
