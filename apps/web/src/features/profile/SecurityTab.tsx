import Stack from '@mui/material/Stack';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeviceList } from './DeviceList.tsx';
import { GoogleLinkSection } from './GoogleLinkSection.tsx';
import { SignInChecksSection } from './SignInChecksSection.tsx';

/** Security: password, second factor and device check, signed-in devices, Google link. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <ChangePasswordForm />
      <SignInChecksSection />
      <DeviceList />
      <GoogleLinkSection />
    </Stack>
  );
}
