import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_AUTHORS_PER_SONG } from '@otodoke/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthorRow } from './AuthorRow.tsx';
import { fieldDomId } from './issue-paths.ts';
import { useReleaseEditor } from './release-editor-context.ts';
import { emptyAuthor, type ReleaseFormValues } from './release-form.ts';
import { useFieldProblem } from './use-field-problem.ts';

/** The song's lyricists and composers, one row each, every row saved with its own button. */
export function AuthorsEditor({ songIndex }: { songIndex: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly, focusField } = useReleaseEditor();
  const name = `songs.${songIndex}.authors` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const problem = useFieldProblem(name);
  const headingId = `${fieldDomId(name)}-title`;

  const add = () => {
    append(emptyAuthor(), { shouldFocus: false });
    focusField(`${name}.${fields.length}.type`);
  };

  return (
    <Box
      id={fieldDomId(name)}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      sx={{ outline: 'none', borderTop: 1, borderColor: 'divider', pt: 2.5 }}
    >
      <Typography id={headingId} variant="h5" component="h3">
        {t('releases.author.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('releases.author.lead')}
      </Typography>
      {problem.error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1.5 }}>
          {problem.error}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {fields.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('releases.author.empty')}
          </Typography>
        )}
        {fields.map((field, index) => (
          <AuthorRow key={field.id} songIndex={songIndex} authorIndex={index} onRemove={() => remove(index)} />
        ))}
      </Stack>
      {!readOnly && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={fields.length >= MAX_AUTHORS_PER_SONG}
          sx={{ mt: 1.5 }}
        >
          {t('releases.author.add')}
        </Button>
      )}
    </Box>
  );
}
