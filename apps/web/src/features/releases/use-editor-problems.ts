// The problems the release editor shows: its own checks, a refused save or submission, and the saved release's check
// (next to a field once the person has been there or has tried to submit; all of it in the review).
import { type Dispatch, type SetStateAction, useCallback, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { shownServerProblems, visitedKey, visitedOfKey } from './editor-layout.ts';
import type { ReleaseFormValues } from './release-form.ts';
import { problemsFromCheck, type ReleaseProblem, uniqueProblems, visitedPaths } from './release-problems.ts';
import type { Release } from './release-types.ts';

export interface EditorProblems {
  /** From the last refused save or submission. */
  refused: ReleaseProblem[];
  setRefused: Dispatch<SetStateAction<ReleaseProblem[]>>;
  /** From the editor's own checks before saving. */
  local: ReleaseProblem[];
  setLocal: Dispatch<SetStateAction<ReleaseProblem[]>>;
  clearLocalProblem: (path: string) => void;
  /** Whether a submission was tried (or the release came back for changes, or cannot be changed). */
  attempted: boolean;
  setAttempted: Dispatch<SetStateAction<boolean>>;
  /** The server's problems shown next to fields. */
  shownServer: ReleaseProblem[];
  /** Everything the review lists. */
  reviewProblems: ReleaseProblem[];
  /** Keeps the fields visited so far, before a save or reload resets RHF's touched and dirty state. */
  rememberVisited: () => void;
}

export function useEditorProblems(
  form: UseFormReturn<ReleaseFormValues>,
  release: Release,
  readOnly: boolean,
  initiallyAttempted: boolean,
): EditorProblems {
  const [refused, setRefused] = useState<ReleaseProblem[]>([]);
  const [local, setLocal] = useState<ReleaseProblem[]>([]);
  // A fresh draft is all "required": its check shows in the review, and next to a field once the person has been to
  // that field or has tried to submit (a release sent back for changes, or one that cannot be edited, shows it all).
  const [attempted, setAttempted] = useState(initiallyAttempted);
  // Fields visited before the last save or reload (which reset RHF's own touched and dirty state).
  const [visitedBefore, setVisitedBefore] = useState<readonly string[]>([]);

  const { touchedFields, dirtyFields } = form.formState;
  const visited = visitedKey(visitedBefore, visitedPaths(touchedFields, dirtyFields, form.getValues()));
  const rememberVisited = () => {
    const now = visitedPaths(form.formState.touchedFields, form.formState.dirtyFields, form.getValues());
    setVisitedBefore((before) => [...new Set([...before, ...now])]);
  };

  // A release that cannot be changed (in review, at the stores, waiting for its payment) has nothing to fix here: a
  // sale date now past, for one, is simply the day it went on sale.
  const checkProblems = useMemo(() => (readOnly ? [] : problemsFromCheck(release.check)), [readOnly, release.check]);
  const shownServer = useMemo(
    () => shownServerProblems(refused, checkProblems, visitedOfKey(visited), attempted),
    [refused, attempted, checkProblems, visited],
  );
  const reviewProblems = useMemo(
    () => uniqueProblems([...local, ...refused, ...checkProblems]),
    [local, refused, checkProblems],
  );

  const clearLocalProblem = useCallback(
    (path: string) => setLocal((current) => current.filter((problem) => problem.path !== path)),
    [],
  );

  return {
    refused,
    setRefused,
    local,
    setLocal,
    clearLocalProblem,
    attempted,
    setAttempted,
    shownServer,
    reviewProblems,
    rememberVisited,
  };
}
