// Which songs of the release editor are open, and landing on a field: its song opens, then it is scrolled to and focused.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { landOnField } from './editor-scroll.ts';
import { songIndexOfPath } from './issue-paths.ts';

export interface FieldFocus {
  expandedSongs: Set<number>;
  setExpandedSongs: Dispatch<SetStateAction<Set<number>>>;
  /** Opens what encloses a field, scrolls to it and focuses it. */
  focusField: (path: string) => void;
}

/** A release with one song opens with it; one with more, with all closed. */
export function useFieldFocus(songCount: number): FieldFocus {
  const [expandedSongs, setExpandedSongs] = useState<Set<number>>(() => new Set(songCount <= 1 ? [0] : []));
  const [focusTarget, setFocusTarget] = useState<{ path: string; at: number } | null>(null);

  const focusField = useCallback((path: string) => {
    const song = songIndexOfPath(path);
    if (song !== null) setExpandedSongs((open) => (open.has(song) ? open : new Set(open).add(song)));
    setFocusTarget({ path, at: Date.now() });
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    return landOnField(focusTarget.path);
  }, [focusTarget]);

  return { expandedSongs, setExpandedSongs, focusField };
}
