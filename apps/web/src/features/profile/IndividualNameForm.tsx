import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { updateIndividual } from '@otodoke/contract';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { useSession } from '../../app/session/use-session.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { SettingsForm } from '../../ui/SettingsForm.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { type IndividualNameValues, individualNameSchema } from './profile-schemas.ts';

/** The signed-in individual's own name (PATCH /api/v1/me/individual), the same in every account. */
export function IndividualNameForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { session, mutate: mutateSession } = useSession();
  const individual = session?.individual;
  const schema = useMemo(() => individualNameSchema(language), [language]);
  const form = useForm<IndividualNameValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: individual?.name ?? '' },
  });
  const { reset } = form;
  const savedName = individual?.name;

  useEffect(() => {
    if (savedName !== undefined) reset({ name: savedName });
  }, [savedName, reset]);

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await callApi(updateIndividual, { body: { name: name.trim() } });
      showSnackbar(t('feedback.saved'));
      await mutateSession();
    } catch (thrown) {
      handleError(thrown, { setFieldError: serverFieldErrors(form) });
    }
  });

  if (!individual) return null;

  return (
    <SettingsSection title={t('profile.basicInfo.individualTitle')} description={t('profile.basicInfo.individualLead')}>
      <SettingsForm
        onSubmit={submit}
        submitLabel={t('profile.basicInfo.saveName')}
        submitVariant="outlined"
        isSubmitting={form.formState.isSubmitting}
        after={<DefinitionRows items={[{ label: t('profile.basicInfo.email'), value: individual.email }]} />}
      >
        <TextField
          {...muiField(form, 'name')}
          label={t('profile.basicInfo.individualName')}
          autoComplete="name"
          required
        />
      </SettingsForm>
    </SettingsSection>
  );
}
