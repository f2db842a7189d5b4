// Form fields of the release editor: each bound to its form path, with the element id problems link to, and the
// field's problems (or its help) underneath.
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldDomId } from './issue-paths.ts';
import { useReleaseEditor } from './release-editor-context.ts';
import type { ReleaseFormValues } from './release-form.ts';
import { type FieldProblem, useFieldProblem } from './use-field-problem.ts';

/** The text under a field: its problem first, then a notice, else the help. */
export function fieldHelper(problem: FieldProblem, help?: ReactNode): ReactNode {
  if (problem.error) return problem.error;
  if (problem.notice) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'flex-start', color: 'info.dark' }}>
        <InfoOutlinedIcon sx={{ fontSize: 16, mt: '2px' }} aria-hidden="true" />
        {problem.notice}
      </Box>
    );
  }
  return help;
}

type TextInputProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'id'> & {
  name: string;
  help?: ReactNode;
  maxLength?: number;
  /** A problem the field itself finds in what was typed (shown before the saved release's). */
  typedError?: string;
};

/** A text field bound to `name`. */
export function TextInput({ name, help, maxLength, typedError, slotProps, disabled, ...rest }: TextInputProps) {
  const { register } = useFormContext<ReleaseFormValues>();
  const { readOnly } = useReleaseEditor();
  const saved = useFieldProblem(name);
  const problem = typedError ? { error: typedError } : saved;
  const { ref, ...handlers } = register(name as never);
  return (
    <TextField
      {...rest}
      {...handlers}
      inputRef={ref}
      id={fieldDomId(name)}
      disabled={readOnly || disabled}
      error={Boolean(problem.error)}
      helperText={fieldHelper(problem, readOnly ? undefined : help)}
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

type SelectInputProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'id' | 'select'> & {
  name: string;
  help?: ReactNode;
  /** The value is a number on the form (price tier, artist id); the empty option is null. */
  asNumber?: boolean;
  /** The empty option means null on the form (an optional choice). */
  emptyAsNull?: boolean;
  children: ReactNode;
};

/** A native select (keyboard and phone friendly) bound to `name`; children are <option> elements. */
export function SelectInput({ name, help, asNumber, emptyAsNull, children, disabled, ...rest }: SelectInputProps) {
  const { register } = useFormContext<ReleaseFormValues>();
  const { readOnly } = useReleaseEditor();
  const problem = useFieldProblem(name);
  const { ref, ...handlers } = register(
    name as never,
    asNumber
      ? { setValueAs: (value: string) => (value === '' ? null : Number(value)) }
      : emptyAsNull
        ? { setValueAs: (value: string) => (value === '' ? null : value) }
        : {},
  );
  return (
    <TextField
      {...rest}
      {...handlers}
      select
      inputRef={ref}
      id={fieldDomId(name)}
      disabled={readOnly || disabled}
      error={Boolean(problem.error)}
      helperText={fieldHelper(problem, readOnly ? undefined : help)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

/** An on/off choice bound to a boolean at `name`. */
export function SwitchInput({ name, label, help }: { name: string; label: ReactNode; help?: ReactNode }) {
  const { control } = useFormContext<ReleaseFormValues>();
  const { readOnly } = useReleaseEditor();
  const problem = useFieldProblem(name);
  const helper = fieldHelper(problem, readOnly ? undefined : help);
  const helperId = `${fieldDomId(name)}-help`;
  return (
    <Controller
      control={control}
      name={name as never}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                id={fieldDomId(name)}
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                disabled={readOnly}
                slotProps={{ input: { 'aria-describedby': helper ? helperId : undefined } }}
              />
            }
            label={label}
          />
          {helper && (
            <FormHelperText id={helperId} error={Boolean(problem.error)} sx={{ mt: 0, ml: 6 }}>
              {helper}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}

/** Two columns of fields from md up, one on phones; children may span with gridColumn: '1 / -1'. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}

export const FULL_ROW = { gridColumn: '1 / -1' } as const;
