import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { listMySplits } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { CollaborationsSection } from './CollaborationsSection.tsx';
import { ReleaseSplitsSection } from './ReleaseSplitsSection.tsx';
import { SplitHistorySection } from './SplitHistorySection.tsx';
import { SplitInvitationPanel } from './SplitInvitationPanel.tsx';
import { canEditSplits, isSplitAvailable } from './split-access.ts';

/**
 * /member/split: an invitation first when the address carries one (?token=, from the e-mail), then the account's
 * releases with their splits, the splits it takes part in, and who got what by month. Accounts with splits turned
 * off see that they are not available; an invitation still opens, since it is addressed to the person.
 */
export function SplitsScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const isAvailable = isSplitAvailable(session?.user?.features);
  const splits = useApi(listMySplits, isAvailable && session?.user ? {} : null);

  const closeInvitation = () => {
    const next = new URLSearchParams(params);
    next.delete('token');
    setParams(next, { replace: true });
  };

  if (!isAvailable && !token) {
    return (
      <FullPageMessage
        title={t('splits.notAvailable.title')}
        body={t('splits.notAvailable.body')}
        actions={
          <Button component={RouterLink} to="/dashboard" variant="contained">
            {t('splits.notAvailable.home')}
          </Button>
        }
      />
    );
  }

  let overview: ReactNode = null;
  if (isAvailable && session?.user) {
    if (splits.error) overview = <LoadError message={splits.error.message} onRetry={() => void splits.mutate()} />;
    else if (!splits.data) overview = <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />;
    else {
      const releases = (
        <ReleaseSplitsSection
          key="releases"
          releases={splits.data.releases}
          accountName={session.user.name}
          ownerEmail={session.individual?.email ?? ''}
          canEdit={canEditSplits(session.individual)}
          onSaved={() => void splits.mutate()}
        />
      );
      const shares = [
        <CollaborationsSection key="collaborations" collaborations={splits.data.collaborations} />,
        <SplitHistorySection key="history" history={splits.data.history} />,
      ];
      // An account that only receives shares (a guest vocalist) sees what it receives before an empty release list.
      const isOnlyCollaborator = splits.data.releases.length === 0 && splits.data.collaborations.length > 0;
      overview = isOnlyCollaborator ? [...shares, releases] : [releases, ...shares];
    }
  }

  return (
    <>
      <PageHeading title={t('splits.title')} lead={t('splits.lead')} />
      <Stack spacing={3}>
        {token && (
          <SplitInvitationPanel token={token} onAnswered={() => void splits.mutate()} onClose={closeInvitation} />
        )}
        {overview}
      </Stack>
    </>
  );
}
