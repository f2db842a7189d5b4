import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ARTIST_LINK_KINDS } from '@otodoke/domain';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiField } from '../../ui/mui-field.ts';
import { ARTIST_LIMITS, type ArtistFormValues, emptyLink } from './artist-form.ts';
import { linkKindLabel } from './artist-labels.ts';

/** Up to ten links, each a kind and an address; rows are added and removed in place. */
export function ArtistLinksFields({ form }: { form: UseFormReturn<ArtistFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const isFull = fields.length >= ARTIST_LIMITS.links;
  const rootError = form.formState.errors.links?.message ?? form.formState.errors.links?.root?.message;

  return (
    <Stack spacing={1.5}>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('artists.form.noLinks')}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('artists.form.linkHeading', { n: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '190px minmax(0, 1fr) auto' },
            gridTemplateAreas: { xs: '"kind remove" "url url"', sm: '"kind url remove"' },
            pb: { xs: 1.5, sm: 0 },
            borderBottom: { xs: 1, sm: 0 },
            borderColor: 'divider',
          }}
        >
          <Controller
            control={form.control}
            name={`links.${index}.kind`}
            render={({ field }) => (
              <TextField
                select
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('artists.form.linkKind')}
                sx={{ gridArea: 'kind' }}
              >
                {ARTIST_LINK_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {linkKindLabel(kind, t)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...muiField(form, `links.${index}.url`)}
            label={t('artists.form.linkUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.linkUrl, spellCheck: false } }}
            sx={{ gridArea: 'url' }}
          />
          <IconButton
            onClick={() => remove(index)}
            aria-label={t('artists.form.removeLink', { n: index + 1 })}
            sx={{ gridArea: 'remove', mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {rootError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {rootError}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(emptyLink(), { focusName: `links.${fields.length}.url` })}
          disabled={isFull}
        >
          {t('artists.form.addLink')}
        </Button>
        {isFull && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('artists.form.linksFull', { max: ARTIST_LIMITS.links })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
