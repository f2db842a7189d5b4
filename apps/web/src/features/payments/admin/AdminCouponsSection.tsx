import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { disableAdminCoupon, listAdminCoupons } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useConfirmedChange } from '../../../app/global-layer/use-confirmed-change.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import type { DataColumn } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListSection, SearchForm } from '../../../ui/ListSection.tsx';
import { couponDiscountText, couponTargetText } from '../coupon-words.ts';
import { formatJapanDate, lastDayOf } from '../japan-time.ts';
import { CreateCouponDialog } from './CreateCouponDialog.tsx';

type AdminCoupon = ApiResult<typeof listAdminCoupons>['items'][number];

const PAGE_SIZE = 20;

/** Every coupon with its use (GET /admin/api/v2/coupons), searchable by code; create and disable. */
export function AdminCouponsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirmChange = useConfirmedChange();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const [isCreating, setIsCreating] = useState(false);
  const list = useApi(
    listAdminCoupons,
    { query: { q: search.q || undefined, page: search.page, limit: PAGE_SIZE } },
    { keepPreviousData: true },
  );
  const { mutate } = list;

  const disable = (coupon: AdminCoupon) =>
    confirmChange({
      title: t('payments.adminCoupons.disableTitle'),
      content: t('payments.adminCoupons.disableConfirm', { code: coupon.code }),
      okLabel: t('payments.adminCoupons.disable'),
      onConfirm: () => callApi(disableAdminCoupon, { params: { id: coupon.id } }),
      doneText: () => t('payments.adminCoupons.disabled'),
      refresh: mutate,
    });

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

  return (
    <ListSection
      title={t('payments.adminCoupons.title')}
      description={t('payments.adminCoupons.lead')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
          {t('payments.adminCoupons.create')}
        </Button>
      }
      toolbar={
        <SearchForm
          label={t('payments.adminCoupons.searchLabel')}
          placeholder={t('payments.adminCoupons.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(q) => setSearch({ q, page: 1 })}
          maxLength={40}
        />
      }
      list={list}
      empty={
        <EmptyState title={search.q ? t('payments.adminCoupons.emptySearch') : t('payments.adminCoupons.empty')} />
      }
      countText={(count) => t('payments.adminCoupons.count', { count })}
      tableLabel={t('payments.adminCoupons.tableLabel')}
      pagingLabel={t('payments.adminCoupons.pagination')}
      columns={columns}
      rowKey={(c) => c.id}
      pageSize={PAGE_SIZE}
      onPage={(page) => setSearch((current) => ({ ...current, page }))}
    >
      <CreateCouponDialog open={isCreating} onClose={() => setIsCreating(false)} onCreated={() => void mutate()} />
    </ListSection>
  );
}
