import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { PublicArtistProfile } from './PublicArtistProfile.tsx';

/** /artists/:id: an artist's public page; the 404 page when there is no such (shown) artist. */
export function PublicArtistPage() {
  const { id } = useParams();
  const artistId = Number(id);
  if (!Number.isSafeInteger(artistId) || artistId < 1) return <NotFoundPage />;
  return <PublicArtistProfile key={artistId} artistId={artistId} notFound={<NotFoundPage />} />;
}
