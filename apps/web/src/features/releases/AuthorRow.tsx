import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkAuthor } from '@otodoke/contract';
import { NAME_MAX_LENGTH } from '@otodoke/domain';
import { type ReactNode, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { fieldDomId, formPathOf } from './issue-paths.ts';
import { fieldHelper } from './ReleaseFields.tsx';
import { useReleaseEditor } from './release-editor-context.ts';
import type { AuthorValues, ReleaseFormValues } from './release-form.ts';
import { useFieldProblem } from './use-field-problem.ts';

type Suggestion = ApiResult<typeof checkAuthor>['suggestions'][number];
type AuthorField = 'type' | 'realName' | 'penName';

interface AuthorRowProps {
  songIndex: number;
  authorIndex: number;
  onRemove: () => void;
}

function sameAuthor(a: Suggestion, b: AuthorValues): boolean {
  return (
    a.realName === b.realName &&
    a.penName === b.penName &&
    a.isLyricist === b.isLyricist &&
    a.isComposer === b.isComposer &&
    a.isForeign === b.isForeign
  );
}

function authorBody(author: AuthorValues) {
  return {
    isLyricist: author.isLyricist,
    isComposer: author.isComposer,
    realName: author.realName.trim(),
    penName: author.penName.trim(),
    isForeign: author.isForeign,
    showOnArtistPage: author.showOnArtistPage,
  };
}

/**
 * One lyricist or composer. Edited in place and saved with its own button, which checks the entry on the server
 * (POST /api/v2/me/authors/check) and offers authors the account entered before.
 */
export function AuthorRow({ songIndex, authorIndex, onRemove }: AuthorRowProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { control, getValues, setValue, register } = useFormContext<ReleaseFormValues>();
  const { readOnly, clearLocalProblem, focusField } = useReleaseEditor();
  const rowPath = `songs.${songIndex}.authors.${authorIndex}` as const;
  const author = useWatch({ control, name: rowPath });
  const rowProblem = useFieldProblem(rowPath);
  const typeProblem = useFieldProblem(`${rowPath}.type`);
  const realNameProblem = useFieldProblem(`${rowPath}.realName`);
  const penNameProblem = useFieldProblem(`${rowPath}.penName`);
  const [checked, setChecked] = useState<Partial<Record<AuthorField, string>>>({});
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [snapshot, setSnapshot] = useState<AuthorValues | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const n = authorIndex + 1;
  const isEditing = !author.isSaved && !readOnly;

  const problemOf = (field: AuthorField, fromRelease: { error?: string; notice?: string }) =>
    checked[field] ? { error: checked[field] } : fromRelease;

  const save = async () => {
    const current = getValues(rowPath);
    setIsChecking(true);
    try {
      const result = await callApi(checkAuthor, { body: authorBody(current) });
      const problems: Partial<Record<AuthorField, string>> = {};
      for (const field of result.fields) {
        const name = formPathOf(field.path).split('.').at(-1);
        const key: AuthorField = name === 'realName' || name === 'penName' ? name : 'type';
        problems[key] = problems[key] ? `${problems[key]} ${field.message}` : field.message;
      }
      setChecked(problems);
      setSuggestions(result.suggestions.filter((suggestion) => !sameAuthor(suggestion, current)));
      if (result.fields.length === 0) {
        setValue(`${rowPath}.isSaved`, true, { shouldDirty: true });
        setSnapshot(null);
        clearLocalProblem(rowPath);
        focusField(rowPath);
      } else {
        const first = (['type', 'realName', 'penName'] as const).find((field) => problems[field]);
        if (first) focusField(`${rowPath}.${first}`);
      }
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setIsChecking(false);
    }
  };

  const edit = () => {
    setSnapshot(getValues(rowPath));
    setValue(`${rowPath}.isSaved`, false, { shouldDirty: true });
    focusField(`${rowPath}.type`);
  };

  const cancel = () => {
    setChecked({});
    if (snapshot) {
      setValue(rowPath, { ...snapshot, isSaved: true }, { shouldDirty: true });
      setSnapshot(null);
      clearLocalProblem(rowPath);
      focusField(rowPath);
    } else {
      clearLocalProblem(rowPath);
      onRemove();
    }
  };

  const applySuggestion = (suggestion: Suggestion) => {
    if (author.isSaved) setSnapshot(getValues(rowPath));
    setValue(rowPath, { ...suggestion, isSaved: false }, { shouldDirty: true });
    setSuggestions([]);
    setChecked({});
    focusField(`${rowPath}.type`);
  };

  const realName = register(`${rowPath}.realName`);
  const penName = register(`${rowPath}.penName`);

  return (
    <Paper
      id={fieldDomId(rowPath)}
      tabIndex={-1}
      variant="outlined"
      role="group"
      aria-label={t('releases.author.row', { n })}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        outline: 'none',
        borderColor: rowProblem.error ? 'error.main' : isEditing ? 'primary.light' : 'divider',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: isEditing ? 1.5 : 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('releases.author.row', { n })}
        </Typography>
        {!author.isSaved && <Chip size="small" color="warning" label={t('releases.author.unsavedBadge')} />}
      </Stack>
      {rowProblem.error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {rowProblem.error}
        </Alert>
      )}

      {isEditing ? (
        <Stack spacing={2}>
          <FormControl error={Boolean(problemOf('type', typeProblem).error)} component="fieldset">
            <FormLabel component="legend" sx={{ fontSize: 14 }}>
              {t('releases.author.type')}
            </FormLabel>
            <FormGroup row>
              <AuthorCheckbox
                name={`${rowPath}.isLyricist`}
                label={t('releases.author.isLyricist')}
                id={fieldDomId(`${rowPath}.type`)}
              />
              <AuthorCheckbox name={`${rowPath}.isComposer`} label={t('releases.author.isComposer')} />
            </FormGroup>
            {fieldHelper(problemOf('type', typeProblem)) && (
              <FormHelperText>{fieldHelper(problemOf('type', typeProblem))}</FormHelperText>
            )}
          </FormControl>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              {...realName}
              inputRef={realName.ref}
              id={fieldDomId(`${rowPath}.realName`)}
              label={t('releases.author.realName')}
              required
              size="small"
              error={Boolean(problemOf('realName', realNameProblem).error)}
              helperText={fieldHelper(
                problemOf('realName', realNameProblem),
                author.isForeign ? undefined : t('releases.author.realNameHelp'),
              )}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
            <TextField
              {...penName}
              inputRef={penName.ref}
              id={fieldDomId(`${rowPath}.penName`)}
              label={t('releases.author.penName')}
              required={author.showOnArtistPage}
              size="small"
              error={Boolean(problemOf('penName', penNameProblem).error)}
              helperText={fieldHelper(problemOf('penName', penNameProblem))}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          </Box>
          <FormGroup row sx={{ columnGap: 2 }}>
            <AuthorCheckbox name={`${rowPath}.isForeign`} label={t('releases.author.isForeign')} />
            <AuthorCheckbox name={`${rowPath}.showOnArtistPage`} label={t('releases.author.showOnArtistPage')} />
          </FormGroup>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              size="small"
              startIcon={<CheckIcon />}
              onClick={() => void save()}
              disabled={isChecking}
            >
              {isChecking ? t('releases.author.saving') : t('releases.author.save')}
            </Button>
            <Button size="small" color="inherit" onClick={cancel} disabled={isChecking}>
              {t('releases.author.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {author.realName}
              {author.penName && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  ({author.penName})
                </Box>
              )}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {author.isLyricist && <Chip size="small" label={t('releases.author.isLyricist')} />}
              {author.isComposer && <Chip size="small" label={t('releases.author.isComposer')} />}
              {author.isForeign && <Chip size="small" variant="outlined" label={t('releases.author.foreignMark')} />}
              {author.showOnArtistPage && (
                <Chip size="small" variant="outlined" label={t('releases.author.artistPageMark')} />
              )}
            </Stack>
            {[typeProblem, realNameProblem, penNameProblem].map((problem, i) =>
              problem.error ? (
                <Typography
                  key={['type', 'realName', 'penName'][i]}
                  variant="body2"
                  sx={{ color: 'error.main', mt: 0.5 }}
                >
                  {problem.error}
                </Typography>
              ) : null,
            )}
          </Box>
          {!readOnly && (
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={edit}
                aria-label={t('releases.author.editLabel', { n })}
              >
                {t('releases.author.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => {
                  clearLocalProblem(rowPath);
                  onRemove();
                }}
                aria-label={t('releases.author.removeLabel', { n })}
              >
                {t('releases.author.remove')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}

      {suggestions.length > 0 && !readOnly && (
        <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('releases.author.suggestions')}
          </Typography>
          <Stack spacing={1}>
            {suggestions.map((suggestion) => (
              <SuggestionLine key={`${suggestion.realName}/${suggestion.penName}`} suggestion={suggestion}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => applySuggestion(suggestion)}
                  aria-label={t('releases.author.useSuggestionLabel', {
                    name: suggestion.penName || suggestion.realName,
                  })}
                >
                  {t('releases.author.useSuggestion')}
                </Button>
              </SuggestionLine>
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

function SuggestionLine({ suggestion, children }: { suggestion: Suggestion; children: ReactNode }) {
  const { t } = useTranslation();
  const roles = [
    suggestion.isLyricist ? t('releases.author.isLyricist') : null,
    suggestion.isComposer ? t('releases.author.isComposer') : null,
  ].filter(Boolean);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {suggestion.realName}
        {suggestion.penName && ` (${suggestion.penName})`}
        {roles.length > 0 && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            {roles.join(' / ')}
          </Box>
        )}
      </Typography>
      {children}
    </Stack>
  );
}

function AuthorCheckbox({ name, label, id }: { name: string; label: string; id?: string }) {
  const { control } = useFormContext<ReleaseFormValues>();
  return (
    <Controller
      control={control}
      name={name as never}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              id={id}
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
