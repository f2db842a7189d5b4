import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchAccounts } from '@otodoke/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { AccountFeatureFlagsDialog } from './AccountFeatureFlagsDialog.tsx';
import { accountSearchParams, pageCount, readAccountSearch } from './admin-search.ts';
import { useStartTakeover } from './use-start-takeover.ts';

type FoundAccount = ApiResult<typeof searchAccounts>['items'][number];

/**
 * Finds accounts by name or manager e-mail (GET /admin/api/v2/accounts), paged; each can be taken over read-only
 * and has its feature flags panel.
 */
export function AccountSearchSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const search = readAccountSearch(params);
  const [keyword, setKeyword] = useState(search.q);
  const startTakeover = useStartTakeover();
  const [flagsOf, setFlagsOf] = useState<{ id: number; name: string } | null>(null);
  const { data, error, mutate, isValidating } = useApi(
    searchAccounts,
    { query: { q: search.q, page: search.page } },
    { keepPreviousData: true },
  );

  // Back and forward change the address: the field follows it.
  useEffect(() => setKeyword(search.q), [search.q]);

  const go = (q: string, page: number) => setParams(accountSearchParams({ q, page }));

  const columns: Array<DataColumn<FoundAccount>> = [
    { key: 'id', header: t('admin.id'), render: (account) => account.id, width: 64, nowrap: true },
    {
      key: 'name',
      header: t('admin.name'),
      isPrimary: true,
      minWidth: 160,
      render: (account) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {account.personCompanyType === 'company' ? (
            <BusinessOutlinedIcon fontSize="small" titleAccess={t('dashboard.accountTypes.company')} />
          ) : (
            <PersonOutlinedIcon fontSize="small" titleAccess={t('dashboard.accountTypes.person')} />
          )}
          <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
            {account.name}
          </Box>
        </Stack>
      ),
    },
    {
      key: 'manager',
      header: t('admin.managerEmail'),
      render: (account) => account.managerEmail ?? t('admin.noManager'),
    },
    {
      key: 'createdAt',
      header: t('admin.createdAt'),
      render: (account) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.date(account.createdAt)}</Box>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (account) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
            onClick={() => void startTakeover(account.id)}
            aria-label={t('admin.takeoverLabel', { name: account.name })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('admin.takeover')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<TuneOutlinedIcon />}
            onClick={() => setFlagsOf({ id: account.id, name: account.name })}
            aria-label={t('adminConsole.featureFlags.openLabel', { name: account.name })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('adminConsole.featureFlags.open')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <SettingsSection title={t('admin.searchTitle')}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go(keyword, 1);
        }}
        sx={{ display: 'flex', gap: 1.5, mb: 2.5, flexDirection: { xs: 'column', sm: 'row' } }}
      >
        <TextField
          type="search"
          size="small"
          label={t('admin.searchLabel')}
          placeholder={t('admin.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          {t('common.search')}
        </Button>
      </Box>
      {error ? (
        <LoadError message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={44} />
          <Skeleton variant="rounded" height={44} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<SearchOffOutlinedIcon />} title={t('admin.emptyTitle')} body={t('admin.emptyBody')} />
      ) : (
        <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('admin.total', { count: data.total })}
          </Typography>
          <DataTable label={t('admin.resultsLabel')} columns={columns} rows={data.items} rowKey={(a) => a.id} />
          <PageNumbers
            page={data.page}
            count={pageCount(data.total)}
            onChange={(page) => go(search.q, page)}
            label={t('admin.pagination')}
          />
        </Box>
      )}
      <AccountFeatureFlagsDialog account={flagsOf} onClose={() => setFlagsOf(null)} />
    </SettingsSection>
  );
}
