// The problems to show under one field: the editor's own always, the server's until the field is changed.
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useReleaseEditor } from './release-editor-context.ts';
import type { ReleaseFormValues } from './release-form.ts';

/** Whether anything at or under a path of RHF's dirtyFields is dirty. */
export function hasDirtyLeaf(value: unknown): boolean {
  if (value === true) return true;
  if (Array.isArray(value)) return value.some(hasDirtyLeaf);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasDirtyLeaf);
  return false;
}

export interface FieldProblem {
  error?: string;
  notice?: string;
}

export function useFieldProblem(path: string): FieldProblem {
  const { serverProblems, localProblems } = useReleaseEditor();
  const { control } = useFormContext<ReleaseFormValues>();
  // Virtual paths ("songs.0.authors.1.type") are not form fields; their enclosing row stands in for dirtiness.
  const { dirtyFields } = useFormState({ control, name: path as never });
  const isDirty = hasDirtyLeaf(get(dirtyFields, path));
  const server = isDirty ? [] : (serverProblems.get(path) ?? []);
  const local = localProblems.get(path) ?? [];
  const errors = [...local, ...server].filter((problem) => problem.severity === 'error').map((p) => p.message);
  const notices = server.filter((problem) => problem.severity === 'notice').map((p) => p.message);
  return {
    ...(errors.length > 0 ? { error: [...new Set(errors)].join(' ') } : {}),
    ...(notices.length > 0 ? { notice: [...new Set(notices)].join(' ') } : {}),
  };
}
