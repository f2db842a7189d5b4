import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../ui/SettingsSection.tsx';

interface MasteringSectionProps {
  credits: number;
  mayPay: boolean;
  onBuyCredits: () => void;
  onBuyPack: () => void;
}

/** AI mastering credits left, and buying more (by the track or the 36-track pack). */
export function MasteringSection({ credits, mayPay, onBuyCredits, onBuyPack }: MasteringSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('plans.settings.masteringTitle')} description={t('plans.settings.masteringLead')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <div>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('plans.settings.credits')}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 22 }} data-testid="mastering-credits">
            {t('plans.settings.creditsValue', { count: credits })}
          </Typography>
        </div>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onBuyCredits} disabled={!mayPay}>
            {t('plans.settings.buyCredits')}
          </Button>
          <Button variant="outlined" onClick={onBuyPack} disabled={!mayPay}>
            {t('plans.settings.buyPack')}
          </Button>
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
