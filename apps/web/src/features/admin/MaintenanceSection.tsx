import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getMaintenance, setMaintenance } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';

/** Maintenance mode (GET/PUT /admin/api/v2/maintenance); turning it on asks first. */
export function MaintenanceSection() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { mutate: mutateSession } = useSession();
  const { data, error, mutate } = useApi(getMaintenance, {});
  const [busy, setBusy] = useState(false);

  const change = async (on: boolean) => {
    const put = async () => {
      const result = await callApi(setMaintenance, { body: { isMaintenance: on } });
      await mutate(result, { revalidate: false });
    };
    setBusy(true);
    try {
      if (on) {
        const done = await confirm({
          title: t('admin.maintenanceConfirmTitle'),
          content: t('admin.maintenanceConfirm'),
          okLabel: t('admin.maintenanceTurnOn'),
          onConfirm: put,
        });
        if (!done) return;
      } else {
        await put();
      }
      showSnackbar(on ? t('admin.maintenanceOn') : t('admin.maintenanceOff'), on ? 'warning' : 'success');
      // The session carries the flag too (the shell's maintenance redirect reads it).
      void mutateSession();
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('admin.maintenanceTitle')} description={t('admin.maintenanceLead')}>
      {error ? (
        <LoadError message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={48} aria-label={t('common.loading')} />
      ) : (
        <Stack spacing={2}>
          <SwitchRow
            label={t('admin.maintenanceSwitch')}
            checked={data.isMaintenance}
            disabled={busy}
            onChange={(on) => void change(on)}
          />
          <Alert severity={data.isMaintenance ? 'warning' : 'success'} role="status">
            {data.isMaintenance ? t('admin.maintenanceIsOn') : t('admin.maintenanceIsOff')}
          </Alert>
        </Stack>
      )}
    </SettingsSection>
  );
}
