// The legal capability: the terms, privacy, SCTA, company and artist support pages, and their texts.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { LEGAL_PATHS } from '../../app/routing/paths.ts';

const legalPage = lazyPage(() => import('./LegalDocumentPage.tsx'), 'LegalDocumentPage');

export const legalCapability = {
  name: 'legal',
  // Each terms name is its own route: any other /terms/<name> is the not-found page.
  routes: Object.values(LEGAL_PATHS).map((pattern) => ({ pattern, page: legalPage })),
  catalogs: featureTexts(
    'legal',
    async () => (await import('./catalog.ja.ts')).legalJa,
    async () => (await import('./catalog.en.ts')).legalEn,
  ),
  // The karaoke and music video terms are the releases' texts (one source).
  uses: ['releases'],
} satisfies Capability;
