import Box from '@mui/material/Box';
import { ARTWORK_MAX_PIXELS, ARTWORK_MIN_PIXELS } from '@otodoke/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../uploads/index.ts';
import { EditorSection } from './EditorSection.tsx';
import { fieldDomId } from './issue-paths.ts';
import { useReleaseEditor } from './release-editor-context.ts';
import type { ReleaseFormValues } from './release-form.ts';
import { useFieldProblem } from './use-field-problem.ts';

/** Section 2: the cover image (every type but ringtones). */
export function ArtworkSection({ number, problemCount }: { number: number; problemCount: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly } = useReleaseEditor();
  const problem = useFieldProblem('artworkUploadId');
  return (
    <EditorSection id="artwork" number={number} title={t('releases.sections.artwork')} problemCount={problemCount}>
      <Box id={fieldDomId('artworkUploadId')} tabIndex={-1} sx={{ outline: 'none', maxWidth: 560 }}>
        <Controller
          control={control}
          name="artworkUploadId"
          render={({ field }) => (
            <UploadField
              kind="artwork"
              value={field.value}
              onChange={(id) => field.onChange(id)}
              label={t('releases.fields.artworkUploadId')}
              helperText={
                readOnly
                  ? undefined
                  : t('releases.fields.artworkHelp', { min: ARTWORK_MIN_PIXELS, max: ARTWORK_MAX_PIXELS })
              }
              error={problem.error}
              disabled={readOnly}
            />
          )}
        />
      </Box>
    </EditorSection>
  );
}
