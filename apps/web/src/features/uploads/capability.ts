// The uploads capability: no page of its own; the upload field's texts, loaded with the pages that show the field.
import { type Capability, featureTexts } from '../../app/capability.ts';

export const uploadsCapability = {
  name: 'uploads',
  catalogs: featureTexts(
    'uploads',
    async () => (await import('./catalog.ja.ts')).uploadsJa,
    async () => (await import('./catalog.en.ts')).uploadsEn,
  ),
} satisfies Capability;
