import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Stripe's test numbers, which the local simulator honours the same way. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'testSucceeds' },
  { number: '4000 0027 6000 3184', outcome: 'testThreeDSecure' },
  { number: '4000 0000 0000 9995', outcome: 'testDeclined' },
] as const;

/** Said plainly when no real payment company is connected: the simulator opens, and these cards work there. */
export function SimulatorCardsNote() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{t('payments.card.simulatorTitle')}</AlertTitle>
      {t('payments.card.simulatorBody')}
      <Box
        component="dl"
        aria-label={t('payments.card.testCardsLabel')}
        sx={{
          m: 0,
          mt: 1.5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
        }}
      >
        {TEST_CARDS.map((card) => (
          <Box key={card.number} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700, mt: { xs: 1, sm: 0 } }}
            >
              {card.number}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {t(`payments.card.${card.outcome}`)}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
