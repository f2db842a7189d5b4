import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { teamCountsOf } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { PermissionSummaryText } from './PermissionSummaryText.tsx';
import type { TeamMember } from './team-types.ts';

interface TeamMembersSectionProps {
  members: readonly TeamMember[];
  /** Managers see the invite button and can edit and remove members. */
  canManage: boolean;
  onInvite: () => void;
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** The account's members: who, role, permissions, since when; the manager's edit and remove buttons. */
export function TeamMembersSection({ members, canManage, onInvite, onEdit, onRemove }: TeamMembersSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Array<DataColumn<TeamMember>> = [
    {
      key: 'member',
      header: t('team.member'),
      isPrimary: true,
      minWidth: 200,
      render: (member) => (
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
              {member.name}
            </Typography>
            {member.isSelf && <Chip size="small" color="secondary" label={t('common.you')} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word', fontWeight: 400 }}>
            {member.email}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'role',
      header: t('team.role'),
      nowrap: true,
      render: (member) =>
        member.isAccountManager ? (
          <Chip size="small" color="primary" variant="outlined" label={t('team.manager')} />
        ) : (
          t('team.teamMember')
        ),
    },
    {
      key: 'permissions',
      header: t('team.permissions'),
      minWidth: 180,
      render: (member) => (
        <PermissionSummaryText permissions={member.permissions} isAccountManager={member.isAccountManager} />
      ),
    },
    {
      key: 'joinedAt',
      header: t('team.joinedAt'),
      render: (member) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.date(member.joinedAt)}</Box>,
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (member) => (
        <>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(member)}
            aria-label={t('team.editLabel', { name: member.name })}
          >
            {t('team.editPermissions')}
          </Button>
          {/* Leaving is done from account management; removing oneself here would cut off this very screen. */}
          {!member.isSelf && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(member)}
              aria-label={t('team.removeLabel', { name: member.name })}
            >
              {t('team.remove')}
            </Button>
          )}
        </>
      ),
    });
  }

  return (
    <SettingsSection
      title={t('team.membersTitle')}
      description={t('team.lead')}
      action={
        canManage && (
          <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={onInvite}>
            {t('team.invite')}
          </Button>
        )
      }
    >
      {members.length === 0 ? (
        <EmptyState title={t('team.noMembers')} />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('team.membersCount', teamCountsOf(members))}
          </Typography>
          <DataTable label={t('team.membersLabel')} columns={columns} rows={members} rowKey={(m) => m.individualId} />
        </>
      )}
    </SettingsSection>
  );
}
