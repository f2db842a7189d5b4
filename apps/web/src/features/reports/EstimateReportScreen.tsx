import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getEstimateReport } from '@otodoke/contract';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { requestContext } from '../../app/request-context.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { EstimateDetail } from './EstimateDetail.tsx';
import { EstimateFilters } from './EstimateFilters.tsx';
import { EstimateSummary } from './EstimateSummary.tsx';
import {
  type EstimateView,
  estimateApiQuery,
  estimateCsvUrl,
  estimateViewParams,
  readEstimateView,
} from './estimate-query.ts';
import { REPORT_PATHS } from './report-paths.ts';

// The chart library is most of the page's weight: it downloads alongside the report's data (the import starts when
// this module loads) and the rest of the page does not wait for it.
const chartModule = import('./EstimateChart.tsx');
const EstimateChart = lazy(() => chartModule.then((module) => ({ default: module.EstimateChart })));

/** Query parameters of the shell that a change of filters keeps (the account this tab works for, the language). */
const KEPT_PARAMS = ['_acid', 'lang'];

/**
 * /dashboard/reports/estimate: the estimate report. The filters live in the address; the summary, graph and
 * breakdown come from one request, kept on screen (faded) while the next one loads.
 */
export function EstimateReportScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  // "Yesterday" is fixed when the page opens, so the default range does not move under a person at midnight.
  const [now] = useState(() => new Date());
  const view = readEstimateView(params, now);
  const { data, error, mutate, isValidating } = useApi(
    getEstimateReport,
    { query: estimateApiQuery(view) },
    { keepPreviousData: true },
  );
  // Country and prefecture names come from the server in the interface language: ask again when it changes.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void mutate();
  }, [language, mutate]);

  const go = (next: Partial<EstimateView>) => {
    const search = estimateViewParams({ ...view, ...next });
    for (const key of KEPT_PARAMS) {
      const value = params.get(key);
      if (value !== null) search.set(key, value);
    }
    setParams(search, { preventScrollReset: true });
  };

  const hasNoSalesYet =
    data !== undefined &&
    data.meta.lastUpdateDate === null &&
    data.totals.quantity === 0 &&
    data.totals.amountMicros === '0';

  // Stack clears its children's margins, so the space under the heading is the Stack's.
  const heading = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between', mb: { xs: 2.5, md: 3 } }}
    >
      <PageHeading title={t('reports.estimate.title')} lead={t('reports.estimate.lead')} />
      {data && !hasNoSalesYet && (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          href={estimateCsvUrl(getEstimateReport.path, view, language, requestContext.acid)}
          download
          title={t('reports.estimate.csvHint')}
          sx={{
            flexShrink: 0,
            alignSelf: { xs: 'flex-start', sm: 'auto' },
            whiteSpace: 'nowrap',
          }}
        >
          {t('reports.estimate.csv')}
        </Button>
      )}
    </Stack>
  );

  const note = (
    <Alert severity="info" sx={{ mb: 3 }}>
      <Trans
        i18nKey="reports.estimate.note"
        components={{ report: <Link component={RouterLink} to={REPORT_PATHS.financial} sx={{ fontWeight: 700 }} /> }}
      />
    </Alert>
  );

  if (hasNoSalesYet) {
    return (
      <>
        {heading}
        <EmptyState
          icon={<InsertChartOutlinedIcon />}
          title={t('reports.estimate.empty.title')}
          body={t('reports.estimate.empty.body')}
          action={
            <Button
              variant="outlined"
              startIcon={<AlbumOutlinedIcon />}
              component={RouterLink}
              to="/dashboard/releases"
            >
              {t('reports.estimate.empty.action')}
            </Button>
          }
        />
        <Box sx={{ mt: 3 }}>{note}</Box>
      </>
    );
  }

  let body: ReactNode;
  if (error && !data) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) {
    body = (
      <Stack spacing={3} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else {
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.7 : 1, transition: 'opacity 150ms' }}>
        {error && (
          <Box sx={{ mb: 2 }}>
            <LoadError message={error.message} onRetry={() => void mutate()} />
          </Box>
        )}
        <EstimateSummary report={data} view={view} />
        <Stack spacing={3}>
          <Suspense fallback={<Skeleton variant="rounded" height={400} aria-label={t('common.loading')} />}>
            <EstimateChart report={data} metric={view.chart} onMetricChange={(chart) => go({ chart })} />
          </Suspense>
          <EstimateDetail report={data} view={view} onChange={go} />
        </Stack>
      </Box>
    );
  }

  return (
    <>
      {heading}
      {note}
      <EstimateFilters view={view} now={now} onChange={go} />
      {body}
    </>
  );
}
