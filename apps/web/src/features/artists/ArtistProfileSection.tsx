// The artist form's profile section: the Japanese and English profiles, each with its length against the limit.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { textLength } from '@otodoke/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiField } from '../../ui/mui-field.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { ARTIST_LIMITS, type ArtistFormValues } from './artist-form.ts';

interface ArtistProfileSectionProps {
  form: UseFormReturn<ArtistFormValues>;
  /** The profiles as typed (watched by the form), for their counters. */
  profileJa: string;
  profileEn: string;
}

export function ArtistProfileSection({ form, profileJa, profileEn }: ArtistProfileSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('artists.form.profileTitle')} description={t('artists.form.profileLead')}>
      <Stack spacing={2.5}>
        <ProfileField form={form} name="profileJa" label={t('artists.form.profileJa')} value={profileJa} />
        <ProfileField form={form} name="profileEn" label={t('artists.form.profileEn')} value={profileEn} />
      </Stack>
    </SettingsSection>
  );
}

interface ProfileFieldProps {
  form: UseFormReturn<ArtistFormValues>;
  name: 'profileJa' | 'profileEn';
  label: string;
  value: string;
}

/** A multiline profile with its length against the 3500-character limit under it. */
function ProfileField({ form, name, label, value }: ProfileFieldProps) {
  const { t } = useTranslation();
  const { helperText, ...field } = muiField(form, name);
  const count = textLength(value ?? '');
  const isOver = count > ARTIST_LIMITS.profile;
  return (
    <TextField
      {...field}
      label={label}
      multiline
      minRows={5}
      maxRows={16}
      error={field.error || isOver}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{helperText}</span>
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {t('artists.form.counter', { count, max: ARTIST_LIMITS.profile })}
          </Box>
        </Box>
      }
      slotProps={{ htmlInput: { lang: name === 'profileEn' ? 'en' : 'ja' } }}
    />
  );
}
