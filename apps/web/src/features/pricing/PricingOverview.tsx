import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PriceLine as MarketingPriceLine } from '../../ui/marketing/PriceLine.tsx';
import { PlanCard } from './PlanCard.tsx';
import {
  ADD_ON_ROWS,
  addedArtistPrice,
  addOnPrice,
  PAYPER_ROWS,
  payperPrice,
  UNLIMITED_PLANS,
  yen,
} from './price-rows.ts';

/** One line of a price list: what, then the tax-inclusive price with the net amount under it. */
function PriceLine({ label, price }: { label: string; price: { gross: number; net: number } }) {
  const { t } = useTranslation();
  return <MarketingPriceLine label={label} gross={price.gross} note={t('pricing.taxNote', { net: yen(price.net) })} />;
}

function PriceList({ children }: { children: React.ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

/** /pricing: every price of the service, tax included, straight from the domain's price list. */
export function PricingOverview() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 46 }, mb: 2 }}>
        {t('pricing.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760, mb: { xs: 5, md: 8 } }}>{t('pricing.lead')}</Typography>

      <Box component="section" aria-labelledby="pricing-plans" sx={{ mb: { xs: 6, md: 9 } }}>
        <Typography id="pricing-plans" variant="h2" sx={{ fontSize: { xs: 24, md: 30 }, mb: 1 }}>
          {t('pricing.plans.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('pricing.plans.lead')}</Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {UNLIMITED_PLANS.map((plan) => (
            <PlanCard key={plan} plan={plan} />
          ))}
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' },
          mb: { xs: 6, md: 9 },
        }}
      >
        <Box component="section" aria-labelledby="pricing-payper">
          <Typography id="pricing-payper" variant="h2" sx={{ fontSize: { xs: 24, md: 30 }, mb: 1 }}>
            {t('pricing.payper.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('pricing.payper.lead')}</Typography>
          <PriceList>
            {PAYPER_ROWS.map((row) => (
              <PriceLine key={row} label={t(`pricing.payper.${row}`)} price={payperPrice(row)} />
            ))}
            <PriceLine label={t('pricing.payper.addedArtist')} price={addedArtistPrice()} />
          </PriceList>
        </Box>
        <Box component="section" aria-labelledby="pricing-add-ons">
          <Typography id="pricing-add-ons" variant="h2" sx={{ fontSize: { xs: 24, md: 30 }, mb: 3 }}>
            {t('pricing.addOns.title')}
          </Typography>
          <PriceList>
            {ADD_ON_ROWS.map((row) => (
              <PriceLine key={row} label={t(`pricing.addOns.${row}`)} price={addOnPrice(row)} />
            ))}
          </PriceList>
        </Box>
      </Box>

      <Paper
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Typography sx={{ fontSize: { xs: 18, md: 20 }, fontWeight: 700 }}>{t('pricing.royalties')}</Typography>
        <Button
          component={RouterLink}
          to={isSignedIn ? '/dashboard' : signUpPath()}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ flexShrink: 0 }}
        >
          {isSignedIn ? t('pricing.dashboard') : t('pricing.signUp')}
        </Button>
      </Paper>
    </Container>
  );
}
