// "Tell me when it opens": the e-mail and consent form of a service that is coming (double opt-in: the server mails
// a confirmation link). The answer is the same whether or not the address was signed up before.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestFeatureNotice } from '@otodoke/contract';
import { PUBLIC_FEATURE_NAMES, type PublicFeature } from '@otodoke/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';

type State =
  | { status: 'editing'; fields: Record<string, string>; message: string | null }
  | { status: 'sending' }
  | { status: 'sent' };

export function NoticeForm({ feature }: { feature: PublicFeature }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = PUBLIC_FEATURE_NAMES[feature][language];
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<State>({ status: 'editing', fields: {}, message: null });
  const fields = state.status === 'editing' ? state.fields : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'sending' });
    try {
      await callApi(requestFeatureNotice, { body: { feature, email, language, consent } });
      setState({ status: 'sent' });
    } catch (error) {
      const failure = toApiRequestError(error);
      const fieldErrors = failure.fieldErrors;
      setState({
        status: 'editing',
        fields: fieldErrors,
        message: Object.keys(fieldErrors).length > 0 ? null : failure.message,
      });
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="notice-title"
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, maxWidth: 640 }}
    >
      <Typography id="notice-title" variant="h2" sx={{ fontSize: { xs: 22, md: 28 }, mb: 1.5 }}>
        {t('publicFeatures.notice.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('publicFeatures.notice.lead')}</Typography>
      {state.status === 'sent' ? (
        <Alert severity="success" role="status">
          {t('publicFeatures.notice.sent')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {state.status === 'editing' && state.message && (
              <Alert severity="error" role="alert">
                {state.message}
              </Alert>
            )}
            <TextField
              label={t('publicFeatures.notice.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fields.email)}
              helperText={fields.email}
            />
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={consent}
                    onChange={(event) => setConsent(event.target.checked)}
                    name="consent"
                    required
                  />
                }
                label={t('publicFeatures.notice.consent', { name })}
              />
              {fields.consent && <FormHelperText error>{fields.consent}</FormHelperText>}
              {fields.feature && <FormHelperText error>{fields.feature}</FormHelperText>}
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={state.status === 'sending'}>
              {t('publicFeatures.notice.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
