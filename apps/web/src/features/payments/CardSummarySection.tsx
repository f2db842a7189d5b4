import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getMyCard } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { CARD_PAGE } from './payment-paths.ts';
import { cardExpiryText, maskedCardText } from './payment-words.ts';

/** The card used for payments, in one line, and the way to the card page. */
export function CardSummarySection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useApi(getMyCard, {});
  let content: ReactNode;
  if (error) content = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) content = <Skeleton variant="rounded" height={48} aria-label={t('common.loading')} />;
  else if (!data.card) {
    content = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('payments.tab.cardNone')}
      </Typography>
    );
  } else {
    content = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CreditCardOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{maskedCardText(data.card, t)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payments.tab.cardExpires', { expiry: cardExpiryText(data.card, t) })}
          </Typography>
        </Box>
      </Stack>
    );
  }
  return (
    <SettingsSection
      title={t('payments.tab.cardTitle')}
      action={
        <Button component={RouterLink} to={CARD_PAGE} variant="outlined" size="small">
          {t('payments.tab.manageCard')}
        </Button>
      }
    >
      {content}
    </SettingsSection>
  );
}
