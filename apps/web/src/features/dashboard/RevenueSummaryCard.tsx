import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../app/i18n/format.ts';
import { CardIcon } from './CardIcon.tsx';
import {
  barHeights,
  type DashboardEstimate,
  estimateReportHref,
  formatDay,
  formatMicrosAsYen,
} from './revenue-summary.ts';

/**
 * Sales at a glance (the session's estimate report, dashboard_top): the 30 days up to the newest reported day, as
 * totals, a bar per day and the releases that earned most, with a link to the estimate report for the same days.
 */
export function RevenueSummaryCard({ report }: { report: DashboardEstimate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = format.language;
  const titleId = useId();
  const heights = barHeights(report.graphData);
  const { meta } = report;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CardIcon>
            <InsertChartOutlinedIcon fontSize="small" />
          </CardIcon>
          <Typography id={titleId} variant="h4" component="h2">
            {t('dashboard.home.revenue.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('dashboard.home.revenue.period', {
            from: formatDay(meta.from, lang),
            to: formatDay(meta.to, lang),
          })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <div>
            <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 2 }}>
              <div>
                <Box component="dt" sx={{ color: 'text.secondary', fontSize: 12 }}>
                  {t('dashboard.home.revenue.amount')}
                </Box>
                <Box component="dd" sx={{ m: 0, fontSize: 24, fontWeight: 700 }}>
                  {formatMicrosAsYen(report.totals.amountMicros, lang)}
                </Box>
              </div>
              <div>
                <Box component="dt" sx={{ color: 'text.secondary', fontSize: 12 }}>
                  {t('dashboard.home.revenue.quantity')}
                </Box>
                <Box component="dd" sx={{ m: 0, fontSize: 24, fontWeight: 700 }}>
                  {format.number(report.totals.quantity)}
                </Box>
              </div>
            </Box>
            {/* The bars repeat the daily figures of the report; their words are in each bar's title. */}
            <Box
              aria-hidden="true"
              sx={{
                display: 'flex',
                alignItems: 'flex-end',
                gap: '2px',
                height: 96,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {report.graphData.map((day, index) => (
                <Box
                  key={day.date}
                  title={t('dashboard.home.revenue.bar', {
                    date: formatDay(day.date, lang),
                    amount: formatMicrosAsYen(day.amountMicros, lang),
                    quantity: format.number(day.quantity),
                  })}
                  sx={{
                    flex: '1 1 0',
                    minWidth: 0,
                    height: `${heights[index]}%`,
                    bgcolor: 'primary.main',
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              ))}
            </Box>
            <Stack
              direction="row"
              aria-hidden="true"
              sx={{ justifyContent: 'space-between', mt: 0.5, color: 'text.secondary', fontSize: 12 }}
            >
              <span>{formatDay(meta.from, lang)}</span>
              <span>{formatDay(meta.to, lang)}</span>
            </Stack>
          </div>
          <div>
            <Typography variant="h5" component="h3" sx={{ fontSize: 15, mb: 1 }}>
              {t('dashboard.home.revenue.topReleases')}
            </Typography>
            {report.detailData.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('dashboard.home.revenue.noReleases')}
              </Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', rowGap: 1 }}>
                {report.detailData.map((row) => (
                  <li key={row.key}>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', minWidth: 0 }}>
                      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {row.label}
                      </Typography>
                      <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
                        {formatMicrosAsYen(row.amountMicros, lang)}
                      </Typography>
                    </Stack>
                  </li>
                ))}
              </Box>
            )}
          </div>
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('dashboard.home.revenue.note')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>
        <Button component={RouterLink} to={estimateReportHref(meta)} size="small">
          {t('dashboard.home.revenue.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
