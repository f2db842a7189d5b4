import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getNotificationSettings, updateNotificationSettings } from '@otodoke/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';

type NotificationSettings = ApiResult<typeof getNotificationSettings>;

/** The five kinds of mail, in the order they matter to an artist. */
const KINDS = ['releaseStatus', 'revenueReports', 'payments', 'news', 'team'] as const satisfies ReadonlyArray<
  keyof NotificationSettings
>;

const ALL_OFF: NotificationSettings = {
  releaseStatus: false,
  revenueReports: false,
  payments: false,
  news: false,
  team: false,
};

/** Which e-mails the individual receives (GET/PUT /api/v1/me/individual/notifications), saved with one button. */
export function NotificationTab() {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { data, error, mutate } = useApi(getNotificationSettings, {});
  const form = useForm<NotificationSettings>({ defaultValues: ALL_OFF });
  const { reset } = form;

  useEffect(() => {
    if (data) reset(data);
  }, [data, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await callApi(updateNotificationSettings, { body: values });
      await mutate(saved, { revalidate: false });
      showSnackbar(t('feedback.saved'));
    } catch (thrown) {
      handleError(thrown);
    }
  });

  return (
    <SettingsSection title={t('profile.notification.title')} description={t('profile.notification.lead')}>
      {error ? (
        <LoadError message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          {KINDS.map((kind) => (
            <Skeleton key={kind} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2} divider={<Divider flexItem />}>
            {KINDS.map((kind) => (
              <Controller
                key={kind}
                control={form.control}
                name={kind}
                render={({ field }) => (
                  <SwitchRow
                    name={field.name}
                    label={t(`profile.notification.${kind}`)}
                    description={t(`profile.notification.${kind}Help`)}
                    checked={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ))}
          </Stack>
          <Box sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </Box>
        </Box>
      )}
    </SettingsSection>
  );
}
