import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { disableAdminCoupon, listAdminCoupons } from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { couponDiscountText, couponTargetText, formatJapanDate, lastDayOf } from '../payments/index.ts';
import { pageCount } from './admin-search.ts';
import { CreateCouponDialog } from './CreateCouponDialog.tsx';

type AdminCoupon = ApiResult<typeof listAdminCoupons>['items'][number];

const PAGE_SIZE = 20;

/** Every coupon with its use (GET /admin/api/v2/coupons), searchable by code; create and disable. */
export function AdminCouponsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const [isCreating, setIsCreating] = useState(false);
  const { data, error, mutate, isValidating } = useApi(
    listAdminCoupons,
    { query: { q: search.q || undefined, page: search.page, limit: PAGE_SIZE } },
    { keepPreviousData: true },
  );

  const disable = async (coupon: AdminCoupon) => {
    try {
      const done = await confirm({
        title: t('payments.adminCoupons.disableTitle'),
        content: t('payments.adminCoupons.disableConfirm', { code: coupon.code }),
        okLabel: t('payments.adminCoupons.disable'),
        onConfirm: () => callApi(disableAdminCoupon, { params: { id: coupon.id } }),
      });
      if (done) showSnackbar(t('payments.adminCoupons.disabled'));
    } catch (thrown) {
      handleError(thrown);
    }
    await mutate();
  };

  const secondary = { color: 'text.secondary', fontSize: 13 } as const;
  const columns: Array<DataColumn<AdminCoupon>> = [
    {
      key: 'code',
      header: t('payments.adminCoupons.columns.code'),
      isPrimary: true,
      minWidth: 180,
      render: (coupon) => (
        <Box>
          <Box sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
            {coupon.code}
          </Box>
          {coupon.description && <Box sx={{ ...secondary, fontWeight: 400 }}>{coupon.description}</Box>}
        </Box>
      ),
    },
    {
      key: 'discount',
      header: t('payments.adminCoupons.columns.discount'),
      minWidth: 150,
      render: (coupon) => (
        <Box>
          <Box sx={{ whiteSpace: 'nowrap' }}>{couponDiscountText(coupon, t, true)}</Box>
          <Box sx={secondary}>{couponTargetText(coupon, t)}</Box>
        </Box>
      ),
    },
    {
      key: 'period',
      header: t('payments.adminCoupons.columns.period'),
      minWidth: 120,
      render: (coupon) => {
        const from = formatJapanDate(coupon.validFrom, language);
        return coupon.validUntil
          ? t('payments.adminCoupons.period', { from, to: lastDayOf(coupon.validUntil, language) })
          : t('payments.adminCoupons.periodOpen', { from });
      },
    },
    {
      key: 'uses',
      header: t('payments.adminCoupons.columns.uses'),
      render: (coupon) => (
        <Box>
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {t('payments.adminCoupons.usesValue', {
              uses: coupon.uses.toLocaleString('en-US'),
              max: coupon.maxUses?.toLocaleString('en-US') ?? t('payments.adminCoupons.unlimited'),
            })}
          </Box>
          <Box sx={{ ...secondary, whiteSpace: 'nowrap' }}>
            {t('payments.adminCoupons.perAccountValue', { count: coupon.maxUsesPerAccount })}
          </Box>
        </Box>
      ),
    },
    {
      key: 'state',
      header: t('payments.adminCoupons.columns.state'),
      nowrap: true,
      render: (coupon) =>
        coupon.disabledAt ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('payments.adminCoupons.disabledOn', { date: formatJapanDate(coupon.disabledAt, language) })}
          />
        ) : (
          <Chip size="small" variant="outlined" color="success" label={t('payments.adminCoupons.active')} />
        ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      isActions: true,
      render: (coupon) =>
        coupon.disabledAt ? null : (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => void disable(coupon)}
            aria-label={t('payments.adminCoupons.disableLabel', { code: coupon.code })}
          >
            {t('payments.adminCoupons.disable')}
          </Button>
        ),
    },
  ];

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={140} aria-label={t('common.loading')} />;
  else if (data.items.length === 0) {
    body = <EmptyState title={search.q ? t('payments.adminCoupons.emptySearch') : t('payments.adminCoupons.empty')} />;
  } else {
    const pages = pageCount(data.total, PAGE_SIZE);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('payments.adminCoupons.count', { count: data.total })}
        </Typography>
        <DataTable
          label={t('payments.adminCoupons.tableLabel')}
          columns={columns}
          rows={data.items}
          rowKey={(c) => c.id}
        />
        <PageNumbers
          page={data.page}
          count={pages}
          onChange={(page) => setSearch((current) => ({ ...current, page }))}
          label={t('payments.adminCoupons.pagination')}
        />
      </Box>
    );
  }

  return (
    <SettingsSection
      title={t('payments.adminCoupons.title')}
      description={t('payments.adminCoupons.lead')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
          {t('payments.adminCoupons.create')}
        </Button>
      }
    >
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: keyword.trim(), page: 1 });
        }}
        sx={{ mb: 2.5 }}
      >
        <TextField
          type="search"
          size="small"
          label={t('payments.adminCoupons.searchLabel')}
          placeholder={t('payments.adminCoupons.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          {t('common.search')}
        </Button>
      </Stack>
      {body}
      <CreateCouponDialog open={isCreating} onClose={() => setIsCreating(false)} onCreated={() => void mutate()} />
    </SettingsSection>
  );
}
