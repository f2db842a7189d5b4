// The release editor's layout and counts: its numbered sections, the blocking problems in each, which problems of the
// saved check show next to their fields, the artists a release may name, and where to land for a field.
import type { ReleaseMedia } from '@otodoke/domain';
import { enclosingPaths, fieldDomId, type ReleaseSectionId, sectionDomId, sectionOfPath } from './issue-paths.ts';
import { isProblemShown, type ReleaseProblem, uniqueProblems } from './release-problems.ts';

/** The editor's numbered sections, in order. */
export function editorSections(media: ReleaseMedia, readOnly: boolean): ReleaseSectionId[] {
  return [
    'basic',
    ...(media === 'ringtone' ? [] : (['artwork'] as const)),
    'songs',
    'stores',
    // The review checks what is left before submitting: nothing for a release that cannot be changed.
    ...(readOnly ? [] : (['review'] as const)),
  ];
}

/** Blocking problems among those shown next to fields that belong to one section. */
export function sectionErrorCount(shown: readonly ReleaseProblem[], section: ReleaseSectionId): number {
  return shown.filter((problem) => problem.severity === 'error' && sectionOfPath(problem.path) === section).length;
}

/** Before a submission is tried, the review lists what is still to do without calling it a fault. */
export function reviewErrorCount(problems: readonly ReleaseProblem[], attempted: boolean): number {
  return attempted ? problems.filter((problem) => problem.severity === 'error').length : 0;
}

/** The fields visited before and now as one sorted key, so that memos see a change only when the set changes. */
export function visitedKey(before: readonly string[], now: readonly string[]): string {
  return [...new Set([...before, ...now])].sort().join('\n');
}

/** The fields of a visitedKey. */
export function visitedOfKey(key: string): string[] {
  return key === '' ? [] : key.split('\n');
}

/**
 * The server's problems shown next to fields: a refused save's or submission's always, the saved check's once the
 * person has been to the field or has tried to submit.
 */
export function shownServerProblems(
  refused: readonly ReleaseProblem[],
  check: readonly ReleaseProblem[],
  visited: readonly string[],
  attempted: boolean,
): ReleaseProblem[] {
  const shownCheck = check.filter((problem) => isProblemShown(problem.path, visited, attempted));
  return uniqueProblems([...refused, ...shownCheck]);
}

export interface NamedArtist {
  id: number;
  name: string;
}

/** The account's artists, then the release's main artists the account no longer lists (so the fields still show them). */
export function artistOptionsFor<T extends NamedArtist>(
  fromSession: readonly T[],
  onRelease: readonly NamedArtist[],
): (T | NamedArtist)[] {
  const missing = onRelease.filter((artist) => !fromSession.some((a) => a.id === artist.id));
  return [...fromSession, ...missing.map(({ id, name }) => ({ id, name }))];
}

/** The heading's id of a section (focusable, so the section navigation and a lost field can land there). */
export function sectionHeadingId(section: ReleaseSectionId): string {
  return `${sectionDomId(section)}-title`;
}

/** Where to land when a field is not on the screen: each field that encloses it, then its section's heading. */
export function fallbackLandingIds(path: string): string[] {
  return [...enclosingPaths(path).slice(1).map(fieldDomId), sectionHeadingId(sectionOfPath(path))];
}
