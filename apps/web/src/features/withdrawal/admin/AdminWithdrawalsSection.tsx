import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { decideWithdrawal, listAdminWithdrawals } from '@otodoke/contract';
import { formatYen, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshAdminCounts } from '../../../app/data/admin-refresh.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useConfirmedChange } from '../../../app/global-layer/use-confirmed-change.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListSection } from '../../../ui/ListSection.tsx';
import { ReasonDialog } from '../../distribution/index.ts';

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
  const confirmChange = useConfirmedChange();
  const { showSnackbar } = useSnackbar();
  const refreshCounts = useRefreshAdminCounts();
  const [status, setStatus] = useState<WithdrawalStatus>('requested');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  const list = useApi(listAdminWithdrawals, { query: { status, page, limit: PAGE_SIZE } }, { keepPreviousData: true });
  const { mutate } = list;
  const yen = (amount: number) => formatYen(amount, format.language);
  const accountType = (row: Withdrawal) => t(`withdrawal.admin.accountTypes.${row.bankAccount.accountType}`);

  const markPaid = (row: Withdrawal) =>
    confirmChange({
      title: t('withdrawal.admin.paidTitle'),
      content: t('withdrawal.admin.paidBody', {
        account: row.accountName,
        net: yen(row.net),
        bank: row.bankAccount.bankName,
        branch: row.bankAccount.branchName,
        type: accountType(row),
        number: row.accountNumber,
        holder: row.bankAccount.holderName,
      }),
      okLabel: t('withdrawal.admin.paidOk'),
      onConfirm: () => callApi(decideWithdrawal, { params: { id: row.id }, body: { decision: 'paid', reason: '' } }),
      doneText: () => t('withdrawal.admin.paid'),
      doneSeverity: 'success',
      refresh: () => Promise.all([mutate(), refreshCounts()]),
    });

  const columns: Array<DataColumn<Withdrawal>> = [
    {
      key: 'account',
      header: t('withdrawal.admin.columns.account'),
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
      header: t('withdrawal.admin.columns.bank'),
      minWidth: 220,
      render: (row) => (
        <Box sx={{ fontSize: 13 }}>
          <div>
            {t('withdrawal.admin.bankValue', {
              bank: row.bankAccount.bankName,
              bankCode: row.bankAccount.bankCode,
              branch: row.bankAccount.branchName,
              branchCode: row.bankAccount.branchCode,
            })}
          </div>
          <Box sx={{ fontWeight: 700, fontSize: 15, fontFamily: 'monospace', letterSpacing: '0.04em' }}>
            {t('withdrawal.admin.accountValue', { type: accountType(row), number: row.accountNumber })}
          </Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>{row.bankAccount.holderName}</Box>
        </Box>
      ),
    },
    {
      key: 'amount',
      header: t('withdrawal.admin.columns.amount'),
      align: 'right',
      nowrap: true,
      render: (row) => (
        <Box sx={{ fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>
          <Box sx={{ color: 'text.secondary' }}>{t('withdrawal.admin.amountValue', { amount: yen(row.amount) })}</Box>
          <Box sx={{ color: 'text.secondary' }}>{t('withdrawal.admin.feeValue', { fee: yen(row.fee) })}</Box>
          <Box sx={{ fontWeight: 700, fontSize: 15 }}>{t('withdrawal.admin.netValue', { net: yen(row.net) })}</Box>
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
                  aria-label={t('withdrawal.admin.markPaidLabel', {
                    account: row.accountName,
                    net: yen(row.net),
                  })}
                >
                  {t('withdrawal.admin.markPaid')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => setRejecting(row)}
                  aria-label={t('withdrawal.admin.rejectLabel', { account: row.accountName })}
                >
                  {t('withdrawal.admin.reject')}
                </Button>
              </>
            ),
          } satisfies DataColumn<Withdrawal>,
        ]
      : [
          {
            key: 'decision',
            header: t('withdrawal.admin.columns.decision'),
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

  return (
    <ListSection
      title={t('withdrawal.admin.title')}
      description={t('withdrawal.admin.lead')}
      toolbar={
        <Tabs
          value={status}
          onChange={(_event, next: WithdrawalStatus) => {
            setStatus(next);
            setPage(1);
          }}
          aria-label={t('withdrawal.admin.tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, mb: 2 }}
        >
          {WITHDRAWAL_STATUSES.map((each) => (
            <Tab key={each} value={each} label={t(`withdrawal.admin.tabs.${each}`)} sx={{ minHeight: 44 }} />
          ))}
        </Tabs>
      }
      list={list}
      empty={<EmptyState title={t(`withdrawal.admin.empty.${status}`)} />}
      countText={(count) => t('withdrawal.admin.count', { count })}
      tableLabel={t('withdrawal.admin.tableLabel')}
      pagingLabel={t('withdrawal.admin.pagination')}
      columns={columns}
      rowKey={(row) => row.id}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <ReasonDialog
        open={rejecting !== null}
        title={t('withdrawal.admin.rejectTitle')}
        description={
          rejecting
            ? t('withdrawal.admin.rejectBody', {
                account: rejecting.accountName,
                amount: yen(rejecting.amount),
              })
            : ''
        }
        reasonLabel={t('withdrawal.admin.rejectReason')}
        reasonHelp={t('withdrawal.admin.rejectHelp')}
        // The dialog says what happens and that it is final: its button is the one confirmation.
        submitLabel={t('withdrawal.admin.rejectOk')}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await callApi(decideWithdrawal, { params: { id: rejecting.id }, body: { decision: 'rejected', reason } });
          showSnackbar(t('withdrawal.admin.rejected'), 'success');
          await Promise.all([mutate(), refreshCounts()]);
        }}
        onClose={() => setRejecting(null)}
      />
    </ListSection>
  );
}
