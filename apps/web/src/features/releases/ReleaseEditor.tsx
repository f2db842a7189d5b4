// The release editor (or read-only view) of /dashboard/releases/new?release_id=N: reads the release, then hands it to
// the form (ReleaseEditorForm.tsx).
import { getMyRelease } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { ReleaseEditorForm } from './ReleaseEditorForm.tsx';
import { BackToList } from './ReleaseEditorHeader.tsx';

export function ReleaseEditor({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useApi(
    getMyRelease,
    { params: { id: releaseId } },
    // The form holds the person's work: a refetch on focus must not pull the ground from under it.
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  if (error) {
    return (
      <>
        <BackToList />
        <LoadError message={error.message || t('releases.editor.loadFailed')} onRetry={() => void mutate()} />
      </>
    );
  }
  if (!data) return <CenteredSpinner label={t('common.loading')} />;
  return (
    <ReleaseEditorForm key={data.id} latest={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
  );
}
