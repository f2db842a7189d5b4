import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { getEstimateReport } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { formatNumber } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { bucketPeriod, bucketTick, slashDate } from './bucket-labels.ts';
import { ESTIMATE_METRICS, type EstimateMetric } from './estimate-query.ts';
import { formatCountCompact, formatMicrosYen, formatYenCompact } from './report-figures.ts';

type EstimateReport = ApiResult<typeof getEstimateReport>;

const SEN = 10_000n;
const SMALL_YEN = {
  ja: new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

/**
 * A bar's height in yen with two decimals, so that an account earning sen a day still sees its bars. Only the
 * drawing uses this number; every amount people read comes from the exact micro-yen text.
 */
function barYen(amountMicros: string): number {
  return Number(BigInt(amountMicros) / SEN) / 100;
}

interface EstimateChartProps {
  report: EstimateReport;
  metric: EstimateMetric;
  onMetricChange: (metric: EstimateMetric) => void;
}

/** The period's estimated revenue (or plays and downloads) as bars by day, week or month. */
export function EstimateChart({ report, metric, onMetricChange }: EstimateChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const { graphData, meta } = report;
  const dates = graphData.map((point) => point.date);
  const values = graphData.map((point) => (metric === 'amount' ? barYen(point.amountMicros) : point.quantity));
  const hasData = values.some((value) => value !== 0);
  const range = { from: meta.from, to: meta.to };
  const period = meta.from === meta.to ? slashDate(meta.from) : `${slashDate(meta.from)} – ${slashDate(meta.to)}`;
  const metricLabel = t(`reports.estimate.chart.metric.${metric}`);

  const tickOfValue = (value: number): string => {
    if (metric === 'quantity') return formatCountCompact(value, language);
    if (Number.isInteger(value)) return formatYenCompact(value, language);
    const small = SMALL_YEN[language].format(value);
    return language === 'ja' ? `${small}円` : `¥${small}`;
  };

  return (
    <SettingsSection
      title={t('reports.estimate.chart.title')}
      action={
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={metric}
          aria-label={t('reports.estimate.chart.metric.label')}
          onChange={(_event, next: EstimateMetric | null) => {
            if (next) onMetricChange(next);
          }}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {ESTIMATE_METRICS.map((each) => (
            <ToggleButton key={each} value={each} sx={{ flex: { xs: 1, sm: 'none' }, px: 1.5, whiteSpace: 'nowrap' }}>
              {t(`reports.estimate.chart.toggle.${each}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('reports.estimate.chart.description', {
            period,
            metric: t(`reports.estimate.chart.metricInText.${metric}`),
            step: t(`reports.estimate.chart.step.${meta.dateType}`),
          })}
        </Typography>
        <Box sx={{ mx: { xs: -1, sm: 0 } }}>
          <BarChart
            height={300}
            skipAnimation
            hideLegend
            grid={{ horizontal: true }}
            margin={{ top: 12, right: 24, bottom: 4, left: 4 }}
            localeText={{ noData: t('reports.estimate.chart.noData'), loading: t('reports.estimate.chart.loading') }}
            xAxis={[
              {
                scaleType: 'band',
                data: dates,
                tickLabelInterval: 'auto',
                valueFormatter: (date: string, context) =>
                  context.location === 'tick'
                    ? bucketTick(date, meta.dateType)
                    : bucketPeriod(date, meta.dateType, range),
              },
            ]}
            yAxis={[{ width: 64, valueFormatter: (value: number) => tickOfValue(value) }]}
            series={
              hasData
                ? [
                    {
                      data: values,
                      label: metricLabel,
                      color: theme.palette.primary.main,
                      valueFormatter: (_value, { dataIndex }) => {
                        const point = graphData[dataIndex];
                        if (!point) return '';
                        return metric === 'amount'
                          ? formatMicrosYen(point.amountMicros, language)
                          : formatNumber(point.quantity, language);
                      },
                    },
                  ]
                : []
            }
          />
        </Box>
      </Box>
    </SettingsSection>
  );
}
