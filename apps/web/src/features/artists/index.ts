// Public face of the artists feature: the dashboard list and form, and the public directory and artist page.
export { ArtistDirectory } from './ArtistDirectory.tsx';
export { ArtistEditScreen } from './ArtistEditScreen.tsx';
export { ArtistList } from './ArtistList.tsx';
export { canEditArtists } from './artist-permission.ts';
export { PublicArtistProfile } from './PublicArtistProfile.tsx';
