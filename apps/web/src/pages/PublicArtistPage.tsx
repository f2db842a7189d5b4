import { useParams } from 'react-router';
import { PublicArtistProfile } from '../features/artists/index.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /artists/:id: an artist's public page; the 404 page when there is no such (shown) artist. */
export function PublicArtistPage() {
  const { id } = useParams();
  const artistId = Number(id);
  if (!Number.isSafeInteger(artistId) || artistId < 1) return <NotFoundPage />;
  return <PublicArtistProfile key={artistId} artistId={artistId} notFound={<NotFoundPage />} />;
}
