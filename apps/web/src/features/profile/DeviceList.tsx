import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { listDevices, revokeDevice } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { DeviceListItem } from './DeviceListItem.tsx';

/** The individual's live sessions (GET /api/v1/me/individual/devices); any but this one can be signed out. */
export function DeviceList() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { data, error, mutate } = useApi(listDevices, {});
  // This device first, then the most recently used.
  const devices = data ? [...data.items].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent)) : [];

  const signOut = async (id: number, label: string) => {
    try {
      const done = await confirm({
        title: t('profile.security.signOutDeviceTitle'),
        content: t('profile.security.signOutDeviceConfirm', { device: label }),
        okLabel: t('profile.security.signOutDevice'),
        onConfirm: () => callApi(revokeDevice, { params: { id } }),
      });
      if (!done) return;
      showSnackbar(t('profile.security.signedOutDevice'));
    } catch (thrown) {
      // e.g. the device had already signed out: the list below is then out of date too.
      handleError(thrown);
    }
    await mutate();
  };

  return (
    <SettingsSection title={t('profile.security.devicesTitle')} description={t('profile.security.devicesLead')}>
      {error ? (
        <LoadError message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : devices.length === 0 ? (
        <EmptyState title={t('profile.security.noDevices')} />
      ) : (
        <List disablePadding aria-label={t('profile.security.devicesTitle')}>
          {devices.map((device, index) => (
            <DeviceListItem
              key={device.id}
              device={device}
              divider={index < devices.length - 1}
              onSignOut={() => void signOut(device.id, device.label)}
            />
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
