// The distribution feature's tools on the operators' console: the review queue and the deliveries that failed.
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

/** The release the review dialog shows: its facts, artists, files and plan. */
const REVIEW_USES = ['artists', 'plans', 'pricing', 'releases', 'uploads'];

export const distributionAdminSections: readonly AdminSectionEntry[] = [
  adminSection('review', 10, () => import('./ReviewQueueSection.tsx'), 'ReviewQueueSection', REVIEW_USES),
  adminSection('review', 20, () => import('./DeliveryProblemsSection.tsx'), 'DeliveryProblemsSection', REVIEW_USES),
];
