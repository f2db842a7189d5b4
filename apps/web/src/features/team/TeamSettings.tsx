import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { listTeam, removeMember, revokeInvite } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { EditMemberDialog } from './EditMemberDialog.tsx';
import { InviteMemberDialog } from './InviteMemberDialog.tsx';
import { PendingInvitesSection } from './PendingInvitesSection.tsx';
import { TeamMembersSection } from './TeamMembersSection.tsx';
import type { Team, TeamInvite, TeamMember } from './team-types.ts';

/**
 * The team tab of account settings: members and pending invitations (GET /api/v1/me/team, needs 8000 readonly).
 * Permission management (invite, edit, remove, revoke) is there for account managers.
 */
export function TeamSettings() {
  const { t } = useTranslation();
  const { session, mutate: mutateSession } = useSession();
  const hasAccount = Boolean(session?.user);
  const canManage = session?.individual?.isPermissionManagementAvailable ?? false;
  const { data, error, mutate } = useApi(listTeam, hasAccount ? {} : null);
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [editOpen, setEditOpen] = useState(false);

  if (!hasAccount) return <EmptyState icon={<GroupOutlinedIcon />} title={t('team.noAccount')} />;
  if (error?.code === API_ERROR_CODES.forbidden) {
    return <EmptyState icon={<LockOutlinedIcon />} title={t('team.forbiddenTitle')} body={t('team.forbiddenBody')} />;
  }
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }

  const addInvite = (invite: TeamInvite) =>
    // A new invitation to the same address replaces the pending one (decision 0002).
    void mutate(
      (current?: Team) =>
        current && { ...current, invites: [invite, ...current.invites.filter((item) => item.email !== invite.email)] },
      { revalidate: true },
    );

  const replaceMember = (member: TeamMember) => {
    void mutate(
      (current?: Team) =>
        current && {
          ...current,
          members: current.members.map((item) => (item.individualId === member.individualId ? member : item)),
        },
      { revalidate: true },
    );
    // Changing one's own permissions changes what this very session may do.
    if (member.isSelf) void mutateSession();
  };

  const remove = async (member: TeamMember) => {
    try {
      const done = await confirm({
        title: t('team.removeTitle'),
        content: t('team.removeConfirm', { name: member.name }),
        okLabel: t('team.removeOk'),
        onConfirm: () => callApi(removeMember, { params: { id: member.individualId } }),
      });
      if (done) showSnackbar(t('feedback.deleted'));
    } catch (thrown) {
      handleError(thrown);
    }
    await mutate();
  };

  const revoke = async (invite: TeamInvite) => {
    try {
      const done = await confirm({
        title: t('team.revokeTitle'),
        content: t('team.revokeConfirm', { email: invite.email }),
        okLabel: t('team.revoke'),
        onConfirm: () => callApi(revokeInvite, { params: { id: invite.id } }),
      });
      if (done) showSnackbar(t('team.revoked'));
    } catch (thrown) {
      handleError(thrown);
    }
    await mutate();
  };

  return (
    <Stack spacing={3}>
      <TeamMembersSection
        members={data.members}
        canManage={canManage}
        onInvite={() => setInviteOpen(true)}
        onEdit={(member) => {
          setEditing(member);
          setEditOpen(true);
        }}
        onRemove={(member) => void remove(member)}
      />
      <PendingInvitesSection invites={data.invites} canManage={canManage} onRevoke={(invite) => void revoke(invite)} />
      {canManage && (
        <>
          <InviteMemberDialog open={inviteOpen} onClose={() => setInviteOpen(false)} onInvited={addInvite} />
          <EditMemberDialog
            member={editing}
            open={editOpen}
            onClose={() => setEditOpen(false)}
            onSaved={replaceMember}
          />
        </>
      )}
    </Stack>
  );
}
