import { ArtistList } from '../features/artists/index.ts';

/** /dashboard/artists */
export function ArtistsPage() {
  return <ArtistList />;
}
