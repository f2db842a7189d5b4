// Addresses of the bulk upload: its pages, the CSV downloads (plain links, so the account and language go in the
// query) and the editor of a created draft; and who may upload.
import { BULK_UPLOAD_DOWNLOAD_PATH, BULK_UPLOAD_TEMPLATE_PATH } from '@otodoke/contract';
import type { Language, PermissionId } from '@otodoke/domain';
import type { Session } from '../../app/bootstrap.ts';

export const BULK_UPLOAD_PAGE = '/dashboard/bulk-upload';
export const META_UPLOAD_SAMPLE_PAGE = '/member/meta-upload/sample';
export const RELEASES_PERMISSION: PermissionId = 1000;

/** The template is the same in every language: its header row holds the column names. */
export const TEMPLATE_URL = BULK_UPLOAD_TEMPLATE_PATH;

/** The error report (or the uploaded file) of a batch, in `language`, for the account `acid` when it is known. */
export function batchDownloadUrl(id: number, language: Language, acid: number | null): string {
  const query = new URLSearchParams({ lang: language });
  if (acid !== null) query.set('_acid', String(acid));
  return `${BULK_UPLOAD_DOWNLOAD_PATH.replace('{id}', String(id))}?${query}`;
}

export function releaseEditorPath(releaseId: number): string {
  return `/dashboard/releases/new?release_id=${releaseId}`;
}

/** The batch a page address points at (?id=N), or null. */
export function batchIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

type Individual = NonNullable<Session['individual']>;

/** Managers always may; members need 1000 (releases) at editable. Only a hint for the screen: the server decides. */
export function canEditReleases(individual: Pick<Individual, 'isAccountManager' | 'permissions'> | null | undefined) {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions[String(RELEASES_PERMISSION)] === 'editable';
}

/** The rows a release was read from, as a range when they follow each other. */
export function rowSpan(rows: readonly number[]): { from: number; to: number } | null {
  if (rows.length === 0) return null;
  const from = Math.min(...rows);
  const to = Math.max(...rows);
  return { from, to };
}
