// How the simulator finds artists by name: case, character width and spaces do not matter, exact names come first,
// then names starting with the words, then names containing them; ties keep the catalogue's order.
import type { SimulatedArtist } from './catalogue.ts';

/** "ＮＥＯＮ lantern", "neon　Lantern" and "NeonLantern" all fold to "neonlantern"; half-width kana widen. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll(/[\s・·]/gu, '');
}

/** 0 for an exact name, 1 for a name starting with the query, 2 for one containing it; null when it does not match. */
function rank(artist: SimulatedArtist, folded: string): number | null {
  let best: number | null = null;
  for (const name of [artist.names.ja, artist.names.en]) {
    if (!name) continue;
    const candidate = foldForSearch(name);
    const score = candidate === folded ? 0 : candidate.startsWith(folded) ? 1 : candidate.includes(folded) ? 2 : null;
    if (score !== null && (best === null || score < best)) best = score;
  }
  return best;
}

/** Every artist matching `query`, best first (a query folding to nothing matches none). */
export function searchCatalogue(catalogue: readonly SimulatedArtist[], query: string): SimulatedArtist[] {
  const folded = foldForSearch(query);
  if (folded === '') return [];
  return catalogue
    .map((artist, index) => ({ artist, index, score: rank(artist, folded) }))
    .filter((entry): entry is { artist: SimulatedArtist; index: number; score: number } => entry.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((entry) => entry.artist);
}

/** The name both stores show: the Japanese one when the artist has it (the storefronts are Japanese). */
export function shownName(artist: SimulatedArtist): string {
  return artist.names.ja ?? artist.names.en;
}
