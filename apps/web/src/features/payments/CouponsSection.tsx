import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listMyCoupons } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { CouponActivateForm } from './CouponActivateForm.tsx';
import {
  couponDiscountText,
  couponStateOf,
  couponStateText,
  couponTargetText,
  couponValidUntilText,
} from './coupon-words.ts';
import type { AccountCoupon } from './payment-types.ts';
import { useJapanTime } from './use-japan-time.ts';

/** Entering a code, and the account's coupons: what each gives, for what, until when, and whether it works now. */
export function CouponsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const time = useJapanTime();
  const { data, error, mutate } = useApi(listMyCoupons, {});

  const columns: Array<DataColumn<AccountCoupon>> = [
    {
      key: 'code',
      header: t('payments.coupons.columns.code'),
      isPrimary: true,
      nowrap: true,
      render: (coupon) => (
        <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 700 }}>
          {coupon.code}
        </Box>
      ),
    },
    {
      key: 'benefit',
      header: t('payments.coupons.columns.benefit'),
      render: (coupon) => couponDiscountText(coupon, t),
    },
    {
      key: 'target',
      header: t('payments.coupons.columns.target'),
      render: (coupon) => couponTargetText(coupon, t),
    },
    {
      key: 'validUntil',
      header: t('payments.coupons.columns.validUntil'),
      render: (coupon) => couponValidUntilText(coupon.validUntil, time.language, t),
    },
    {
      key: 'state',
      header: t('payments.coupons.columns.state'),
      minWidth: 160,
      render: (coupon) => {
        const state = couponStateOf(coupon.state);
        return (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip
              size="small"
              variant="outlined"
              color={state === 'usable' ? 'success' : 'default'}
              label={couponStateText(state, t)}
            />
            {state === 'not_started' && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('payments.coupons.startsOn', { date: time.date(coupon.validFrom) })}
              </Typography>
            )}
            {/* A disabled coupon's API message says "not found"; the state word says it better. */}
            {!['usable', 'not_started', 'disabled'].includes(state) && coupon.message && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {coupon.message}
              </Typography>
            )}
          </Stack>
        );
      },
    },
  ];

  let list: ReactNode;
  if (error) list = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) list = <Skeleton variant="rounded" height={96} aria-label={t('common.loading')} />;
  else if (data.items.length === 0) list = <EmptyState title={t('payments.coupons.empty')} />;
  else {
    list = (
      <DataTable label={t('payments.coupons.listLabel')} columns={columns} rows={data.items} rowKey={(c) => c.code} />
    );
  }

  return (
    <SettingsSection title={t('payments.coupons.title')} description={t('payments.coupons.lead')}>
      <Stack spacing={2.5}>
        <CouponActivateForm
          disabled={!canEdit}
          onActivated={(coupon) =>
            void mutate(
              (current) => current && { items: [coupon, ...current.items.filter((item) => item.code !== coupon.code)] },
              { revalidate: true },
            )
          }
        />
        {list}
      </Stack>
    </SettingsSection>
  );
}
