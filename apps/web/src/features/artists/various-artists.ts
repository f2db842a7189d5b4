// Various Artists: pinned above the list while a search would also find it; its names belong to it alone.
import { VARIOUS_ARTISTS_NAMES } from '@otodoke/domain';
import type { VariousArtists } from './artist-types.ts';

const fold = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll(/[\s・]/gu, '');

/** Whether the keyword (empty: everything) is part of one of Various Artists' fixed names. */
export function variousArtistsMatches(names: Pick<VariousArtists, 'nameJa' | 'nameKana' | 'nameEn'>, q: string) {
  const keyword = fold(q);
  if (keyword === '') return true;
  return [names.nameJa, names.nameKana, names.nameEn].some((name) => fold(name).includes(keyword));
}

const RESERVED = new Set(Object.values(VARIOUS_ARTISTS_NAMES).map(fold));

/** Whether a name is one of Various Artists' fixed names, however spaced or cased (the server refuses them). */
export function isVariousArtistsName(name: string): boolean {
  return name.trim() !== '' && RESERVED.has(fold(name));
}
