// The immersive audio feature's tool on the operators' console: every account's editions, on the "review and
// delivery" tab (an edition is delivered with its release; a check that could not run is run again from here).
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

export const immersiveAdminSections: readonly AdminSectionEntry[] = [
  adminSection('review', 30, () => import('./AdminImmersiveSection.tsx'), 'AdminImmersiveSection'),
];
