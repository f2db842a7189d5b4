import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatYen, REVENUE_TYPE_LABELS, REVENUE_TYPES } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { CompactRows } from './CompactRows.tsx';
import { formatYearMonth, formatYearMonthShort } from './revenue-money.ts';
import { REVENUE_TYPE_COLORS } from './revenue-type-colors.ts';
import { type HistoryBar, type HistoryMonth, historyBars } from './statement-lines.ts';
import { useIsPhone } from './use-is-phone.ts';

interface FinancialHistoryProps {
  history: readonly HistoryMonth[];
  onOpenMonth: (month: string) => void;
}

/** The last twelve confirmed months: a bar per month stacked by revenue type, then the figures in a table. */
export function FinancialHistory({ history, onOpenMonth }: FinancialHistoryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  // Newest first, as the month picker lists them.
  const bars = historyBars(history).reverse();
  if (bars.length === 0) {
    return <EmptyState icon={<BarChartOutlinedIcon />} title={t('revenue.financial.empty.title')} />;
  }

  const monthLink = (bar: HistoryBar) => (
    <Link
      component="button"
      type="button"
      onClick={() => onOpenMonth(bar.month)}
      aria-label={t('revenue.history.open', { month: formatYearMonth(bar.month, lang) })}
      sx={{ fontWeight: 700, font: 'inherit', verticalAlign: 'baseline' }}
    >
      {formatYearMonth(bar.month, lang)}
    </Link>
  );
  const typeAmount = (bar: HistoryBar, revenueType: (typeof REVENUE_TYPES)[number]) =>
    bar.segments.find((segment) => segment.revenueType === revenueType)?.amountYen ?? 0;
  const columns: Array<DataColumn<HistoryBar>> = [
    { key: 'month', header: t('revenue.history.month'), isPrimary: true, nowrap: true, render: monthLink },
    ...REVENUE_TYPES.map(
      (revenueType): DataColumn<HistoryBar> => ({
        key: revenueType,
        header: REVENUE_TYPE_LABELS[revenueType][lang],
        align: 'right',
        nowrap: true,
        render: (bar) => formatYen(typeAmount(bar, revenueType), lang),
      }),
    ),
    {
      key: 'total',
      header: t('revenue.history.total'),
      align: 'right',
      nowrap: true,
      render: (bar) => (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 'inherit' }}>
          {formatYen(bar.totalYen, lang)}
        </Typography>
      ),
    },
  ];

  return (
    <SettingsSection title={t('revenue.history.title')} description={t('revenue.history.description')}>
      <Legend />
      {/* The bars repeat the table's figures for the eye; the table below carries them for everyone. */}
      <Box component="figure" aria-hidden="true" sx={{ m: 0, mb: 3 }}>
        <Stack spacing={1}>
          {bars.map((bar) => (
            <Box
              key={bar.month}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '64px 1fr 84px', sm: '96px 1fr 120px' },
                gap: 1.5,
                alignItems: 'center',
              }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {formatYearMonthShort(bar.month, lang)}
              </Typography>
              <Box sx={{ display: 'flex', height: 18, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
                {bar.segments.map((segment) => (
                  <Box
                    key={segment.revenueType}
                    sx={{ width: `${segment.basisPoints / 100}%`, bgcolor: REVENUE_TYPE_COLORS[segment.revenueType] }}
                  />
                ))}
              </Box>
              <Typography
                variant="body2"
                sx={{ textAlign: 'right', fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatYen(bar.totalYen, lang)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      {isPhone ? (
        <CompactRows
          label={t('revenue.history.title')}
          rows={bars.map((bar) => ({
            key: bar.month,
            title: monthLink(bar),
            amount: formatYen(bar.totalYen, lang),
            detail: REVENUE_TYPES.filter((revenueType) => typeAmount(bar, revenueType) !== 0)
              .map(
                (revenueType) =>
                  `${REVENUE_TYPE_LABELS[revenueType][lang]} ${formatYen(typeAmount(bar, revenueType), lang)}`,
              )
              .join(' · '),
          }))}
        />
      ) : (
        <DataTable label={t('revenue.history.title')} columns={columns} rows={bars} rowKey={(bar) => bar.month} />
      )}
    </SettingsSection>
  );
}

function Legend() {
  const lang = useLanguage();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-hidden="true"
      sx={{ listStyle: 'none', m: 0, p: 0, mb: 2, flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
    >
      {REVENUE_TYPES.map((revenueType) => (
        <Box component="li" key={revenueType} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: REVENUE_TYPE_COLORS[revenueType] }} />
          <Typography variant="body2">{REVENUE_TYPE_LABELS[revenueType][lang]}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
