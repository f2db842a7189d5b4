import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NameWithBadge } from '../../ui/NameWithBadge.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { InviteStatusChip } from './InviteStatusChip.tsx';
import { PermissionSummaryText } from './PermissionSummaryText.tsx';
import type { TeamInvite } from './team-types.ts';

interface PendingInvitesSectionProps {
  invites: readonly TeamInvite[];
  canManage: boolean;
  onRevoke: (invite: TeamInvite) => void;
}

/** Invitations not yet answered: to whom, with which permissions, until when; managers can revoke them. */
export function PendingInvitesSection({ invites, canManage, onRevoke }: PendingInvitesSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Array<DataColumn<TeamInvite>> = [
    {
      key: 'email',
      header: t('team.invitedEmail'),
      isPrimary: true,
      minWidth: 200,
      render: (invite) => (
        <NameWithBadge
          name={invite.email}
          badge={
            invite.isAccountManager && (
              <Chip size="small" color="primary" variant="outlined" label={t('team.manager')} />
            )
          }
        />
      ),
    },
    {
      key: 'permissions',
      header: t('team.permissions'),
      minWidth: 180,
      render: (invite) => (
        <PermissionSummaryText permissions={invite.permissions} isAccountManager={invite.isAccountManager} />
      ),
    },
    {
      key: 'expiresAt',
      header: format.timeHeader(t('team.expiresAt')),
      render: (invite) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.dateTimePlain(invite.expiresAt)}</Box>,
    },
    {
      key: 'status',
      header: t('team.status'),
      nowrap: true,
      render: (invite) => <InviteStatusChip statusId={invite.statusId} />,
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (invite) => (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => onRevoke(invite)}
          aria-label={t('team.revokeLabel', { email: invite.email })}
        >
          {t('team.revoke')}
        </Button>
      ),
    });
  }

  return (
    <SettingsSection title={t('team.invitesTitle')}>
      {invites.length === 0 ? (
        <EmptyState title={t('team.noInvites')} />
      ) : (
        <DataTable label={t('team.invitesLabel')} columns={columns} rows={invites} rowKey={(invite) => invite.id} />
      )}
    </SettingsSection>
  );
}
