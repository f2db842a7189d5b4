// The statistics page's bar charts (@mui/x-charts, loaded with the page's figures, not with the app): streams by
// month, and a ranking (stores, countries, genres) as horizontal bars. The tables beside them carry every number.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { axisName, formatCount, formatCountShort, monthName, monthTick } from './music-stats-view.ts';

export function MonthsChart({ months }: { months: readonly { month: string; streams: number }[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  return (
    <Box sx={{ mx: { xs: -1, sm: 0 } }}>
      <BarChart
        height={280}
        skipAnimation
        hideLegend
        grid={{ horizontal: true }}
        margin={{ top: 12, right: 16, bottom: 4, left: 4 }}
        localeText={{ noData: t('musicStats.chart.noData'), loading: t('musicStats.chart.loading') }}
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((month) => month.month),
            valueFormatter: (month: string, context) =>
              context.location === 'tick' ? monthTick(month, language) : monthName(month, language),
          },
        ]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatCountShort(value, language) }]}
        series={[
          {
            data: months.map((month) => month.streams),
            label: t('musicStats.table.streams'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => formatCount(value ?? 0, language),
          },
        ]}
      />
    </Box>
  );
}

export function RankChart({ rows }: { rows: readonly { key: string; name: string; streams: number }[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  // Forty pixels a bar, so that ten rows stay readable on a phone.
  const height = 32 + rows.length * 40;
  return (
    <Box>
      <BarChart
        height={height}
        layout="horizontal"
        skipAnimation
        hideLegend
        grid={{ vertical: true }}
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        localeText={{ noData: t('musicStats.chart.noData'), loading: t('musicStats.chart.loading') }}
        yAxis={[
          {
            scaleType: 'band',
            data: rows.map((row) => axisName(row.name)),
            width: 112,
          },
        ]}
        xAxis={[{ valueFormatter: (value: number) => formatCountShort(value, language) }]}
        series={[
          {
            data: rows.map((row) => row.streams),
            label: t('musicStats.table.streams'),
            color: theme.palette.secondary.main,
            valueFormatter: (value) => formatCount(value ?? 0, language),
          },
        ]}
      />
    </Box>
  );
}
