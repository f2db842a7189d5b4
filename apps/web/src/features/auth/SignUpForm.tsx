import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { getInvite, signUp } from '@otodoke/contract';
import { ACCOUNT_MEMBER_INVITE_STATUS, PASSWORD_MIN_LENGTH } from '@otodoke/domain';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callApi } from '../../app/api-client.ts';

import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { invitePath, LEGAL_PATHS, signInPath, signUpMailPath } from '../../app/routing/paths.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { currentAffiliateRef, rememberAffiliateRef } from './affiliate-ref.ts';
import { type SignUpValues, signUpSchema } from './auth-schemas.ts';

/** /creators?action=signup: a person or company account, optionally joining a team through ?invite=. */
export function SignUpForm({
  inviteToken,
  affiliateRef,
}: {
  inviteToken: string | null;
  affiliateRef?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const typeLabelId = useId();
  const language = useLanguage();
  const schema = useMemo(() => signUpSchema(language, t), [language, t]);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      personCompanyType: 'person',
      name: '',
      companyName: '',
      email: '',
      password: '',
      agreeTerms: false,
    },
  });
  const isCompany = form.watch('personCompanyType') === 'company';
  useEffect(() => rememberAffiliateRef(affiliateRef ?? null), [affiliateRef]);

  const { data: invite, error: inviteError } = useApi(
    getInvite,
    inviteToken ? { params: { token: inviteToken } } : null,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  const inviteValid = invite !== undefined && invite.statusId === ACCOUNT_MEMBER_INVITE_STATUS.invited;

  useEffect(() => {
    if (inviteValid && !form.getValues('email')) form.setValue('email', invite.email);
  }, [inviteValid, invite, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await callApi(signUp, {
        body: {
          email: values.email,
          password: values.password,
          name: values.name,
          personCompanyType: values.personCompanyType,
          companyName: values.personCompanyType === 'company' ? values.companyName : undefined,
          agreeTerms: values.agreeTerms,
          language,
          inviteToken: inviteValid && inviteToken ? inviteToken : undefined,
          affiliateCode: inviteToken ? undefined : currentAffiliateRef(),
        },
      });
      if (result.requiresVerification) {
        navigate(signUpMailPath(result.email));
      } else {
        // Signing up through an invitation already joined the team: sign in straight to the dashboard.
        navigate(signInPath('/dashboard'));
      }
    } catch (error) {
      handleError(error, { setFieldError: serverFieldErrors(form) });
    }
  });

  return (
    <FormCard
      title={t('auth.signUp.title')}
      lead={t('auth.signUp.lead')}
      footer={
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={signInPath()} sx={{ fontWeight: 700 }}>
            {t('common.signIn')}
          </Link>
        </Typography>
      }
    >
      {inviteToken && (inviteError || (invite && !inviteValid)) && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('auth.signUp.inviteInvalid')}
        </Alert>
      )}
      {inviteValid && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('auth.signUp.invited', { account: invite.accountName })}
          {invite.hasIndividual && inviteToken && (
            <Box sx={{ mt: 1 }}>
              {t('auth.signUp.invitedHasAccount')}{' '}
              <Link component={RouterLink} to={signInPath(invitePath(inviteToken))} sx={{ fontWeight: 700 }}>
                {t('common.signIn')}
              </Link>
            </Box>
          )}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id={typeLabelId} sx={{ mb: 1, fontWeight: 700 }}>
              {t('auth.signUp.typeLabel')}
            </FormLabel>
            <Controller
              control={form.control}
              name="personCompanyType"
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  color="primary"
                  value={field.value}
                  aria-labelledby={typeLabelId}
                  onChange={(_event, value: unknown) => {
                    if (value === 'person' || value === 'company') field.onChange(value);
                  }}
                >
                  <ToggleButton value="person">{t('auth.signUp.person')}</ToggleButton>
                  <ToggleButton value="company">{t('auth.signUp.company')}</ToggleButton>
                </ToggleButtonGroup>
              )}
            />
          </FormControl>
          <TextField {...muiField(form, 'name')} label={t('auth.signUp.name')} autoComplete="name" required />
          {isCompany && (
            <TextField
              {...muiField(form, 'companyName')}
              label={t('auth.signUp.companyName')}
              autoComplete="organization"
              required
            />
          )}
          <TextField
            {...muiField(form, 'email')}
            label={t('common.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            {...muiField(form, 'password')}
            label={t('common.password')}
            type="password"
            autoComplete="new-password"
            required
            helperText={
              form.formState.errors.password?.message ?? t('auth.signUp.passwordHelp', { min: PASSWORD_MIN_LENGTH })
            }
          />
          <Controller
            control={form.control}
            name="agreeTerms"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label={
                    <Trans
                      i18nKey="auth.signUp.agree"
                      components={{
                        terms: <NewTabLink to={LEGAL_PATHS.terms} />,
                        privacy: <NewTabLink to={LEGAL_PATHS.privacy} />,
                      }}
                    />
                  }
                />
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <Button type="submit" size="large" variant="contained" disabled={form.formState.isSubmitting}>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </Box>
    </FormCard>
  );
}

/** A link in the consent label: opens in a new tab, so the form filled in so far is not lost. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={to} target="_blank" rel="noopener" sx={{ fontWeight: 700 }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {t('common.opensInNewTab')}
      </Box>
    </Link>
  );
}
