// The playlists feature's tools on the operators' console: the curated playlists, and the services' opening notices.
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

export const playlistsAdminSections: readonly AdminSectionEntry[] = [
  adminSection('playlists', 10, () => import('./AdminPlaylistsSection.tsx'), 'AdminPlaylistsSection'),
  adminSection('playlists', 20, () => import('./AdminFeatureNoticesSection.tsx'), 'AdminFeatureNoticesSection'),
];
