import { ReleaseList } from '../features/releases/index.ts';

/** /dashboard/releases: the account's releases. */
export function ReleasesPage() {
  return <ReleaseList />;
}
