import { LegalDocumentPage } from '../features/legal/index.ts';

/** /terms/service, /terms/karaoke, /terms/music-video, /privacy, /scta, /company and /artist-support. */
export function LegalPage() {
  return <LegalDocumentPage />;
}
