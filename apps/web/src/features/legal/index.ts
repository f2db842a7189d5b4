// Public face of the legal feature: the terms, privacy policy, commercial disclosure, company and artist support pages.
export { LegalDocumentPage } from './LegalDocumentPage.tsx';
