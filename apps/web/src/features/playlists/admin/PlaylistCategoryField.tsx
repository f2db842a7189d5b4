// The editor's choice of what a list is: a playlist of picks or a chart (its releases shown ranked on the page).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PLAYLIST_CATEGORIES, type PlaylistCategory } from '@otodoke/contract';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaylistFormValues } from '../playlist-view.ts';

/** The editor shows the playlist first, as most lists are. */
const ORDER: readonly PlaylistCategory[] = [...PLAYLIST_CATEGORIES].reverse();

export function PlaylistCategoryField({ form }: { form: UseFormReturn<PlaylistFormValues> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  return (
    <Controller
      control={form.control}
      name="category"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600 }}>
            {t('playlists.admin.editor.category')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            aria-describedby={helpId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as PlaylistCategory)}
          >
            {ORDER.map((category) => (
              <FormControlLabel
                key={category}
                value={category}
                control={<Radio />}
                label={t(`playlists.admin.category.${category}`)}
              />
            ))}
          </RadioGroup>
          <FormHelperText id={helpId} sx={{ mx: 0 }}>
            {fieldState.error?.message ?? t('playlists.admin.editor.categoryHelp')}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
