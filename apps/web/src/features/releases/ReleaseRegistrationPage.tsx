import { useSearchParams } from 'react-router';
import { ReleaseEditor } from './ReleaseEditor.tsx';
import { ReleaseTypeChooser } from './ReleaseTypeChooser.tsx';
import { readReleaseId } from './release-terms.ts';

/**
 * /dashboard/releases/new: without release_id, the choice of type (which creates the draft); with
 * ?release_id=N, that release's editor, or its read-only view once it can no longer be changed.
 */
export function ReleaseRegistrationPage() {
  const [params] = useSearchParams();
  const releaseId = readReleaseId(params);
  return releaseId === null ? <ReleaseTypeChooser /> : <ReleaseEditor key={releaseId} releaseId={releaseId} />;
}
