import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { getFinancialReport } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LinkButtonRow } from '../../ui/LinkButtonRow.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingOrError } from '../../ui/LoadingOrError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { REPORT_PATHS } from '../reports/index.ts';
import { FinancialHistory } from './FinancialHistory.tsx';
import { formatYearMonth } from './revenue-money.ts';
import { type FinancialMode, financialQueryOf, REVENUE_PATHS } from './revenue-paths.ts';
import { StatementView } from './StatementView.tsx';
import { useRefreshOnLanguage } from './use-refresh-on-language.ts';

/** Query parameters of the shell that a change of view keeps (the account this tab works for, the language). */
const KEPT_PARAMS = ['_acid', 'lang'];

/**
 * /creators/dashboard/reports/financial and /member/report: confirmed revenue, one month's statement in detail
 * (?year_month=) or the last twelve months (?mode=fixed).
 */
export function FinancialReportScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const { mode, yearMonth } = financialQueryOf(params);
  const { data, error, mutate, isValidating } = useApi(
    getFinancialReport,
    { query: { mode, yearMonth } },
    { keepPreviousData: true },
  );
  useRefreshOnLanguage(mutate);

  const go = (next: { mode: FinancialMode; yearMonth?: string }) => {
    const search = new URLSearchParams();
    if (next.mode === 'fixed') search.set('mode', 'fixed');
    else if (next.yearMonth) search.set('year_month', next.yearMonth);
    for (const key of KEPT_PARAMS) {
      const value = params.get(key);
      if (value !== null) search.set(key, value);
    }
    setParams(search, { preventScrollReset: true });
  };

  const links = (
    <LinkButtonRow
      size="small"
      sx={{ flexShrink: 0 }}
      links={[
        { to: REPORT_PATHS.estimate, label: t('revenue.financial.toEstimate'), icon: <InsertChartOutlinedIcon /> },
        {
          to: REVENUE_PATHS.balance,
          label: t('revenue.financial.toBalance'),
          icon: <AccountBalanceWalletOutlinedIcon />,
        },
      ]}
    />
  );
  const heading = (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 1.5, md: 2 }}
      sx={{ alignItems: { xs: 'stretch', md: 'flex-start' }, justifyContent: 'space-between', mb: { xs: 2.5, md: 3 } }}
    >
      <PageHeading title={t('revenue.financial.title')} lead={t('revenue.financial.lead')} />
      {links}
    </Stack>
  );

  if (!data) {
    return (
      <>
        {heading}
        <LoadingOrError error={error} onRetry={() => void mutate()} height={320} />
      </>
    );
  }
  if (data.months.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon={<ReceiptLongOutlinedIcon />}
          title={t('revenue.financial.empty.title')}
          body={t('revenue.financial.empty.body')}
          action={
            <Button variant="contained" component={RouterLink} to={REPORT_PATHS.estimate}>
              {t('revenue.financial.toEstimate')}
            </Button>
          }
        />
      </>
    );
  }

  const shownMonth = data.statement?.month ?? yearMonth ?? data.months[0] ?? '';
  return (
    <>
      {heading}
      <Tabs
        value={mode}
        onChange={(_event, next: FinancialMode) => go(next === 'fixed' ? { mode: 'fixed' } : { mode: 'yearmonth' })}
        aria-label={t('revenue.financial.modes.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, mb: 3 }}
      >
        <Tab value="yearmonth" label={t('revenue.financial.modes.yearmonth')} sx={{ minHeight: 44 }} />
        <Tab value="fixed" label={t('revenue.financial.modes.fixed')} sx={{ minHeight: 44 }} />
      </Tabs>
      {error && (
        <Box sx={{ mb: 2 }}>
          <LoadError message={error.message} onRetry={() => void mutate()} />
        </Box>
      )}
      {/* The previous answer stays on screen, faded, while the next month loads. */}
      <Box sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isValidating}>
        {mode === 'fixed' ? (
          <FinancialHistory
            history={data.history}
            onOpenMonth={(month) => go({ mode: 'yearmonth', yearMonth: month })}
          />
        ) : (
          <Stack spacing={3}>
            <TextField
              select
              label={t('revenue.financial.monthPicker')}
              value={data.months.includes(shownMonth) ? shownMonth : ''}
              onChange={(event) => go({ mode: 'yearmonth', yearMonth: event.target.value })}
              sx={{ width: { xs: '100%', sm: 240 } }}
            >
              {data.months.map((month) => (
                <MenuItem key={month} value={month}>
                  {formatYearMonth(month, lang)}
                </MenuItem>
              ))}
            </TextField>
            {data.statement ? (
              <StatementView statement={data.statement} />
            ) : (
              <Alert severity="info">
                {t('revenue.financial.noStatement', { month: formatYearMonth(shownMonth, lang) })}
              </Alert>
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
