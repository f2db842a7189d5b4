import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ensureVariousArtists } from '@otodoke/contract';
import {
  CLASSICAL_GENRE_ID,
  GENRE_IDS,
  LABEL_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@otodoke/domain';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EditorSection } from './EditorSection.tsx';
import { fieldDomId } from './issue-paths.ts';
import { FieldGrid, FULL_ROW, fieldHelper, SelectInput, TextInput } from './ReleaseFields.tsx';
import { type ArtistOption, useReleaseEditor } from './release-editor-context.ts';
import type { ReleaseFormValues } from './release-form.ts';
import { useFieldProblem } from './use-field-problem.ts';
import { useReleaseLabels } from './use-release-labels.ts';

const NEW_ARTIST_PATH = '/dashboard/artists/new';

/** Section 1: title, version, main artists, label, genres, copyright and UPC. */
export function BasicInfoSection({ number, problemCount }: { number: number; problemCount: number }) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const { release, readOnly } = useReleaseEditor();
  const { session } = useSession();
  // Classical is on by default; when an operator turned it off it is offered only to a release that already has it.
  const classical = session?.user?.features.isClassicGenreAvailable !== false;
  const primaryGenres = GENRE_IDS.filter(
    (id) => id !== CLASSICAL_GENRE_ID || classical || release.primaryGenreId === CLASSICAL_GENRE_ID,
  );
  return (
    <EditorSection id="basic" number={number} title={t('releases.sections.basic')} problemCount={problemCount}>
      <FieldGrid>
        <TextInput
          name="title"
          label={t('releases.fields.title')}
          required
          maxLength={TITLE_MAX_LENGTH}
          sx={FULL_ROW}
        />
        <TextInput
          name="version"
          label={t('releases.fields.version')}
          help={t('releases.fields.versionHelp')}
          maxLength={NAME_MAX_LENGTH}
          sx={FULL_ROW}
        />
        <Box sx={FULL_ROW}>
          <MainArtistsField />
        </Box>
        <TextInput
          name="labelName"
          label={t('releases.fields.labelName')}
          help={t('releases.fields.labelNameHelp')}
          maxLength={LABEL_NAME_MAX_LENGTH}
          sx={FULL_ROW}
        />
        <SelectInput name="primaryGenreId" label={t('releases.fields.primaryGenreId')} required>
          <option value="">{t('releases.song.languageUnset')}</option>
          {primaryGenres.map((id) => (
            <option key={id} value={id}>
              {labels.genre(id)}
            </option>
          ))}
        </SelectInput>
        <SelectInput name="secondaryGenreId" label={t('releases.fields.secondaryGenreId')}>
          <option value="">{t('releases.fields.genreNone')}</option>
          {GENRE_IDS.map((id) => (
            <option key={id} value={id}>
              {labels.genre(id)}
            </option>
          ))}
        </SelectInput>
        <TextInput
          name="copyrightYear"
          label={t('releases.fields.copyrightYear')}
          required
          maxLength={4}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        <TextInput
          name="copyrightHolder"
          label={t('releases.fields.copyrightHolder')}
          help={t('releases.fields.copyrightHelp')}
          required
          maxLength={NAME_MAX_LENGTH}
        />
        <TextInput
          name="upc"
          label={t('releases.fields.upc')}
          help={release.upcAssigned ? t('releases.fields.upcAssigned') : t('releases.fields.upcHelp')}
          maxLength={20}
          disabled={release.upcAssigned || readOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FieldGrid>
    </EditorSection>
  );
}

function MainArtistsField() {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const handleError = useApiErrorHandler();
  const { control, getValues, setValue } = useFormContext<ReleaseFormValues>();
  const { release, type, readOnly, artistOptions, serverProblems } = useReleaseEditor();
  const problem = useFieldProblem('mainArtistIds');
  const [extraOptions, setExtraOptions] = useState<ArtistOption[]>([]);
  const [isAddingVarious, setIsAddingVarious] = useState(false);
  const options = [...artistOptions, ...extraOptions.filter((extra) => !artistOptions.some((o) => o.id === extra.id))];
  const selectedIds = useWatch({ control, name: 'mainArtistIds' });
  const variousIds = [
    ...release.mainArtists.filter((artist) => artist.isVariousArtists).map((artist) => artist.id),
    ...extraOptions.map((option) => option.id),
  ];
  const hasVarious = selectedIds.some((id) => variousIds.includes(id));
  const needsVarious =
    type === 'mixed_album' ||
    (serverProblems.get('mainArtistIds') ?? []).some((p) => p.reason === 'required_to_set_various_artists');

  const addVarious = async () => {
    setIsAddingVarious(true);
    try {
      const artist = await callApi(ensureVariousArtists);
      const name = labels.language === 'ja' ? artist.nameJa : artist.nameEn || artist.nameJa;
      setExtraOptions((current) => [...current, { id: artist.id, name }]);
      const selected = getValues('mainArtistIds');
      if (!selected.includes(artist.id)) {
        setValue('mainArtistIds', [...selected, artist.id], { shouldDirty: true, shouldTouch: true });
      }
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setIsAddingVarious(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Controller
        control={control}
        name="mainArtistIds"
        render={({ field }) => (
          <Autocomplete
            multiple
            id={fieldDomId('mainArtistIds')}
            options={options.map((option) => option.id)}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            getOptionLabel={(id) => options.find((option) => option.id === id)?.name ?? String(id)}
            filterSelectedOptions
            disabled={readOnly}
            noOptionsText={t('releases.fields.noArtists')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('releases.fields.mainArtistIds')}
                required
                error={Boolean(problem.error)}
                helperText={fieldHelper(problem, readOnly ? undefined : t('releases.fields.mainArtistsHelp'))}
              />
            )}
          />
        )}
      />
      {!readOnly && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Link
            href={NEW_ARTIST_PATH}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', fontSize: 14 }}
          >
            {t('releases.fields.registerArtist')}
            <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              {t('releases.fields.opensInNewTab')}
            </Box>
          </Link>
          {needsVarious && !hasVarious && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<GroupsOutlinedIcon />}
              onClick={() => void addVarious()}
              disabled={isAddingVarious}
            >
              {t('releases.fields.addVariousArtists')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Read by screen readers, not shown (sx would read width: 1 as 100%, hence the pixel strings). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
