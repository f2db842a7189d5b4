import { useTranslation } from 'react-i18next';
import { signUpPath } from '../../app/routing/paths.ts';
import { CallToActionBand } from '../../ui/marketing/CallToActionBand.tsx';

/** The closing invitation to sign up. */
export function CallToActionSection() {
  const { t } = useTranslation();
  return (
    <CallToActionBand
      titleId="cta-title"
      title={t('landing.cta.title')}
      body={t('landing.cta.body')}
      to={signUpPath()}
      label={t('landing.cta.button')}
      sx={{ pb: { xs: 10, md: 14 } }}
      titleFontSize={{ xs: 26, md: 36 }}
      paddingY={{ xs: 6, md: 9 }}
    />
  );
}
