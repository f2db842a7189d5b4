// Addresses of the artist screens.
export const ARTISTS_PATH = '/dashboard/artists';
export const NEW_ARTIST_PATH = '/dashboard/artists/new';

export function artistEditPath(id: number): string {
  return `/dashboard/artists/${id}/edit`;
}

export const PUBLIC_ARTISTS_PATH = '/artists';

export function publicArtistPath(id: number): string {
  return `/artists/${id}`;
}
