// Unmatched sales as the operator reads them: a group's name and identifiers, and the release id they type.
import type { listUnmatchedSales } from '@otodoke/contract';
import type { ApiResult } from '../../../app/api-client.ts';

export type UnmatchedGroup = ApiResult<typeof listUnmatchedSales>['items'][number];

/** "Title / Artist", or whichever the store gave; empty when it gave neither. */
export function unmatchedTitle(group: Pick<UnmatchedGroup, 'title' | 'artist'>): string {
  return [group.title.trim(), group.artist.trim()].filter(Boolean).join(' / ');
}

/** "ISRC JPXX01234567 · ICPN 4512345678901", with `none` for an identifier the store left out. */
export function unmatchedIdsText(group: Pick<UnmatchedGroup, 'isrc' | 'icpn'>, none: string): string {
  return `ISRC ${group.isrc || none} · ICPN ${group.icpn || none}`;
}

/** A typed release id: a whole number from 1 (full-width digits and a leading # allowed); null otherwise. */
export function releaseIdOf(text: string): number | null {
  const plain = text.normalize('NFKC').trim().replace(/^#/, '');
  if (!/^\d{1,12}$/.test(plain)) return null;
  const id = Number(plain);
  return id >= 1 ? id : null;
}
