import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listBalanceEntries } from '@otodoke/contract';
import { formatYen } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkButtonRow } from '../../ui/LinkButtonRow.tsx';
import { LoadingOrError } from '../../ui/LoadingOrError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { balanceKindOf } from './balance-kinds.ts';
import { CompactRows } from './CompactRows.tsx';
import { formatSignedYen } from './revenue-money.ts';
import { pageOf, REVENUE_PATHS } from './revenue-paths.ts';
import { useIsPhone } from './use-is-phone.ts';
import { useRefreshOnLanguage } from './use-refresh-on-language.ts';

type Entry = ApiResult<typeof listBalanceEntries>['items'][number];
const PAGE_SIZE = 20;

/** /member/balance and /creators/member/balance: what the account holds, and every movement, newest first. */
export function BalanceScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, error, mutate, isValidating } = useApi(
    listBalanceEntries,
    { query: { page, limit: PAGE_SIZE } },
    { keepPreviousData: true },
  );
  useRefreshOnLanguage(mutate);

  const goToPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next === 1) search.delete('page');
    else search.set('page', String(next));
    setParams(search);
  };

  const heading = <PageHeading title={t('revenue.balance.title')} lead={t('revenue.balance.lead')} />;
  if (!data) {
    return (
      <>
        {heading}
        <LoadingOrError error={error} onRetry={() => void mutate()} height={280} />
      </>
    );
  }

  const signedAmount = (entry: Entry) => (
    <Typography
      component="span"
      sx={{
        fontSize: 'inherit',
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: entry.amount < 0 ? 'error.main' : 'success.main',
      }}
    >
      {formatSignedYen(entry.amount, lang)}
    </Typography>
  );
  const kindOf = (entry: Entry) => t(`revenue.balance.kinds.${balanceKindOf(entry.kind)}`);
  const columns: Array<DataColumn<Entry>> = [
    { key: 'date', header: t('revenue.balance.date'), nowrap: true, render: (entry) => format.date(entry.createdAt) },
    {
      key: 'kind',
      header: t('revenue.balance.kind'),
      isPrimary: true,
      render: kindOf,
    },
    { key: 'memo', header: t('revenue.balance.memo'), render: (entry) => entry.memo || '—' },
    {
      key: 'amount',
      header: t('revenue.balance.amount'),
      align: 'right',
      nowrap: true,
      render: signedAmount,
    },
  ];
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  return (
    <>
      {heading}
      <Stack spacing={3}>
        <SettingsSection title={t('revenue.balance.current')}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 800, lineHeight: 1.2 }}>
                {formatYen(data.balance, lang)}
              </Typography>
              {data.pendingWithdrawals > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('revenue.balance.pending')}: <strong>{formatYen(data.pendingWithdrawals, lang)}</strong>
                  {' — '}
                  {t('revenue.balance.pendingNote')}
                </Typography>
              )}
            </Box>
            <LinkButtonRow
              links={[
                {
                  to: REVENUE_PATHS.withdrawal,
                  label: t('revenue.balance.withdraw'),
                  icon: <AccountBalanceWalletOutlinedIcon />,
                  variant: 'contained',
                },
                {
                  to: REVENUE_PATHS.financial,
                  label: t('revenue.balance.toReport'),
                  icon: <ReceiptLongOutlinedIcon />,
                },
              ]}
            />
          </Stack>
        </SettingsSection>
        <SettingsSection title={t('revenue.balance.history')}>
          {data.total === 0 ? (
            <EmptyState
              icon={<ReceiptLongOutlinedIcon />}
              title={t('revenue.balance.empty.title')}
              body={t('revenue.balance.empty.body')}
            />
          ) : (
            <Box sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isValidating}>
              {isPhone ? (
                <CompactRows
                  label={t('revenue.balance.history')}
                  rows={data.items.map((entry) => ({
                    key: entry.id,
                    title: kindOf(entry),
                    amount: signedAmount(entry),
                    detail: entry.memo
                      ? `${format.date(entry.createdAt)} · ${entry.memo}`
                      : format.date(entry.createdAt),
                  }))}
                />
              ) : (
                <DataTable
                  label={t('revenue.balance.history')}
                  columns={columns}
                  rows={data.items}
                  rowKey={(entry) => entry.id}
                />
              )}
              {pages > 1 && (
                <Pagination
                  count={pages}
                  page={Math.min(page, pages)}
                  onChange={(_event, next) => goToPage(next)}
                  sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
                />
              )}
            </Box>
          )}
        </SettingsSection>
      </Stack>
    </>
  );
}
