import { TermsAcknowledge } from '../features/releases/index.ts';

/** /dashboard/karaoke/terms/acknowledge and /dashboard/music-video/terms/acknowledge (the path says which terms). */
export function TermsAcknowledgePage() {
  return <TermsAcknowledge />;
}
