// The form of a settings section: its fields in a column, the save button under them, then anything read-only.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitVariant?: 'contained' | 'outlined';
  isSubmitting: boolean;
  /** Notices and fields, above the button. */
  children: ReactNode;
  /** What follows the button (read-only details). */
  after?: ReactNode;
  /** Hidden inputs that go before the column (e.g. the username a password manager files a password under). */
  hidden?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A validated-by-us (`noValidate`) form: fields, then one submit button, disabled while it is sent. */
export function SettingsForm({
  onSubmit,
  submitLabel,
  submitVariant = 'contained',
  isSubmitting,
  children,
  after,
  hidden,
  sx,
}: SettingsFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={sx}>
      {hidden}
      <Stack spacing={2.5}>
        {children}
        <Box>
          <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
        {after}
      </Stack>
    </Box>
  );
}
