import Chip from '@mui/material/Chip';
import { accountMemberInviteStatusName } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';

const COLORS = {
  invited: 'info',
  accepted: 'success',
  declined: 'default',
  expired: 'warning',
  revoked: 'default',
} as const;

/** An invitation's status id (ACCOUNT_MEMBER_INVITE_STATUS) as a labelled chip. */
export function InviteStatusChip({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  const name = accountMemberInviteStatusName(statusId);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={name ? COLORS[name] : 'default'}
      label={t(`team.inviteStatus.${name ?? 'unknown'}`)}
    />
  );
}
