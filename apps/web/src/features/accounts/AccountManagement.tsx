import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { leaveAccount, listMyAccounts } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { requestContext } from '../../app/request-context.ts';
import { useRevalidateAll, useSession } from '../../app/session/use-session.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { NameWithBadge } from '../../ui/NameWithBadge.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { planLabel } from '../dashboard/index.ts';
import { AccountRowActions } from './AccountRowActions.tsx';
import { accountAfterLeaving, type ManagedAccount } from './account-membership.ts';
import { useSwitchAccount } from './use-switch-account.ts';

/** /dashboard/accounts/management: every account the individual can act for; switch to one, or leave it. */
export function AccountManagement() {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { mutate: mutateSession } = useSession();
  const revalidateAll = useRevalidateAll();
  const switchTo = useSwitchAccount();
  const { data, error, mutate } = useApi(listMyAccounts, {});

  const switchAccount = async (account: ManagedAccount) => {
    try {
      await switchTo(account.id);
      showSnackbar(t('dashboard.accountSwitcher.switched', { name: account.name }));
    } catch (thrown) {
      handleError(thrown);
    }
  };

  const leave = async (account: ManagedAccount) => {
    try {
      const done = await confirm({
        title: t('accounts.leaveTitle'),
        content: t('accounts.leaveConfirm', { name: account.name }),
        okLabel: t('accounts.leaveOk'),
        onConfirm: () => callApi(leaveAccount, { params: { id: account.id } }),
      });
      if (!done) return;
      showSnackbar(t('accounts.left', { name: account.name }));
      // Requests still carry the left account's id when it was the current one: move to another account, or none.
      const next = accountAfterLeaving(data?.items ?? [], account.id);
      if (next?.needsSwitch) {
        await switchTo(next.id);
      } else if (!next) {
        requestContext.setAcid(null);
        await mutateSession();
        await revalidateAll();
      } else {
        await mutateSession();
        await mutate();
      }
    } catch (thrown) {
      handleError(thrown);
      await mutate();
    }
  };

  const columns: Array<DataColumn<ManagedAccount>> = [
    {
      key: 'name',
      header: t('accounts.name'),
      isPrimary: true,
      minWidth: 180,
      render: (account) => (
        <NameWithBadge
          name={account.name}
          badge={account.isCurrent && <Chip size="small" color="primary" label={t('accounts.current')} />}
        />
      ),
    },
    {
      key: 'type',
      header: t('accounts.type'),
      nowrap: true,
      render: (account) => (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {account.personCompanyType === 'company' ? (
            <BusinessOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
          ) : (
            <PersonOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
          )}
          <span>{t(`dashboard.accountTypes.${account.personCompanyType}`)}</span>
        </Stack>
      ),
    },
    { key: 'plan', header: t('accounts.plan'), nowrap: true, render: (account) => planLabel(account.plan, t) },
    {
      key: 'members',
      header: t('accounts.members'),
      align: 'right',
      nowrap: true,
      render: (a) => format.number(a.memberCount),
    },
    {
      key: 'role',
      header: t('accounts.role'),
      nowrap: true,
      render: (account) =>
        account.isAccountManager ? (
          <Chip size="small" variant="outlined" color="primary" label={t('accounts.manager')} />
        ) : (
          t('accounts.member')
        ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (account) => (
        <AccountRowActions
          account={account}
          onSwitch={() => void switchAccount(account)}
          onLeave={() => void leave(account)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('accounts.title')} lead={t('accounts.lead')} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          {error ? (
            <LoadError message={error.message} onRetry={() => void mutate()} />
          ) : !data ? (
            <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton variant="rounded" height={44} />
              <Skeleton variant="rounded" height={44} />
              <Skeleton variant="rounded" height={44} />
            </Stack>
          ) : data.items.length === 0 ? (
            <EmptyState
              icon={<WorkspacesOutlinedIcon />}
              title={t('accounts.emptyTitle')}
              body={t('accounts.emptyBody')}
            />
          ) : (
            <DataTable label={t('accounts.tableLabel')} columns={columns} rows={data.items} rowKey={(a) => a.id} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
