import { ArtistDirectory } from '../features/artists/index.ts';

/** /artists: the public artist directory. */
export function PublicArtistsPage() {
  return <ArtistDirectory />;
}
