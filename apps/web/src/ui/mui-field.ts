// Connects a react-hook-form field to an MUI TextField: ref, handlers, error state and message.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export function muiField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const { ref, ...handlers } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...handlers, inputRef: ref, error: Boolean(message), helperText: message };
}

/** Passes server field errors (VALIDATION_FAILED, camelCase names) to the form. */
export function serverFieldErrors<T extends FieldValues>(form: UseFormReturn<T>) {
  return (field: string, message: string) => form.setError(field as Path<T>, { type: 'server', message });
}
