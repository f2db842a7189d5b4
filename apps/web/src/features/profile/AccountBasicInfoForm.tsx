import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getBasicInfo, updateAccountBasicInfo } from '@otodoke/contract';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { useSession } from '../../app/session/use-session.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { SettingsForm } from '../../ui/SettingsForm.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { planLabel } from '../dashboard/index.ts';
import { accountModelLabelKey } from './account-model.ts';
import { canEditAccountSettings } from './account-permission.ts';
import { type AccountBasicInfoValues, accountBasicInfoSchema } from './profile-schemas.ts';

/**
 * The current account's name (and company name for company accounts) with its read-only details. Members without
 * edit permission still get the form: the server decides, and its refusal shows in the snackbar.
 */
export function AccountBasicInfoForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { session, mutate: mutateSession } = useSession();
  const { data, error, mutate } = useApi(getBasicInfo, {});
  const isCompany = data?.personCompanyType === 'company';
  const schema = useMemo(() => accountBasicInfoSchema(format.language, isCompany), [format.language, isCompany]);
  const form = useForm<AccountBasicInfoValues>({
    resolver: zodResolver(schema),
    defaultValues: { accountName: '', companyName: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (data) reset({ accountName: data.accountName, companyName: data.companyName ?? '' });
  }, [data, reset]);

  const individual = session?.individual;
  const canEdit = individual ? canEditAccountSettings(individual) : false;

  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await callApi(updateAccountBasicInfo, {
        body: {
          accountName: values.accountName.trim(),
          ...(isCompany ? { companyName: values.companyName.trim() } : {}),
        },
      });
      await mutate(updated, { revalidate: false });
      showSnackbar(t('feedback.saved'));
      // The account's name shows in the navigation and account switcher.
      void mutateSession();
    } catch (thrown) {
      handleError(thrown, { setFieldError: serverFieldErrors(form) });
    }
  });

  return (
    <SettingsSection title={t('profile.basicInfo.accountTitle')} description={t('profile.basicInfo.accountLead')}>
      {error ? (
        <LoadError message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="40%" />
        </Stack>
      ) : (
        <SettingsForm
          onSubmit={submit}
          submitLabel={t('common.save')}
          isSubmitting={form.formState.isSubmitting}
          after={
            <>
              <Divider />
              <DefinitionRows
                items={[
                  {
                    label: t('profile.basicInfo.accountType'),
                    value: t(`dashboard.accountTypes.${data.personCompanyType}`),
                  },
                  { label: t('profile.basicInfo.plan'), value: planLabel(data.plan, t) },
                  {
                    label: t('profile.basicInfo.accountModelType'),
                    value: t(accountModelLabelKey(data.accountModelType)),
                  },
                  { label: t('profile.basicInfo.createdAt'), value: format.date(data.createdAt) },
                ]}
              />
            </>
          }
        >
          {!canEdit && <Alert severity="info">{t('profile.basicInfo.readOnly')}</Alert>}
          <TextField
            {...muiField(form, 'accountName')}
            label={t('profile.basicInfo.accountName')}
            autoComplete="organization"
            required
          />
          {isCompany && (
            <TextField
              {...muiField(form, 'companyName')}
              label={t('profile.basicInfo.companyName')}
              autoComplete="organization"
              required
            />
          )}
        </SettingsForm>
      )}
    </SettingsSection>
  );
}
