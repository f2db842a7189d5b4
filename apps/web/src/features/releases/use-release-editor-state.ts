// The release editor's state: the form, the release as last read or saved, its problems, the open songs, and what the
// editor's parts share through ReleaseEditorContext.
import { RELEASE_TYPE_RULES } from '@otodoke/domain';
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useSession } from '../../app/session/use-session.ts';
import { artistOptionsFor } from './editor-layout.ts';
import type { ReleaseEditorContextValue } from './release-editor-context.ts';
import { formFromRelease, type ReleaseFormValues } from './release-form.ts';
import { problemsByPath } from './release-problems.ts';
import { isChangeRequested } from './release-status.ts';
import type { Release } from './release-types.ts';
import { type EditorProblems, useEditorProblems } from './use-editor-problems.ts';
import { type FieldFocus, useFieldFocus } from './use-field-focus.ts';

export interface ReleaseEditorState {
  form: UseFormReturn<ReleaseFormValues>;
  isDirty: boolean;
  release: Release;
  readOnly: boolean;
  problems: EditorProblems;
  focus: FieldFocus;
  /** The status a submission led to, while its confirmation shows. */
  submittedStatus: string | null;
  setSubmittedStatus: Dispatch<SetStateAction<string | null>>;
  /** The confirmation of a submission, scrolled to and focused once it shows. */
  submittedRef: RefObject<HTMLDivElement | null>;
  /** Set when the editor leaves on purpose (the release was deleted): no question about unsaved changes. */
  leaving: RefObject<boolean>;
  /** Takes a release the server answered with: the form restarts from it, the fields visited are kept. */
  applySaved: (saved: Release) => void;
  context: ReleaseEditorContextValue;
}

export function useReleaseEditorState(latest: Release, onSaved: (release: Release) => void): ReleaseEditorState {
  const { session } = useSession();
  const form = useForm<ReleaseFormValues>({ defaultValues: formFromRelease(latest) });
  const { isDirty } = form.formState;
  const [release, setRelease] = useState(latest);
  const readOnly = !release.isEditable;
  const media = RELEASE_TYPE_RULES[release.type].media;
  const problems = useEditorProblems(form, release, readOnly, !latest.isEditable || isChangeRequested(latest.status));
  const focus = useFieldFocus(latest.songs.length);
  const [submittedStatus, setSubmittedStatus] = useState<string | null>(null);
  const leaving = useRef(false);
  const submittedRef = useRef<HTMLDivElement>(null);

  // Another read of the same release (a revisit) replaces the form only while nothing is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a newer release only
  useEffect(() => {
    if (latest.updatedAt !== release.updatedAt && !form.formState.isDirty) {
      problems.rememberVisited();
      setRelease(latest);
      form.reset(formFromRelease(latest));
    }
  }, [latest]);

  const applySaved = (saved: Release) => {
    problems.rememberVisited();
    setRelease(saved);
    form.reset(formFromRelease(saved));
    onSaved(saved);
  };

  const artistOptions = useMemo(
    () => artistOptionsFor(session?.myArtistList ?? [], release.mainArtists),
    [session?.myArtistList, release.mainArtists],
  );

  const { shownServer, local, clearLocalProblem } = problems;
  const { expandedSongs, setExpandedSongs, focusField } = focus;
  const context = useMemo<ReleaseEditorContextValue>(
    () => ({
      release,
      type: release.type,
      media,
      readOnly,
      serverProblems: problemsByPath(shownServer),
      localProblems: problemsByPath(local),
      clearLocalProblem,
      artistOptions,
      expandedSongs,
      setExpandedSongs,
      focusField,
    }),
    [
      release,
      media,
      readOnly,
      shownServer,
      local,
      clearLocalProblem,
      artistOptions,
      expandedSongs,
      setExpandedSongs,
      focusField,
    ],
  );

  return {
    form,
    isDirty,
    release,
    readOnly,
    problems,
    focus,
    submittedStatus,
    setSubmittedStatus,
    submittedRef,
    leaving,
    applySaved,
    context,
  };
}
