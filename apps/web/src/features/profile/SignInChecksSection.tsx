import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { updateSecuritySettings } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';
import { CurrentPasswordDialog } from './CurrentPasswordDialog.tsx';

type Check = 'twoFactorEnabled' | 'verifyNewDevices';
type Checks = Record<Check, boolean>;

const CHECKS: ReadonlyArray<{
  key: Check;
  label: 'twoFactor' | 'deviceCheck';
  turnOff: 'turnOffTwoFactor' | 'turnOffDeviceCheck';
}> = [
  { key: 'twoFactorEnabled', label: 'twoFactor', turnOff: 'turnOffTwoFactor' },
  { key: 'verifyNewDevices', label: 'deviceCheck', turnOff: 'turnOffDeviceCheck' },
];

/**
 * The e-mail second factor and the new-device check (PUT /api/v1/me/individual/security). Turning one on takes
 * effect at once; turning one off asks for the current password first (decision 0003).
 */
export function SignInChecksSection() {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { session, mutate: mutateSession } = useSession();
  const [busy, setBusy] = useState(false);
  // The check being turned off stays set while the dialog closes, so that its text does not change mid-animation.
  const [turningOff, setTurningOff] = useState<Check | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const individual = session?.individual;
  if (!individual) return null;
  const current: Checks = {
    twoFactorEnabled: individual.twoFactorEnabled,
    verifyNewDevices: individual.verifyNewDevices,
  };

  const save = async (next: Checks, currentPassword?: string) => {
    await callApi(updateSecuritySettings, { body: { ...next, currentPassword } });
    await mutateSession();
    showSnackbar(t('feedback.saved'));
  };

  const toggle = async (key: Check, on: boolean) => {
    const next = { ...current, [key]: on };
    // Without a password (Google only) there is nothing to confirm; the server agrees.
    if (!on && individual.hasPassword) {
      setTurningOff(key);
      setDialogOpen(true);
      return;
    }
    setBusy(true);
    try {
      await save(next);
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setBusy(false);
    }
  };

  const pending = CHECKS.find((check) => check.key === turningOff);

  return (
    <SettingsSection title={t('profile.security.signInTitle')} description={t('profile.security.signInLead')}>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        {CHECKS.map(({ key, label }) => (
          <SwitchRow
            key={key}
            label={t(`profile.security.${label}`)}
            description={t(`profile.security.${label}Help`)}
            checked={current[key]}
            disabled={busy}
            onChange={(on) => void toggle(key, on)}
          />
        ))}
      </Stack>
      <CurrentPasswordDialog
        open={dialogOpen}
        title={t('profile.security.turnOffTitle')}
        description={pending ? t(`profile.security.${pending.turnOff}`) : ''}
        submitLabel={t('profile.security.turnOff')}
        onClose={() => setDialogOpen(false)}
        onSubmit={async (currentPassword) => {
          if (!turningOff) return;
          await save({ ...current, [turningOff]: false }, currentPassword);
          setDialogOpen(false);
        }}
      />
    </SettingsSection>
  );
}
