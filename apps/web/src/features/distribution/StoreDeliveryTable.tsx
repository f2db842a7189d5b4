import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { DeliveryProblemReason } from './DeliveryProblemReason.tsx';
import { DeliveryStatusChip } from './DeliveryStatusChip.tsx';
import type { StoreDelivery } from './distribution-state.ts';

/**
 * The release at each store: its state, when that last changed, since when it sells, and why a store refused. A
 * table from sm up; on phones one compact line per store (a release often goes to dozens of stores).
 */
export function StoreDeliveryTable({ stores }: { stores: readonly StoreDelivery[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (isPhone) {
    return (
      <Box
        component="ul"
        aria-label={t('distribution.panel.storesLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
      >
        {stores.map((store) => (
          <Box component="li" key={store.storeId} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>{store.storeName}</Typography>
              <Box sx={{ flexShrink: 0, maxWidth: '60%' }}>
                <DeliveryStatusChip status={store.status} />
              </Box>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {store.status === 'on_sale' && store.onSaleAt
                ? t('distribution.panel.onSaleSince', { date: format.date(store.onSaleAt) })
                : t('distribution.panel.updatedAt', { date: format.dateTime(store.updatedAt) })}
            </Typography>
            {(store.status === 'refused' || store.status === 'failed') && (
              <Box sx={{ mt: 0.5 }}>
                <DeliveryProblemReason delivery={store} />
              </Box>
            )}
          </Box>
        ))}
      </Box>
    );
  }

  const hasReasons = stores.some((store) => store.status === 'refused' || store.status === 'failed');
  const columns: Array<DataColumn<StoreDelivery>> = [
    {
      key: 'store',
      header: t('distribution.columns.store'),
      isPrimary: true,
      minWidth: 140,
      render: (store) => <Box sx={{ fontWeight: 700 }}>{store.storeName}</Box>,
    },
    {
      key: 'status',
      header: t('distribution.columns.status'),
      minWidth: 140,
      render: (store) => <DeliveryStatusChip status={store.status} />,
    },
    {
      key: 'updatedAt',
      header: format.timeHeader(t('distribution.columns.updatedAt')),
      nowrap: true,
      render: (store) => format.dateTimePlain(store.updatedAt),
    },
    {
      key: 'onSaleAt',
      header: t('distribution.columns.onSaleAt'),
      nowrap: true,
      render: (store) => (store.onSaleAt ? format.date(store.onSaleAt) : '—'),
    },
    ...(hasReasons
      ? [
          {
            key: 'reason',
            header: t('distribution.columns.reason'),
            minWidth: 240,
            render: (store: StoreDelivery) =>
              store.status === 'refused' || store.status === 'failed' ? (
                <DeliveryProblemReason delivery={store} />
              ) : (
                '—'
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={t('distribution.panel.storesLabel')}
      columns={columns}
      rows={stores}
      rowKey={(store) => store.storeId}
    />
  );
}
