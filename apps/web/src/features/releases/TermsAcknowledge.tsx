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
import { SUCCESS_MESSAGES } from '@otodoke/domain';
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
import { TERMS_ARTICLES, TERMS_TECHNICAL_LIMITS, TERMS_TEXT_PREFIX } from '../legal/index.ts';
import { returnPathAfterTerms, type TermsService, termsServiceOfPath } from './release-terms.ts';

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
  const prefix = TERMS_TEXT_PREFIX[service];

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
            {TERMS_ARTICLES[service].map(([title, body]) => (
              <Box key={title} component="section">
                <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
                  {t(title)}
                </Typography>
                <Typography variant="body2" sx={{ lineHeight: 1.9 }}>
                  {t(body, TERMS_TECHNICAL_LIMITS)}
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
