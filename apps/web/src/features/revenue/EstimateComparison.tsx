import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { CompactRows } from './CompactRows.tsx';
import { formatMicrosWholeYen, formatYearMonth } from './revenue-money.ts';
import { type ComparisonRow, comparisonTotals } from './statement-lines.ts';
import { useIsPhone } from './use-is-phone.ts';

interface Row {
  key: string;
  store: string;
  isTotal: boolean;
  estimate: bigint;
  confirmed: bigint;
  fromEarlier: bigint;
  pending: bigint;
}

/**
 * Estimate beside confirmed, per store, for the sales dated in the statement's month; what the columns mean and why
 * they differ, in words.
 */
export function EstimateComparison({ month, rows }: { month: string; rows: readonly ComparisonRow[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const totals = comparisonTotals(rows);
  const tableRows: Row[] = [
    ...rows.map((row) => ({
      key: row.storeId,
      store: row.storeName || row.storeId,
      isTotal: false,
      estimate: BigInt(row.estimateMicros),
      confirmed: BigInt(row.confirmedMicros),
      fromEarlier: BigInt(row.fromEarlierMicros),
      pending: BigInt(row.pendingMicros),
    })),
    {
      key: '__total',
      store: t('revenue.financial.comparison.total'),
      isTotal: true,
      estimate: totals.estimateMicros,
      confirmed: totals.confirmedMicros,
      fromEarlier: totals.fromEarlierMicros,
      pending: totals.pendingMicros,
    },
  ];
  const amount = (pick: (row: Row) => bigint) => (row: Row) => (
    <Typography component="span" sx={{ fontWeight: row.isTotal ? 700 : 400, fontSize: 'inherit' }}>
      {formatMicrosWholeYen(pick(row), lang)}
    </Typography>
  );
  const columns: Array<DataColumn<Row>> = [
    {
      key: 'store',
      header: t('revenue.financial.comparison.store'),
      isPrimary: true,
      render: (row) => (
        <Typography component="span" sx={{ fontWeight: row.isTotal ? 700 : 600, fontSize: 'inherit' }}>
          {row.store}
        </Typography>
      ),
    },
    {
      key: 'estimate',
      header: t('revenue.financial.comparison.estimate'),
      align: 'right',
      nowrap: true,
      render: amount((row) => row.estimate),
    },
    {
      key: 'confirmed',
      header: t('revenue.financial.comparison.confirmed'),
      align: 'right',
      nowrap: true,
      render: amount((row) => row.confirmed),
    },
    {
      key: 'fromEarlier',
      header: t('revenue.financial.comparison.fromEarlier'),
      align: 'right',
      nowrap: true,
      render: amount((row) => row.fromEarlier),
    },
    {
      key: 'pending',
      header: t('revenue.financial.comparison.pending'),
      align: 'right',
      nowrap: true,
      render: amount((row) => row.pending),
    },
  ];

  return (
    <SettingsSection
      title={t('revenue.financial.comparison.title')}
      description={t('revenue.financial.comparison.lead', { month: formatYearMonth(month, lang) })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('revenue.financial.comparison.why')}
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('revenue.financial.comparison.none')}</Typography>
      ) : isPhone ? (
        <CompactRows
          label={t('revenue.financial.comparison.title')}
          amountHeader={t('revenue.financial.comparison.confirmed')}
          rows={tableRows.map((row) => ({
            key: row.key,
            title: row.store,
            amount: (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {t('revenue.financial.comparison.confirmed')}{' '}
                </Box>
                {formatMicrosWholeYen(row.confirmed, lang)}
              </>
            ),
            detail: [
              `${t('revenue.financial.comparison.estimate')} ${formatMicrosWholeYen(row.estimate, lang)}`,
              `${t('revenue.financial.comparison.fromEarlier')} ${formatMicrosWholeYen(row.fromEarlier, lang)}`,
              `${t('revenue.financial.comparison.pending')} ${formatMicrosWholeYen(row.pending, lang)}`,
            ].join(' · '),
          }))}
        />
      ) : (
        <DataTable
          label={t('revenue.financial.comparison.title')}
          columns={columns}
          rows={tableRows}
          rowKey={(row) => row.key}
        />
      )}
      <Typography variant="body2" component="div" sx={{ mt: 2.5, color: 'text.secondary' }}>
        <DefinitionRows
          items={(['estimate', 'confirmed', 'fromEarlier', 'pending'] as const).map((key) => ({
            label: t(`revenue.financial.comparison.${key}`),
            value: (
              <Typography variant="body2" component="span" sx={{ fontWeight: 400 }}>
                {t(`revenue.financial.comparison.legend.${key}`)}
              </Typography>
            ),
          }))}
        />
      </Typography>
    </SettingsSection>
  );
}
