import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { listWithdrawals } from '@otodoke/contract';
import { formatYen, WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@otodoke/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import type { ApiResult } from '../../app/api-client.ts';
import type { ApiRequestError } from '../../app/api-error.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';

type Withdrawals = ApiResult<typeof listWithdrawals>;
type Withdrawal = Withdrawals['items'][number];

export const WITHDRAWALS_PAGE_SIZE = 20;

const STATUS_COLORS: Record<WithdrawalStatus, 'default' | 'success' | 'error'> = {
  requested: 'default',
  paid: 'success',
  rejected: 'error',
};

interface WithdrawalRequestsProps {
  withdrawals: SWRResponse<Withdrawals, ApiRequestError>;
  page: number;
  onPage: (page: number) => void;
}

/** The account's withdrawal requests, newest first, with their status and, when refused, why. */
export function WithdrawalRequests({ withdrawals, page, onPage }: WithdrawalRequestsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const { data, error, mutate } = withdrawals;

  const columns: Array<DataColumn<Withdrawal>> = [
    { key: 'date', header: t('withdrawal.requests.date'), nowrap: true, render: (row) => format.date(row.createdAt) },
    {
      key: 'amount',
      header: t('withdrawal.requests.amount'),
      isPrimary: true,
      align: 'right',
      nowrap: true,
      render: (row) => formatYen(row.amount, lang),
    },
    {
      key: 'net',
      header: t('withdrawal.requests.net'),
      align: 'right',
      nowrap: true,
      render: (row) => formatYen(row.net, lang),
    },
    {
      key: 'account',
      header: t('withdrawal.requests.account'),
      render: (row) =>
        `${row.bankAccount.bankName} ${row.bankAccount.branchName} ${row.bankAccount.accountNumberMasked}`,
    },
    {
      key: 'status',
      header: t('withdrawal.requests.status'),
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" color={STATUS_COLORS[row.status]} label={WITHDRAWAL_STATUS_LABELS[row.status][lang]} />
          {row.status === 'rejected' && row.reason && (
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              {t('withdrawal.requests.reason', { reason: row.reason })}
            </Typography>
          )}
          {row.decidedAt && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('withdrawal.requests.decided', { date: format.date(row.decidedAt) })}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];

  let content: ReactNode;
  if (error && !data) content = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) content = <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  else if (data.total === 0) {
    content = <Typography sx={{ color: 'text.secondary' }}>{t('withdrawal.requests.empty')}</Typography>;
  } else {
    const pages = Math.max(1, Math.ceil(data.total / WITHDRAWALS_PAGE_SIZE));
    content = (
      <>
        <DataTable
          label={t('withdrawal.requests.title')}
          columns={columns}
          rows={data.items}
          rowKey={(row) => row.id}
        />
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, next) => onPage(next)}
            sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
          />
        )}
      </>
    );
  }
  return <SettingsSection title={t('withdrawal.requests.title')}>{content}</SettingsSection>;
}
