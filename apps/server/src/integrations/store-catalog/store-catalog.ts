// Artist profiles on the streaming stores, behind one interface: the Apple Music and Spotify Web APIs, real or the
// store catalogue simulator's on loopback with its catalogue of fictional artists (the default: no keys needed).

export type StoreName = 'apple_music' | 'spotify';

/** One artist profile as a store shows it. */
export interface StoreArtist {
  /** The store's own id: digits on Apple Music, 22 base-62 characters on Spotify. */
  id: string;
  name: string;
  /** The profile page on the store. */
  url: string;
  imageUrl: string | null;
  genres: string[];
}

export interface StoreCatalog {
  /** Artists whose name matches `query`, best matches first. */
  searchArtists(store: StoreName, query: string): Promise<StoreArtist[]>;
  /** The artist with this store id, or null when the store has none. */
  getArtist(store: StoreName, id: string): Promise<StoreArtist | null>;
  isSimulator: boolean;
}

/** The store could not answer (network, timeout, refused credentials, unexpected status). */
export class StoreCatalogError extends Error {
  readonly store: StoreName;
  readonly status: number | null;
  constructor(store: StoreName, message: string, status: number | null = null) {
    super(`${store}: ${message}`);
    this.name = 'StoreCatalogError';
    this.store = store;
    this.status = status;
  }
}

/** Public profile URLs in the shape the stores use, for an id we hold. */
export function storeArtistUrl(store: StoreName, id: string): string {
  return store === 'apple_music'
    ? `https://music.apple.com/jp/artist/${encodeURIComponent(id)}`
    : `https://open.spotify.com/artist/${encodeURIComponent(id)}`;
}
