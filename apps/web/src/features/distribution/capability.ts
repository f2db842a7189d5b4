// The distribution capability: no page of its own; the texts of review and delivery, loaded with the pages showing it,
// and the review queue and delivery problems of the operators' console.
import { type Capability, featureTexts } from '../../app/capability.ts';
import { distributionAdminSections } from './admin/sections.ts';

export const distributionCapability = {
  name: 'distribution',
  adminSections: distributionAdminSections,
  catalogs: featureTexts(
    'distribution',
    async () => (await import('./catalog.ja.ts')).distributionJa,
    async () => (await import('./catalog.en.ts')).distributionEn,
  ),
} satisfies Capability;
