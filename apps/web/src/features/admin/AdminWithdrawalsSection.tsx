import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { decideWithdrawal, listAdminWithdrawals } from '@otodoke/contract';
import { formatYen, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@otodoke/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { ReasonDialog } from '../distribution/index.ts';
import { useRefreshAdminCounts } from './admin-refresh.ts';
import { pageCount } from './admin-search.ts';

type Withdrawal = ApiResult<typeof listAdminWithdrawals>['items'][number];

const PAGE_SIZE = 20;

/**
 * Withdrawals to transfer (GET /admin/api/v2/withdrawals), by status, oldest first: everything the transfer needs
 * (bank, branch, account type, the whole number, holder; amount, fee and what to send). A request is marked paid once
 * the transfer is made (after a confirmation), or rejected with a reason the account is told.
 */
export function AdminWithdrawalsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const refreshCounts = useRefreshAdminCounts();
  const [status, setStatus] = useState<WithdrawalStatus>('requested');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  const { data, error, mutate, isValidating } = useApi(
    listAdminWithdrawals,
    { query: { status, page, limit: PAGE_SIZE } },
    { keepPreviousData: true },
  );
  const yen = (amount: number) => formatYen(amount, format.language);
  const accountType = (row: Withdrawal) => t(`adminRevenue.withdrawals.accountTypes.${row.bankAccount.accountType}`);

  const markPaid = async (row: Withdrawal) => {
    try {
      const done = await confirm({
        title: t('adminRevenue.withdrawals.paidTitle'),
        content: t('adminRevenue.withdrawals.paidBody', {
          account: row.accountName,
          net: yen(row.net),
          bank: row.bankAccount.bankName,
          branch: row.bankAccount.branchName,
          type: accountType(row),
          number: row.accountNumber,
          holder: row.bankAccount.holderName,
        }),
        okLabel: t('adminRevenue.withdrawals.paidOk'),
        onConfirm: () => callApi(decideWithdrawal, { params: { id: row.id }, body: { decision: 'paid', reason: '' } }),
      });
      if (done) showSnackbar(t('adminRevenue.withdrawals.paid'), 'success');
    } catch (thrown) {
      handleError(thrown);
    }
    await Promise.all([mutate(), refreshCounts()]);
  };

  const columns: Array<DataColumn<Withdrawal>> = [
    {
      key: 'account',
      header: t('adminRevenue.withdrawals.columns.account'),
      isPrimary: true,
      minWidth: 140,
      render: (row) => (
        <Box>
          <Box sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.accountName}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400 }}>
            #{row.accountId} · {format.dateTime(row.createdAt)}
          </Box>
        </Box>
      ),
    },
    {
      key: 'bank',
      header: t('adminRevenue.withdrawals.columns.bank'),
      minWidth: 220,
      render: (row) => (
        <Box sx={{ fontSize: 13 }}>
          <div>
            {t('adminRevenue.withdrawals.bankValue', {
              bank: row.bankAccount.bankName,
              bankCode: row.bankAccount.bankCode,
              branch: row.bankAccount.branchName,
              branchCode: row.bankAccount.branchCode,
            })}
          </div>
          <Box sx={{ fontWeight: 700, fontSize: 15, fontFamily: 'monospace', letterSpacing: '0.04em' }}>
            {t('adminRevenue.withdrawals.accountValue', { type: accountType(row), number: row.accountNumber })}
          </Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>{row.bankAccount.holderName}</Box>
        </Box>
      ),
    },
    {
      key: 'amount',
      header: t('adminRevenue.withdrawals.columns.amount'),
      align: 'right',
      nowrap: true,
      render: (row) => (
        <Box sx={{ fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>
          <Box sx={{ color: 'text.secondary' }}>
            {t('adminRevenue.withdrawals.amountValue', { amount: yen(row.amount) })}
          </Box>
          <Box sx={{ color: 'text.secondary' }}>{t('adminRevenue.withdrawals.feeValue', { fee: yen(row.fee) })}</Box>
          <Box sx={{ fontWeight: 700, fontSize: 15 }}>
            {t('adminRevenue.withdrawals.netValue', { net: yen(row.net) })}
          </Box>
        </Box>
      ),
    },
    ...(status === 'requested'
      ? [
          {
            key: 'actions',
            header: t('common.actions'),
            isActions: true,
            render: (row: Withdrawal) => (
              <>
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<CheckIcon />}
                  onClick={() => void markPaid(row)}
                  aria-label={t('adminRevenue.withdrawals.markPaidLabel', {
                    account: row.accountName,
                    net: yen(row.net),
                  })}
                >
                  {t('adminRevenue.withdrawals.markPaid')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => setRejecting(row)}
                  aria-label={t('adminRevenue.withdrawals.rejectLabel', { account: row.accountName })}
                >
                  {t('adminRevenue.withdrawals.reject')}
                </Button>
              </>
            ),
          } satisfies DataColumn<Withdrawal>,
        ]
      : [
          {
            key: 'decision',
            header: t('adminRevenue.withdrawals.columns.decision'),
            minWidth: 160,
            render: (row: Withdrawal) => (
              <Box sx={{ fontSize: 13 }}>
                {row.decidedAt && <Box sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.decidedAt)}</Box>}
                {row.reason && (
                  <Box sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {row.reason}
                  </Box>
                )}
              </Box>
            ),
          } satisfies DataColumn<Withdrawal>,
        ]),
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={140} aria-label={t('common.loading')} />;
  else if (data.items.length === 0) body = <EmptyState title={t(`adminRevenue.withdrawals.empty.${status}`)} />;
  else {
    const pages = pageCount(data.total, PAGE_SIZE);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('adminRevenue.withdrawals.count', { count: data.total })}
        </Typography>
        <DataTable
          label={t('adminRevenue.withdrawals.tableLabel')}
          columns={columns}
          rows={data.items}
          rowKey={(row) => row.id}
        />
        <PageNumbers
          page={data.page}
          count={pages}
          onChange={(next) => setPage(next)}
          label={t('adminRevenue.withdrawals.pagination')}
        />
      </Box>
    );
  }

  return (
    <SettingsSection title={t('adminRevenue.withdrawals.title')} description={t('adminRevenue.withdrawals.lead')}>
      <Tabs
        value={status}
        onChange={(_event, next: WithdrawalStatus) => {
          setStatus(next);
          setPage(1);
        }}
        aria-label={t('adminRevenue.withdrawals.tabsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, mb: 2 }}
      >
        {WITHDRAWAL_STATUSES.map((each) => (
          <Tab key={each} value={each} label={t(`adminRevenue.withdrawals.tabs.${each}`)} sx={{ minHeight: 44 }} />
        ))}
      </Tabs>
      {body}
      <ReasonDialog
        open={rejecting !== null}
        title={t('adminRevenue.withdrawals.rejectTitle')}
        description={
          rejecting
            ? t('adminRevenue.withdrawals.rejectBody', {
                account: rejecting.accountName,
                amount: yen(rejecting.amount),
              })
            : ''
        }
        reasonLabel={t('adminRevenue.withdrawals.rejectReason')}
        reasonHelp={t('adminRevenue.withdrawals.rejectHelp')}
        // The dialog says what happens and that it is final: its button is the one confirmation.
        submitLabel={t('adminRevenue.withdrawals.rejectOk')}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await callApi(decideWithdrawal, { params: { id: rejecting.id }, body: { decision: 'rejected', reason } });
          showSnackbar(t('adminRevenue.withdrawals.rejected'), 'success');
          await Promise.all([mutate(), refreshCounts()]);
        }}
        onClose={() => setRejecting(null)}
      />
    </SettingsSection>
  );
}
