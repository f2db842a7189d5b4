// What immersive audio is, for an account without the feature: the two formats and how to ask for it (no forms).
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import SurroundSoundOutlinedIcon from '@mui/icons-material/SurroundSoundOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The support page, where an account asks for immersive audio to be turned on. */
export const SUPPORT_PAGE = '/artist-support';

export function ImmersiveIntro() {
  const { t } = useTranslation();
  const formats = [
    { key: 'dolby', title: t('immersiveAudio.intro.dolbyTitle'), body: t('immersiveAudio.intro.dolbyBody') },
    { key: '360RA', title: t('immersiveAudio.intro.ra360Title'), body: t('immersiveAudio.intro.ra360Body') },
  ];
  return (
    <Stack spacing={3} component="section" aria-labelledby="immersive-intro-title">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box aria-hidden="true" sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' } }}>
            <SurroundSoundOutlinedIcon sx={{ fontSize: 48 }} />
          </Box>
          <Box>
            <Typography id="immersive-intro-title" variant="h4" component="h2" sx={{ mb: 1 }}>
              {t('immersiveAudio.intro.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('immersiveAudio.intro.body')}</Typography>
          </Box>
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {formats.map((format) => (
          <Paper key={format.key} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, mb: 0.5 }}>
              {format.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {format.body}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Alert severity="info" variant="outlined" sx={{ alignItems: 'flex-start' }}>
        <AlertTitle>{t('immersiveAudio.intro.requestTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('immersiveAudio.intro.requestBody')}
        </Typography>
        <Button component={RouterLink} to={SUPPORT_PAGE} variant="contained" startIcon={<SupportAgentOutlinedIcon />}>
          {t('immersiveAudio.intro.contact')}
        </Button>
      </Alert>
    </Stack>
  );
}
