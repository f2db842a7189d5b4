import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { listTeam } from '@otodoke/contract';
import { ACCOUNT_MEMBER_INVITE_STATUS, teamCountsOf } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { DetailList } from './DetailList.tsx';
import { SummaryCard } from './SummaryCard.tsx';

/** Team size and pending invitations (only rendered for those allowed to see the team). */
export function TeamSummaryCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useApi(listTeam, {});
  const counts = teamCountsOf(data?.members ?? []);
  const pendingInvites =
    data?.invites.filter((invite) => invite.statusId === ACCOUNT_MEMBER_INVITE_STATUS.invited).length ?? 0;
  return (
    <SummaryCard
      icon={<GroupOutlinedIcon fontSize="small" />}
      title={t('dashboard.home.team.title')}
      action={{ to: '/dashboard/profile/team', label: t('dashboard.home.team.manage') }}
    >
      {error ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {error.message}
        </Typography>
      ) : data ? (
        <DetailList
          items={[
            { label: t('dashboard.home.team.managers'), value: format.number(counts.managers) },
            { label: t('dashboard.home.team.members'), value: format.number(counts.members) },
            { label: t('dashboard.home.team.invites'), value: format.number(pendingInvites) },
          ]}
        />
      ) : (
        <Skeleton variant="text" width="60%" aria-label={t('common.loading')} />
      )}
    </SummaryCard>
  );
}
