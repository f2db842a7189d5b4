// Where a problem belongs on the form. The server names fields by their wire path in snake_case ("songs.0.authors.1.
// real_name", "artwork_file_id"); an error answer's detail keys arrive camelCased by the client. Both become the form
// field path ("songs.0.authors.1.realName", "artworkUploadId"), which also gives the element to scroll to and focus.
import { toCamelKey, toSnakeKey } from '../../app/api-case.ts';

/** Wire segments whose form field has another name (files are referred to by their upload). */
const WIRE_TO_FORM: Readonly<Record<string, string>> = {
  artwork_file_id: 'artworkUploadId',
  artwork_upload_id: 'artworkUploadId',
  file_id: 'fileUploadId',
  file_upload_id: 'fileUploadId',
};

const FORM_TO_WIRE: Readonly<Record<string, string>> = {
  artworkUploadId: 'artwork_file_id',
  fileUploadId: 'file_id',
};

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The form field path of a wire path (snake_case, or camelCase as error details arrive). */
export function formPathOf(wirePath: string): string {
  return wirePath
    .split('.')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (isIndex(segment)) return segment;
      const snake = toSnakeKey(segment);
      return WIRE_TO_FORM[snake] ?? toCamelKey(snake);
    })
    .join('.');
}

/** The wire path (as the server's check names it) of a form field path. */
export function wirePathOf(formPath: string): string {
  return formPath
    .split('.')
    .map((segment) => (isIndex(segment) ? segment : (FORM_TO_WIRE[segment] ?? toSnakeKey(segment))))
    .join('.');
}

/** The id of the element that stands for a field (its input, or a focusable group). */
export function fieldDomId(formPath: string): string {
  return `release-field-${formPath.replaceAll('.', '-') || 'release'}`;
}

export const RELEASE_SECTIONS = ['basic', 'artwork', 'songs', 'stores', 'review'] as const;
export type ReleaseSectionId = (typeof RELEASE_SECTIONS)[number];

export function sectionDomId(section: ReleaseSectionId): string {
  return `release-section-${section}`;
}

const STORE_AND_SALE_FIELDS = new Set([
  'storeIds',
  'worldwide',
  'territories',
  'requestedSaleStartDate',
  'sellMediaOption',
  'variablePriceType',
  'useSubmit',
]);

/** The section of the editor a field is in. */
export function sectionOfPath(formPath: string): ReleaseSectionId {
  const [head = ''] = formPath.split('.');
  if (head === 'review') return 'review';
  if (head === 'songs') return 'songs';
  if (head === 'artworkUploadId') return 'artwork';
  if (STORE_AND_SALE_FIELDS.has(head)) return 'stores';
  return 'basic';
}

/** The song a field belongs to ("songs.2.title" -> 2), or null. */
export function songIndexOfPath(formPath: string): number | null {
  const match = /^songs\.(\d+)(?:\.|$)/.exec(formPath);
  return match ? Number(match[1]) : null;
}

/** The author row a field belongs to ("songs.0.authors.1.realName" -> [0, 1]), or null. */
export function authorOfPath(formPath: string): readonly [song: number, author: number] | null {
  const match = /^songs\.(\d+)\.authors\.(\d+)(?:\.|$)/.exec(formPath);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** The path itself, then each enclosing path: where to land when the field itself is not on the screen. */
export function enclosingPaths(formPath: string): string[] {
  const segments = formPath.split('.');
  return segments.map((_, i) => segments.slice(0, segments.length - i).join('.'));
}
