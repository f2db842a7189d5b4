// What every part of the release editor shares: the release, whether it may be changed, the problems to show next to
// fields, the account's artists, and the way to open a song and land on a field.
import type { ReleaseMedia, ReleaseType } from '@otodoke/domain';
import { createContext, type Dispatch, type SetStateAction, useContext } from 'react';
import type { ReleaseProblem } from './release-problems.ts';
import type { Release } from './release-types.ts';

export interface ArtistOption {
  id: number;
  name: string;
}

export interface ReleaseEditorContextValue {
  release: Release;
  type: ReleaseType;
  media: ReleaseMedia;
  readOnly: boolean;
  /** From the saved release's check and a refused save or submission; hidden for a field changed since. */
  serverProblems: ReadonlyMap<string, ReleaseProblem[]>;
  /** The editor's own (unsaved author rows, preview start); shown until fixed and saved. */
  localProblems: ReadonlyMap<string, ReleaseProblem[]>;
  clearLocalProblem: (path: string) => void;
  artistOptions: readonly ArtistOption[];
  expandedSongs: ReadonlySet<number>;
  setExpandedSongs: Dispatch<SetStateAction<Set<number>>>;
  /** Opens what encloses a field, scrolls to it and focuses it. */
  focusField: (path: string) => void;
}

export const ReleaseEditorContext = createContext<ReleaseEditorContextValue | null>(null);

export function useReleaseEditor(): ReleaseEditorContextValue {
  const value = useContext(ReleaseEditorContext);
  if (!value) throw new Error('useReleaseEditor must be used inside the release editor');
  return value;
}
