// One language of an entry in the editor: its title, summary and body, or, when it is not written, a note saying so
// and a button to start it.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_SUMMARY_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from '@otodoke/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from './editor/RichTextEditor.tsx';
import type { FormProblem, Language, LanguageDraft } from './entry-form.ts';

export interface LanguagePaneProps {
  lang: Language;
  draft: LanguageDraft;
  onChange: (draft: LanguageDraft) => void;
  problems: readonly FormProblem[];
  /** Bumped when the body is replaced from outside (reload, restore): the editor opens it afresh. */
  revision: number;
  onStart: () => void;
  /** Removes the language (saved: asks the server; only started: forgets it); absent when it cannot go. */
  onRemove?: () => void;
  /** Whether the language is saved on the server (removing it then deletes it there). */
  saved: boolean;
}

export function LanguagePane({
  lang,
  draft,
  onChange,
  problems,
  revision,
  onStart,
  onRemove,
  saved,
}: LanguagePaneProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const bodyErrorId = useId();
  const languageName = t(`contentAdmin.languages.${lang}`);
  const problemOf = (part: 'title' | 'summary' | 'body') => {
    const found = problems.find((problem) => problem.field === `${lang}.${part}`);
    if (!found) return undefined;
    return found.code === 'server' && found.message ? found.message : t(`contentAdmin.problems.${found.code}`);
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {languageName}
        </Typography>
        {draft.present && onRemove && (
          <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onRemove}>
            {t(saved ? 'contentAdmin.editor.removeLanguage' : 'contentAdmin.editor.discardLanguage')}
          </Button>
        )}
      </Stack>
      {draft.present ? (
        <>
          <TextField
            required
            fullWidth
            label={t('contentAdmin.editor.titleField', { language: languageName })}
            value={draft.title}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
            error={problemOf('title') !== undefined}
            helperText={problemOf('title')}
            slotProps={{ htmlInput: { maxLength: CONTENT_TITLE_MAX_LENGTH, lang } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('contentAdmin.editor.summaryField', { language: languageName })}
            value={draft.summary}
            onChange={(event) => onChange({ ...draft, summary: event.target.value })}
            error={problemOf('summary') !== undefined}
            helperText={problemOf('summary') ?? t('contentAdmin.editor.summaryHelp')}
            slotProps={{ htmlInput: { maxLength: CONTENT_SUMMARY_MAX_LENGTH, lang } }}
          />
          <Box>
            <Typography
              component="label"
              htmlFor={bodyId}
              variant="body2"
              sx={{ display: 'block', mb: 0.75, fontWeight: 700, color: 'text.secondary' }}
            >
              {t('contentAdmin.editor.bodyField', { language: languageName })}
            </Typography>
            <RichTextEditor
              key={revision}
              id={bodyId}
              lang={lang}
              initial={draft.body}
              label={t('contentAdmin.editor.bodyField', { language: languageName })}
              invalid={problemOf('body') !== undefined}
              describedBy={problemOf('body') ? bodyErrorId : undefined}
              onChange={(body) => onChange({ ...draft, body })}
            />
            {problemOf('body') && (
              <FormHelperText id={bodyErrorId} error>
                {problemOf('body')}
              </FormHelperText>
            )}
          </Box>
        </>
      ) : (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            p: { xs: 2, sm: 3 },
            textAlign: 'center',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>{t(`contentAdmin.editor.notWritten.${lang}`)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
            {t('contentAdmin.editor.notWrittenBody')}
          </Typography>
          <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={onStart}>
            {t('contentAdmin.editor.start', { language: languageName })}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
