// The editor's addresses (WEB_ROUTES /admin/content/new and /admin/content/:id) and the list's place on the console.
import { CONTENT_KINDS } from '@otodoke/contract';

type ContentKind = (typeof CONTENT_KINDS)[number];

import { CONTENT_EDITOR_PATHS } from './editor-routes.ts';

export { CONTENT_EDITOR_PATHS };

/** The console's content tab, where the list is. */
export const CONTENT_LIST_PATH = '/admin?section=content';

export function newEntryPath(kind: ContentKind): string {
  return `${CONTENT_EDITOR_PATHS.create}?kind=${kind}`;
}

export function entryPath(id: number): string {
  return `/admin/content/${id}`;
}

/** The kind a `?kind=` asks for, or null when it names none. */
export function kindOf(value: string | null): ContentKind | null {
  return (CONTENT_KINDS as readonly string[]).includes(value ?? '') ? (value as ContentKind) : null;
}

/** An entry id from the address, or null when it is not one. */
export function entryIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
