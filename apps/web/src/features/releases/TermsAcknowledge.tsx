import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acknowledgeTerms, getAcknowledgement } from '@otodoke/contract';
import {
  CONCERT_VIDEO_MAX_SECONDS,
  SUCCESS_MESSAGES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_HEIGHT,
  VIDEO_MIN_SECONDS,
  VIDEO_MIN_WIDTH,
} from '@otodoke/domain';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLoading, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { returnPathAfterTerms, type TermsService, termsServiceOfPath } from './release-terms.ts';

type Article = readonly [title: ParseKeys, body: ParseKeys];

const ARTICLES: Readonly<Record<TermsService, readonly Article[]>> = {
  karaoke: [
    ['releases.terms.karaoke.s1Title', 'releases.terms.karaoke.s1Body'],
    ['releases.terms.karaoke.s2Title', 'releases.terms.karaoke.s2Body'],
    ['releases.terms.karaoke.s3Title', 'releases.terms.karaoke.s3Body'],
    ['releases.terms.karaoke.s4Title', 'releases.terms.karaoke.s4Body'],
    ['releases.terms.karaoke.s5Title', 'releases.terms.karaoke.s5Body'],
    ['releases.terms.karaoke.s6Title', 'releases.terms.karaoke.s6Body'],
    ['releases.terms.karaoke.s7Title', 'releases.terms.karaoke.s7Body'],
    ['releases.terms.karaoke.s8Title', 'releases.terms.karaoke.s8Body'],
  ],
  music_video: [
    ['releases.terms.musicVideo.s1Title', 'releases.terms.musicVideo.s1Body'],
    ['releases.terms.musicVideo.s2Title', 'releases.terms.musicVideo.s2Body'],
    ['releases.terms.musicVideo.s3Title', 'releases.terms.musicVideo.s3Body'],
    ['releases.terms.musicVideo.s4Title', 'releases.terms.musicVideo.s4Body'],
    ['releases.terms.musicVideo.s5Title', 'releases.terms.musicVideo.s5Body'],
    ['releases.terms.musicVideo.s6Title', 'releases.terms.musicVideo.s6Body'],
    ['releases.terms.musicVideo.s7Title', 'releases.terms.musicVideo.s7Body'],
    ['releases.terms.musicVideo.s8Title', 'releases.terms.musicVideo.s8Body'],
    ['releases.terms.musicVideo.s9Title', 'releases.terms.musicVideo.s9Body'],
  ],
};

/** The technical limits the terms quote, from the same rulebook the file checks use. */
const TECHNICAL = {
  width: VIDEO_MIN_WIDTH,
  height: VIDEO_MIN_HEIGHT,
  minSeconds: VIDEO_MIN_SECONDS,
  maxMinutes: VIDEO_MAX_SECONDS / 60,
  concertHours: CONCERT_VIDEO_MAX_SECONDS / 3600,
};

/**
 * /dashboard/karaoke/terms/acknowledge and /dashboard/music-video/terms/acknowledge: the terms, and "agree", which
 * records the acceptance for the account and returns to redirect_url (paths of this site only).
 */
export function TermsAcknowledge() {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { withLoading } = useLoading();
  const { showSnackbar } = useSnackbar();
  const handleError = useApiErrorHandler();
  const service: TermsService = termsServiceOfPath(location.pathname) ?? 'karaoke';
  const { data, error, mutate } = useApi(getAcknowledgement, { params: { serviceId: service } });
  const [isChecked, setIsChecked] = useState(false);
  const returnTo = returnPathAfterTerms(params.get('redirect_url'));
  const prefix = service === 'karaoke' ? 'karaoke' : 'musicVideo';

  const agree = async () => {
    try {
      const result = await withLoading(callApi(acknowledgeTerms, { params: { serviceId: service } }));
      await mutate(result, { revalidate: false });
      showSnackbar(SUCCESS_MESSAGES.agreed[format.language]);
      navigate(returnTo);
    } catch (thrown) {
      handleError(thrown);
    }
  };

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Button component={RouterLink} to={returnTo} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
        {t('releases.terms.back')}
      </Button>
      <PageHeading title={t(`releases.terms.${prefix}.title`)} lead={t(`releases.terms.${prefix}.lead`)} />
      <Card component="article" aria-label={t(`releases.terms.${prefix}.title`)}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Stack spacing={2.5}>
            {ARTICLES[service].map(([title, body]) => (
              <Box key={title} component="section">
                <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
                  {t(title)}
                </Typography>
                <Typography variant="body2" sx={{ lineHeight: 1.9 }}>
                  {t(body, TECHNICAL)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>

      <Box sx={{ mt: 3 }}>
        {error ? (
          <LoadError message={error.message || t('releases.terms.loadFailed')} onRetry={() => void mutate()} />
        ) : !data ? (
          <Skeleton variant="rounded" height={56} aria-label={t('common.loading')} />
        ) : data.acknowledged ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" sx={{ width: '100%' }}>
              {t('releases.terms.accepted', {
                date: data.acknowledgedAt ? format.date(data.acknowledgedAt) : '',
              })}
            </Alert>
            <Button variant="contained" component={RouterLink} to={returnTo} endIcon={<ArrowForwardIcon />}>
              {t('releases.terms.continue')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <FormControlLabel
              control={<Checkbox checked={isChecked} onChange={(event) => setIsChecked(event.target.checked)} />}
              label={t('releases.terms.agree')}
            />
            <Button variant="contained" size="large" disabled={!isChecked} onClick={() => void agree()}>
              {t('releases.terms.agreeButton')}
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
