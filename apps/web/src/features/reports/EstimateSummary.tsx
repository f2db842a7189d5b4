import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { getEstimateReport } from '@otodoke/contract';
import { ESTIMATE_REPORT_DETAIL_TYPE_LABELS, ESTIMATE_REPORT_DETAIL_TYPES } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../app/api-client.ts';
import { formatNumber } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { slashDate } from './bucket-labels.ts';
import type { EstimateView } from './estimate-query.ts';
import { formatCountCompact, formatMicrosCompact, formatMicrosYen } from './report-figures.ts';

type EstimateReport = ApiResult<typeof getEstimateReport>;

/** The period's totals (plays and downloads, estimated revenue), the period itself, and the totals by detail type. */
export function EstimateSummary({ report, view }: { report: EstimateReport; view: EstimateView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { totals, meta } = report;
  const quantityShort = formatCountCompact(totals.quantity, language);
  const quantityExact = formatNumber(totals.quantity, language);
  const amountShort = formatMicrosCompact(totals.amountMicros, language);
  const amountExact = formatMicrosYen(totals.amountMicros, language);
  const byType = ESTIMATE_REPORT_DETAIL_TYPES.flatMap((type) => {
    const found = report.byDetailType.find((entry) => entry.detailType === type);
    return found && (found.quantity !== 0 || found.amountMicros !== '0') ? [found] : [];
  });

  return (
    <Box component="section" aria-label={t('reports.estimate.summary.label')} sx={{ mb: 3 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          gap: { xs: 1.5, sm: 2 },
          m: 0,
        }}
      >
        <Figure
          label={t('reports.estimate.summary.quantity')}
          value={quantityShort}
          exact={quantityShort === quantityExact ? null : quantityExact}
        />
        <Figure
          label={t('reports.estimate.summary.amount')}
          value={amountShort}
          exact={amountShort === amountExact ? null : amountExact}
        />
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, gridColumn: { xs: 'span 2', lg: 'auto' } }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('reports.estimate.summary.period')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: 18, fontWeight: 700 }}>
            {meta.from === meta.to ? slashDate(meta.from) : `${slashDate(meta.from)} – ${slashDate(meta.to)}`}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            {meta.lastUpdateDate
              ? t('reports.estimate.lastUpdated', { date: slashDate(meta.lastUpdateDate) })
              : t('reports.estimate.lastUpdatedNone')}
          </Typography>
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, mt: 2 }}>
        <Typography component="h2" variant="h5" sx={{ fontSize: 16, mb: 1.5 }}>
          {t('reports.estimate.summary.byType')}
        </Typography>
        {byType.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('reports.estimate.summary.byTypeEmpty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(auto-fill, minmax(220px, 1fr))' },
              columnGap: 3,
              rowGap: 1,
            }}
          >
            {byType.map((entry) => {
              // By type always covers every type; the ones the filters leave out are shown faded.
              const isShown = view.detailTypes.length === 0 || view.detailTypes.includes(entry.detailType);
              return (
                <Box
                  component="li"
                  key={entry.detailType}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    py: 0.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    opacity: isShown ? 1 : 0.55,
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                      {ESTIMATE_REPORT_DETAIL_TYPE_LABELS[entry.detailType][language]}
                    </Typography>
                    <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {t('reports.estimate.summary.typeQuantity', { quantity: formatNumber(entry.quantity, language) })}
                    </Typography>
                  </Box>
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatMicrosYen(entry.amountMicros, language)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

function Figure({ label, value, exact }: { label: string; value: string; exact: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mt: 0.5, fontSize: { xs: 26, sm: 30 }, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {exact && (
        <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
          {exact}
        </Typography>
      )}
    </Paper>
  );
}
