import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KNOWN_ARTIST_MEMBER_ROLES } from '@otodoke/domain';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiField } from '../../ui/mui-field.ts';
import { ARTIST_LIMITS, type ArtistFormValues, emptyMember } from './artist-form.ts';
import { memberRoleLabel } from './artist-labels.ts';

/** Rows of a group's members: a name and roles picked from the known member roles (a stored unknown role stays). */
export function ArtistMembersFields({ form }: { form: UseFormReturn<ArtistFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'members' });
  const rootError = form.formState.errors.members?.message ?? form.formState.errors.members?.root?.message;

  return (
    <Stack spacing={1.5}>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('artists.form.noMembers')}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Paper
          key={row.id}
          variant="outlined"
          component="fieldset"
          sx={{ m: 0, p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, float: 'left', p: 0 }}>
              {t('artists.form.memberHeading', { n: index + 1 })}
            </Typography>
            <IconButton
              size="small"
              onClick={() => remove(index)}
              aria-label={t('artists.form.removeMember', { n: index + 1 })}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Box
            sx={{
              clear: 'both',
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
              alignItems: 'start',
            }}
          >
            <TextField
              {...muiField(form, `members.${index}.name`)}
              label={t('artists.form.memberName')}
              required
              slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.memberName } }}
            />
            <Controller
              control={form.control}
              name={`members.${index}.roles`}
              render={({ field, fieldState }) => {
                // A role written by an older client stays selectable, so that it can be kept or removed.
                const options = [...new Set([...KNOWN_ARTIST_MEMBER_ROLES, ...field.value])];
                const isFull = field.value.length >= ARTIST_LIMITS.memberRoles;
                return (
                  <Autocomplete
                    multiple
                    disableCloseOnSelect
                    filterSelectedOptions
                    options={options}
                    value={field.value}
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    getOptionLabel={(role) => memberRoleLabel(role, t)}
                    getOptionDisabled={(role) => isFull && !field.value.includes(role)}
                    renderValue={(value, getItemProps) =>
                      value.map((role, itemIndex) => {
                        const { key, ...itemProps } = getItemProps({ index: itemIndex });
                        return <Chip key={key} size="small" label={memberRoleLabel(role, t)} {...itemProps} />;
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        name={field.name}
                        inputRef={field.ref}
                        label={t('artists.form.memberRoles')}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                );
              }}
            />
          </Box>
        </Paper>
      ))}
      {rootError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {rootError}
        </Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(emptyMember(), { focusName: `members.${fields.length}.name` })}
          disabled={fields.length >= ARTIST_LIMITS.members}
        >
          {t('artists.form.addMember')}
        </Button>
      </Box>
    </Stack>
  );
}
