import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { ArtistEditScreen } from './ArtistEditScreen.tsx';

/** /dashboard/artists/new and /dashboard/artists/:id/edit (an id that is not a number is the app's 404). */
export function ArtistEditPage() {
  const { id } = useParams();
  if (id === undefined) return <ArtistEditScreen artistId={null} />;
  const artistId = Number(id);
  if (!Number.isSafeInteger(artistId) || artistId < 1) return <NotFoundPage />;
  return <ArtistEditScreen key={artistId} artistId={artistId} />;
}
