// The team capability: no page of its own; the team's texts, loaded with account settings and the creators' door.
import { type Capability, featureTexts } from '../../app/capability.ts';

export const teamCapability = {
  name: 'team',
  catalogs: featureTexts(
    'team',
    async () => (await import('./catalog.ja.ts')).teamJa,
    async () => (await import('./catalog.en.ts')).teamEn,
  ),
} satisfies Capability;
