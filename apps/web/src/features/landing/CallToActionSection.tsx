import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signUpPath } from '../../app/routing/paths.ts';

/** The closing invitation to sign up. */
export function CallToActionSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 10, md: 14 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 6,
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 9 },
            textAlign: 'center',
            color: '#fff',
            background: 'linear-gradient(120deg, #34208F 0%, #4A2FBD 55%, #E04E3B 130%)',
          }}
        >
          <Typography id="cta-title" variant="h2" sx={{ fontSize: { xs: 26, md: 36 }, mb: 2 }}>
            {t('landing.cta.title')}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.86)', mb: 4 }}>{t('landing.cta.body')}</Typography>
          <Button
            component={RouterLink}
            to={signUpPath()}
            size="large"
            variant="contained"
            color="secondary"
            endIcon={<ArrowForwardIcon />}
          >
            {t('landing.cta.button')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
