// Correcting the titles of a release that is out (PUT /api/v2/me/releases/{id}/metadata): the form's values from the
// release, the checks made before sending (the contract's), and the body sent.
import { formatValidationMessage, type Language, NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from '@otodoke/domain';

export interface TitleAndVersion {
  title: string;
  version: string;
}

export interface SongTitles extends TitleAndVersion {
  id: number;
}

/** The release's title and version and each song's, in the order of the release. */
export interface TitleCorrection extends TitleAndVersion {
  songs: SongTitles[];
}

/** The form's starting point: what the release says now. */
export function titleCorrectionFrom(release: TitleAndVersion & { songs: readonly SongTitles[] }): TitleCorrection {
  return {
    title: release.title,
    version: release.version,
    songs: release.songs.map(({ id, title, version }) => ({ id, title, version })),
  };
}

/** The values as sent (and compared): without surrounding spaces. */
export function titleCorrectionBody(values: TitleCorrection): TitleCorrection {
  return {
    title: values.title.trim(),
    version: values.version.trim(),
    songs: values.songs.map((song) => ({ id: song.id, title: song.title.trim(), version: song.version.trim() })),
  };
}

/** A field's path as the server names it: "title" for the release, "songs.0.version" for a song (by index). */
export const titleFieldPath = (song: number | null, key: keyof TitleAndVersion): string =>
  song === null ? key : `songs.${song}.${key}`;

/** Field paths as the server names them ("title", "songs.0.version"), each with its message; empty when all is well. */
export function titleCorrectionProblems(values: TitleCorrection, language: Language): Record<string, string> {
  const problems: Record<string, string> = {};
  const check = (path: string, text: string, max: number, isRequired: boolean) => {
    const given = text.trim();
    if (isRequired && !given) problems[path] = formatValidationMessage('required', language);
    else if (given.length > max) problems[path] = formatValidationMessage('textMax', language, { n: max });
  };
  const checkBoth = (song: number | null, value: TitleAndVersion) => {
    check(titleFieldPath(song, 'title'), value.title, TITLE_MAX_LENGTH, true);
    check(titleFieldPath(song, 'version'), value.version, NAME_MAX_LENGTH, false);
  };
  checkBoth(null, values);
  for (const [index, song] of values.songs.entries()) checkBoth(index, song);
  return problems;
}

/** Whether anything would change: a correction that changes nothing would only send every store the same release. */
export function hasTitleChanges(before: TitleCorrection, after: TitleCorrection): boolean {
  return JSON.stringify(titleCorrectionBody(before)) !== JSON.stringify(titleCorrectionBody(after));
}
