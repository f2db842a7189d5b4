import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUDIO_LANGUAGES,
  INSTRUMENTAL_AUDIO_LANGUAGE,
  LYRICS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PREVIEW_MIN_SECONDS,
  RINGTONE_MAX_SECONDS,
  RINGTONE_MIN_SECONDS,
  SONG_CATEGORIES,
  SONG_MOODS,
  TITLE_MAX_LENGTH,
  VIDEO_MIN_HEIGHT,
  VIDEO_MIN_WIDTH,
} from '@otodoke/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../uploads/index.ts';
import { AuthorsEditor } from './AuthorsEditor.tsx';
import { fieldDomId } from './issue-paths.ts';
import { FieldGrid, FULL_ROW, fieldHelper, SelectInput, SwitchInput, TextInput } from './ReleaseFields.tsx';
import { useReleaseEditor } from './release-editor-context.ts';
import {
  latestPreviewStart,
  MAX_MOODS,
  previewStartChoice,
  type ReleaseFormValues,
  type SongFile,
  songDuration,
  songTakesLyrics,
} from './release-form.ts';
import { SongArtistsEditor } from './SongArtistsEditor.tsx';
import { useFieldProblem } from './use-field-problem.ts';
import { useReleaseLabels } from './use-release-labels.ts';

/** Everything about one song, in the order a person fills it in. */
export function SongFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const { control } = useFormContext<ReleaseFormValues>();
  const { type, media } = useReleaseEditor();
  const at = (field: string) => `songs.${index}.${field}`;
  const category = useWatch({ control, name: `songs.${index}.category` });
  const audioLanguage = useWatch({ control, name: `songs.${index}.audioLanguage` });
  const lyrics = useWatch({ control, name: `songs.${index}.lyrics` });
  const isrcAssigned = useWatch({ control, name: `songs.${index}.isrcAssigned` });
  const takesLyrics = songTakesLyrics(type, audioLanguage);
  const otherLanguages = Object.keys(AUDIO_LANGUAGES)
    .filter((code) => code !== INSTRUMENTAL_AUDIO_LANGUAGE)
    .map((code) => ({ code, name: labels.audioLanguage(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, labels.language));

  return (
    <FieldGrid>
      <TextInput
        name={at('title')}
        label={t('releases.song.title')}
        required
        maxLength={TITLE_MAX_LENGTH}
        sx={FULL_ROW}
      />
      <TextInput
        name={at('version')}
        label={t('releases.song.version')}
        help={t('releases.fields.versionHelp')}
        maxLength={NAME_MAX_LENGTH}
      />
      <TextInput
        name={at('tieup')}
        label={t('releases.song.tieup')}
        help={t('releases.song.tieupHelp')}
        maxLength={TITLE_MAX_LENGTH}
      />
      <SelectInput name={at('category')} label={t('releases.song.category')}>
        {SONG_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`releases.song.categories.${value}`)}
          </option>
        ))}
      </SelectInput>
      {category === 'cover' ? (
        <TextInput
          name={at('originalSinger')}
          label={t('releases.song.originalSinger')}
          required
          maxLength={NAME_MAX_LENGTH}
        />
      ) : (
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      )}
      <SelectInput
        name={at('audioLanguage')}
        label={t('releases.song.audioLanguage')}
        required
        help={
          lyrics.trim() !== '' && !takesLyrics && media !== 'ringtone' ? t('releases.song.lyricsDropped') : undefined
        }
      >
        <option value="">{t('releases.song.languageUnset')}</option>
        <option value={INSTRUMENTAL_AUDIO_LANGUAGE}>{t('releases.song.instrumental')}</option>
        {otherLanguages.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectInput>
      <TextInput
        name={at('isrc')}
        label={t('releases.song.isrc')}
        help={isrcAssigned ? t('releases.song.isrcAssigned') : t('releases.song.isrcHelp')}
        maxLength={20}
        disabled={isrcAssigned}
        placeholder="JP-XXX-00-00000"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Box sx={FULL_ROW}>
        <SwitchInput name={at('explicit')} label={t('releases.song.explicit')} help={t('releases.song.explicitHelp')} />
      </Box>
      <Box sx={FULL_ROW}>
        <SongFileField index={index} />
      </Box>
      {media === 'audio' && (
        <Box sx={FULL_ROW}>
          <PreviewStartField index={index} />
        </Box>
      )}
      {media === 'audio' && (
        <SelectInput
          name={at('immersiveAudioFormat')}
          label={t('releases.song.immersiveAudioFormat')}
          help={t('releases.song.immersiveHelp')}
          emptyAsNull
        >
          <option value="">{t('releases.song.immersiveNone')}</option>
          <option value="dolby">Dolby Atmos</option>
          <option value="360RA">360 Reality Audio</option>
        </SelectInput>
      )}
      <Box sx={FULL_ROW}>
        <MoodsField index={index} />
      </Box>
      {takesLyrics && (
        <TextInput
          name={at('lyrics')}
          label={t('releases.song.lyrics')}
          help={t('releases.song.lyricsHelp')}
          multiline
          minRows={4}
          maxRows={16}
          maxLength={LYRICS_MAX_LENGTH}
          sx={FULL_ROW}
        />
      )}
      <Box sx={FULL_ROW}>
        <SongArtistsEditor songIndex={index} />
      </Box>
      {media !== 'video' && (
        <Box sx={FULL_ROW}>
          <AuthorsEditor songIndex={index} />
        </Box>
      )}
    </FieldGrid>
  );
}

function SongFileField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ReleaseFormValues>();
  const { media, readOnly } = useReleaseEditor();
  const path = `songs.${index}.fileUploadId`;
  const problem = useFieldProblem(path);
  const help =
    media === 'video'
      ? t('releases.song.fileVideoHelp', { width: VIDEO_MIN_WIDTH, height: VIDEO_MIN_HEIGHT })
      : media === 'ringtone'
        ? t('releases.song.fileRingtoneHelp', { min: RINGTONE_MIN_SECONDS, max: RINGTONE_MAX_SECONDS })
        : t('releases.song.fileAudioHelp');
  return (
    <Box id={fieldDomId(path)} tabIndex={-1} sx={{ outline: 'none' }}>
      <Controller
        control={control}
        name={`songs.${index}.fileUploadId`}
        render={({ field }) => (
          <UploadField
            kind={media === 'video' ? 'video' : 'audio'}
            value={field.value}
            onChange={(id, upload) => {
              field.onChange(id);
              const file: SongFile | null =
                id !== null && upload
                  ? { id: upload.id, status: upload.status, originalName: upload.originalName, facts: upload.facts }
                  : null;
              setValue(`songs.${index}.file`, file, { shouldDirty: true });
            }}
            label={media === 'video' ? t('releases.song.fileVideo') : t('releases.song.fileAudio')}
            helperText={readOnly ? undefined : help}
            error={problem.error}
            disabled={readOnly}
          />
        )}
      />
    </Box>
  );
}

function PreviewStartField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const file = useWatch({ control, name: `songs.${index}.file` });
  const duration = songDuration({ file });
  if (duration === undefined) {
    return (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('releases.song.previewStartSeconds')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('releases.song.previewNeedsFile', { n: PREVIEW_MIN_SECONDS })}
        </Typography>
      </Box>
    );
  }
  const choice = previewStartChoice(duration);
  if (choice !== 'range') {
    return (
      <Alert severity="info" variant="outlined">
        {choice === 'tooShort'
          ? t('releases.song.previewTooShort', { n: PREVIEW_MIN_SECONDS })
          : t('releases.song.previewNoRoom', { n: PREVIEW_MIN_SECONDS, duration: Math.floor(duration) })}
      </Alert>
    );
  }
  return (
    <Box sx={{ maxWidth: { md: 'calc(50% - 10px)' } }}>
      <TextInput
        name={`songs.${index}.previewStartSeconds`}
        label={t('releases.song.previewStartSeconds')}
        help={t('releases.song.previewHelp', { n: PREVIEW_MIN_SECONDS, max: latestPreviewStart(duration) })}
        type="number"
        slotProps={{ htmlInput: { min: 0, max: latestPreviewStart(duration), step: 1, inputMode: 'numeric' } }}
      />
    </Box>
  );
}

function MoodsField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly } = useReleaseEditor();
  const path = `songs.${index}.moods`;
  const problem = useFieldProblem(path);
  const labelId = `${fieldDomId(path)}-label`;
  const helperId = `${fieldDomId(path)}-help`;
  return (
    <Controller
      control={control}
      name={`songs.${index}.moods`}
      render={({ field }) => {
        const isFull = field.value.length >= MAX_MOODS;
        return (
          <Box>
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('releases.song.moods', { max: MAX_MOODS })}
            </Typography>
            <Stack
              id={fieldDomId(path)}
              tabIndex={-1}
              role="group"
              aria-labelledby={labelId}
              aria-describedby={helperId}
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, outline: 'none' }}
            >
              {SONG_MOODS.map((mood) => {
                const selected = field.value.includes(mood);
                return (
                  <Chip
                    key={mood}
                    label={t(`releases.moods.${mood}`)}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    aria-pressed={selected}
                    disabled={readOnly || (!selected && isFull)}
                    onClick={() =>
                      field.onChange(selected ? field.value.filter((m) => m !== mood) : [...field.value, mood])
                    }
                  />
                );
              })}
            </Stack>
            <FormHelperText id={helperId} error={Boolean(problem.error)}>
              {fieldHelper(
                problem,
                isFull ? t('releases.song.moodsFull', { max: MAX_MOODS }) : t('releases.song.moodsHelp'),
              )}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}
