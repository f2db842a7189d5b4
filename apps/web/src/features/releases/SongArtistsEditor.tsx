import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { KNOWN_ARTIST_ROLES, type KnownArtistRole } from '@otodoke/domain';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldDomId } from './issue-paths.ts';
import { SelectInput } from './ReleaseFields.tsx';
import { useReleaseEditor } from './release-editor-context.ts';
import { emptySongArtist, type ReleaseFormValues } from './release-form.ts';
import { SongListGroup } from './SongListGroup.tsx';

/** The contract's limit of artists on one song. */
const MAX_SONG_ARTISTS = 20;

function isKnownRole(role: string): role is KnownArtistRole {
  return (KNOWN_ARTIST_ROLES as readonly string[]).includes(role);
}

/** The song's own artists: main or featured, each with roles (director for videos, vocals, producer, …). */
export function SongArtistsEditor({ songIndex }: { songIndex: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly, artistOptions } = useReleaseEditor();
  const name = `songs.${songIndex}.artists` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const roleLabel = (role: string) => (isKnownRole(role) ? t(`artists.roles.${role}`) : role);

  return (
    <SongListGroup
      name={name}
      title={t('releases.song.artists')}
      lead={t('releases.song.artistsLead')}
      empty={t('releases.song.artistsEmpty')}
      rowCount={fields.length}
      addLabel={t('releases.song.addArtist')}
      onAdd={() => append(emptySongArtist(), { shouldFocus: false })}
      addDisabled={fields.length >= MAX_SONG_ARTISTS || artistOptions.length === 0}
    >
      {fields.map((field, index) => {
        const rowPath = `${name}.${index}`;
        return (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
            role="group"
            aria-label={t('releases.song.artistRow', { n: index + 1 })}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: '1fr auto',
                  md: 'minmax(0, 1.6fr) minmax(170px, 1fr) minmax(0, 2fr) auto',
                },
              }}
            >
              <SelectInput name={`${rowPath}.artistId`} label={t('releases.song.artist')} asNumber size="small">
                <option value="">{t('releases.song.artistUnset')}</option>
                {artistOptions.map((artist) => (
                  <option key={artist.id} value={artist.id}>
                    {artist.name}
                  </option>
                ))}
              </SelectInput>
              {!readOnly && (
                <IconButton
                  aria-label={t('releases.song.removeArtist', { n: index + 1 })}
                  onClick={() => remove(index)}
                  sx={{ gridColumn: { xs: 2, md: 4 }, gridRow: 1, mt: 0.25 }}
                >
                  <CloseIcon />
                </IconButton>
              )}
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <SelectInput name={`${rowPath}.inputRole`} label={t('releases.song.inputRole')} size="small">
                  <option value="primary">{t('releases.song.inputRoles.primary')}</option>
                  <option value="featured">{t('releases.song.inputRoles.featured')}</option>
                </SelectInput>
              </Box>
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <Controller
                  control={control}
                  name={`${name}.${index}.roles`}
                  render={({ field: rolesField }) => (
                    <Autocomplete
                      multiple
                      size="small"
                      id={fieldDomId(`${rowPath}.roles`)}
                      options={[...KNOWN_ARTIST_ROLES]}
                      value={rolesField.value}
                      onChange={(_event, value) => rolesField.onChange(value)}
                      onBlur={rolesField.onBlur}
                      getOptionLabel={roleLabel}
                      filterSelectedOptions
                      disabled={readOnly}
                      renderInput={(params) => (
                        <TextField {...params} inputRef={rolesField.ref} label={t('releases.song.roles')} />
                      )}
                    />
                  )}
                />
              </Box>
            </Box>
          </Paper>
        );
      })}
    </SongListGroup>
  );
}
