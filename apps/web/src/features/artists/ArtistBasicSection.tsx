// The artist form's first section: the artist type as two cards, the names in Japanese, kana and English, and Vocaloid.
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ARTIST_TYPES } from '@otodoke/domain';
import { type ReactNode, useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiField } from '../../ui/mui-field.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { ARTIST_LIMITS, type ArtistFormValues } from './artist-form.ts';

export function ArtistBasicSection({ form }: { form: UseFormReturn<ArtistFormValues> }) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  return (
    <SettingsSection title={t('artists.form.basicTitle')}>
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="artistType"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel id={typeLabelId} component="legend" sx={{ mb: 1, fontWeight: 600 }}>
                {t('artists.form.typeLabel')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={typeLabelId}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                {ARTIST_TYPES.map((type) => (
                  <TypeOption
                    key={type}
                    value={type}
                    isSelected={field.value === type}
                    icon={type === 'group' ? <GroupsOutlinedIcon /> : <PersonOutlineIcon />}
                    label={t(`artists.types.${type}`)}
                    help={t(type === 'group' ? 'artists.form.typeGroupHelp' : 'artists.form.typeIndividualHelp')}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <TextField
          {...muiField(form, 'nameJa')}
          label={t('artists.form.nameJa')}
          helperText={form.formState.errors.nameJa?.message ?? t('artists.form.nameJaHelp')}
          required
          slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.name } }}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            {...muiField(form, 'nameKana')}
            label={t('artists.form.nameKana')}
            helperText={form.formState.errors.nameKana?.message ?? t('artists.form.nameKanaHelp')}
            slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.name } }}
          />
          <TextField
            {...muiField(form, 'nameEn')}
            label={t('artists.form.nameEn')}
            helperText={form.formState.errors.nameEn?.message ?? t('artists.form.nameEnHelp')}
            slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.name, lang: 'en' } }}
          />
        </Box>
        <Controller
          control={form.control}
          name="isVocaloid"
          render={({ field, fieldState }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('artists.form.vocaloid')}
              />
              <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0, ml: 4 }}>
                {fieldState.error?.message ?? t('artists.form.vocaloidHelp')}
              </FormHelperText>
            </Box>
          )}
        />
      </Stack>
    </SettingsSection>
  );
}

interface TypeOptionProps {
  value: string;
  isSelected: boolean;
  icon: ReactNode;
  label: string;
  help: string;
}

/** One artist type as a selectable card: the radio, an icon, the type and what it means. */
function TypeOption({ value, isSelected, icon, label, help }: TypeOptionProps) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', py: 1, pr: 1 }}>
          <Box aria-hidden="true" sx={{ color: isSelected ? 'primary.main' : 'text.secondary', display: 'flex' }}>
            {icon}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.4 }}>{label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {help}
            </Typography>
          </Box>
        </Stack>
      }
      sx={{
        m: 0,
        border: 1,
        borderRadius: 3,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isSelected ? 'action.hover' : 'transparent',
        alignItems: 'center',
      }}
    />
  );
}
