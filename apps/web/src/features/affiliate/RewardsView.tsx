import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAffiliate, getMyBalance, listAffiliateRewards } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat, yen } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { rewardTypeKey } from './affiliate-rates.ts';

type Reward = ApiResult<typeof listAffiliateRewards>['items'][number];
const PAGE_SIZE = 20;

/** The rewards earned through the link, newest first, with the balance they are paid into. */
export function RewardsView() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const state = useApi(getAffiliate, {});
  const balance = useApi(getMyBalance, {});
  const rewards = useApi(listAffiliateRewards, { query: { page, limit: PAGE_SIZE } });

  const error = state.error ?? rewards.error ?? balance.error;
  if (error) return <LoadError message={error.message} onRetry={() => void rewards.mutate()} />;
  if (!state.data || !rewards.data || !balance.data) {
    return <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />;
  }
  if (!state.data.joined) {
    return (
      <EmptyState
        icon={<PaidOutlinedIcon />}
        title={t('affiliate.rewards.notJoined')}
        action={
          <Button variant="contained" component={RouterLink} to="/member/invite">
            {t('affiliate.rewards.toInvite')}
          </Button>
        }
      />
    );
  }

  const columns: Array<DataColumn<Reward>> = [
    { key: 'date', header: t('affiliate.rewards.date'), render: (row) => format.date(row.createdAt), nowrap: true },
    {
      key: 'type',
      header: t('affiliate.rewards.type'),
      render: (row) => t(rewardTypeKey(row.rewardType)),
      isPrimary: true,
    },
    {
      key: 'account',
      header: t('affiliate.rewards.account'),
      render: (row) => `${row.referredAccount} (${t(`affiliate.rewards.accountTypes.${row.referredAccountType}`)})`,
    },
    {
      key: 'amount',
      header: t('affiliate.rewards.amount'),
      render: (row) => yen(row.amount),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'status',
      header: t('affiliate.rewards.status'),
      nowrap: true,
      render: (row) =>
        row.status === 'paid' ? (
          <Chip size="small" color="success" label={t('affiliate.rewards.paid')} />
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip size="small" label={t('affiliate.rewards.pending')} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('affiliate.rewards.payable', { date: format.date(row.payableAt) })}
            </Typography>
          </Stack>
        ),
    },
  ];
  const pages = Math.max(1, Math.ceil(rewards.data.total / PAGE_SIZE));

  return (
    <Stack spacing={3}>
      <SettingsSection title={t('affiliate.rewards.balance')}>
        <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{yen(balance.data.balance)}</Typography>
      </SettingsSection>
      <SettingsSection title={t('affiliate.rewards.title')}>
        {rewards.data.items.length === 0 ? (
          <EmptyState
            icon={<PaidOutlinedIcon />}
            title={t('affiliate.rewards.empty')}
            body={t('affiliate.rewards.emptyBody')}
          />
        ) : (
          <>
            <DataTable
              label={t('affiliate.rewards.title')}
              columns={columns}
              rows={rewards.data.items}
              rowKey={(row) => row.id}
            />
            {pages > 1 && (
              <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ mt: 2 }} />
            )}
          </>
        )}
      </SettingsSection>
    </Stack>
  );
}
