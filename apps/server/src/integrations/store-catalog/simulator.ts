// The store catalogue simulator: answers searches and id look-ups from its committed catalogue, so linking an artist to
// its store profiles works end to end without developer tokens. Name search ignores case, character width and spaces.
import { SIMULATED_STORE_ARTISTS, type SimulatedArtist } from './simulator-catalogue.ts';
import type { StoreArtist, StoreCatalog, StoreName } from './store-catalog.ts';

const SEARCH_LIMIT = 10;

/** "ＮＥＯＮ lantern", "neon　Lantern" and "NeonLantern" all fold to "neonlantern"; half-width kana widen. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll(/[\s・·]/gu, '');
}

function toStoreArtist(store: StoreName, artist: SimulatedArtist): StoreArtist | null {
  const name = artist.names.ja ?? artist.names.en;
  if (store === 'apple_music') {
    const entry = artist.appleMusic;
    if (!entry) return null;
    return {
      id: entry.id,
      name,
      url: `https://music.apple.com/jp/artist/${entry.slug}/${entry.id}`,
      // The simulator has no pictures; a made-up image address would only show as a broken image.
      imageUrl: null,
      genres: entry.genres,
    };
  }
  const entry = artist.spotify;
  if (!entry) return null;
  return {
    id: entry.id,
    name,
    url: `https://open.spotify.com/artist/${entry.id}`,
    imageUrl: null,
    genres: entry.genres,
  };
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

export function createSimulatedStoreCatalog(
  catalogue: readonly SimulatedArtist[] = SIMULATED_STORE_ARTISTS,
): StoreCatalog {
  return {
    isSimulator: true,
    async searchArtists(store, query) {
      const folded = foldForSearch(query);
      if (folded === '') return [];
      return catalogue
        .map((artist, index) => ({ artist, index, score: rank(artist, folded) }))
        .filter((entry): entry is { artist: SimulatedArtist; index: number; score: number } => entry.score !== null)
        .sort((a, b) => a.score - b.score || a.index - b.index)
        .map((entry) => toStoreArtist(store, entry.artist))
        .filter((artist): artist is StoreArtist => artist !== null)
        .slice(0, SEARCH_LIMIT);
    },
    async getArtist(store, id) {
      const found = catalogue.find((artist) =>
        store === 'apple_music' ? artist.appleMusic?.id === id : artist.spotify?.id === id,
      );
      return found ? toStoreArtist(store, found) : null;
    },
  };
}
