import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listCurrencyRates, putCurrencyRate } from '@otodoke/contract';
import { monthOf, todayInTokyo } from '@otodoke/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsSection } from '../../../ui/SettingsSection.tsx';
import {
  CURRENCY_PATTERN,
  formatMonth,
  monthFieldValue,
  monthOptions,
  normaliseCurrencyText,
  normaliseRateText,
  ratesByMonth,
  YEN_PER_UNIT_PATTERN,
} from './admin-revenue.ts';

type Rate = ApiResult<typeof listCurrencyRates>['items'][number];
type MonthRates = { month: string; rates: Map<string, Rate> };
type Field = 'month' | 'currency' | 'yenPerUnit';

/** Months listed until the operator asks for all (the latest are the ones being worked on). */
const MONTHS_SHOWN = 6;

/**
 * Yen per unit of each currency by month (GET/PUT /admin/api/v2/currency-rates): reports imported later are valued
 * with them, shown as a month-by-currency table; selecting a rate puts it in the form to change.
 */
export function CurrencyRatesSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const rateRef = useRef<HTMLInputElement>(null);
  const [month, setMonth] = useState(() => monthOf(todayInTokyo(new Date())));
  const [currency, setCurrency] = useState('');
  const [yenPerUnit, setYenPerUnit] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { data, error, mutate } = useApi(listCurrencyRates, {});

  const edit = (rate: Rate) => {
    setMonth(rate.month);
    setCurrency(rate.currency);
    setYenPerUnit(rate.yenPerUnit);
    setProblems({});
    rateRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      month: monthFieldValue(month),
      currency: normaliseCurrencyText(currency),
      yenPerUnit: normaliseRateText(yenPerUnit),
    };
    const found: Partial<Record<Field, string>> = {};
    if (!body.month) found.month = t('revenue.admin.rates.monthFormat');
    if (!CURRENCY_PATTERN.test(body.currency)) found.currency = t('revenue.admin.rates.currencyFormat');
    if (!YEN_PER_UNIT_PATTERN.test(body.yenPerUnit)) found.yenPerUnit = t('revenue.admin.rates.rateFormat');
    setProblems(found);
    if (Object.keys(found).length > 0 || !body.month) return;
    setIsSaving(true);
    try {
      await callApi(putCurrencyRate, { body: { ...body, month: body.month } });
      showSnackbar(
        t('revenue.admin.rates.saved', {
          month: formatMonth(body.month, format.language),
          currency: body.currency,
          rate: body.yenPerUnit,
        }),
        'success',
      );
      setYenPerUnit('');
      await mutate();
    } catch (thrown) {
      const fields: Partial<Record<Field, string>> = {};
      handleError(thrown, {
        setFieldError: (field, message) => {
          if (field === 'month' || field === 'currency' || field === 'yenPerUnit') fields[field] = message;
        },
      });
      setProblems(fields);
    } finally {
      setIsSaving(false);
    }
  };

  const byMonth = ratesByMonth(data?.items ?? []);
  const columns: Array<DataColumn<MonthRates>> = [
    {
      key: 'month',
      header: t('revenue.admin.rates.month'),
      isPrimary: true,
      nowrap: true,
      render: (row) => formatMonth(row.month, format.language),
    },
    ...byMonth.currencies.map(
      (code): DataColumn<MonthRates> => ({
        key: code,
        header: code,
        align: 'right',
        nowrap: true,
        render: (row) => {
          const rate = row.rates.get(code);
          if (!rate) return <Box sx={{ color: 'text.disabled' }}>—</Box>;
          return (
            <Link
              component="button"
              type="button"
              onClick={() => edit(rate)}
              title={format.dateTime(rate.updatedAt)}
              aria-label={t('revenue.admin.rates.edit', {
                month: formatMonth(rate.month, format.language),
                currency: rate.currency,
              })}
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: 'inherit' }}
            >
              {rate.yenPerUnit}
            </Link>
          );
        },
      }),
    ),
  ];
  const monthChoices = monthOptions(
    monthOf(todayInTokyo(new Date())),
    byMonth.rows.map((row) => row.month),
  );

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  else if (data.items.length === 0) {
    body = <EmptyState title={t('revenue.admin.rates.empty')} body={t('revenue.admin.rates.emptyBody')} />;
  } else {
    body = (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('revenue.admin.rates.tableHint')}
        </Typography>
        <DataTable
          label={t('revenue.admin.rates.tableLabel')}
          columns={columns}
          rows={isShowingAll ? byMonth.rows : byMonth.rows.slice(0, MONTHS_SHOWN)}
          rowKey={(row) => row.month}
        />
        {!isShowingAll && byMonth.rows.length > MONTHS_SHOWN && (
          <Button onClick={() => setIsShowingAll(true)} sx={{ mt: 1 }}>
            {t('revenue.admin.rates.showAll', { count: byMonth.rows.length })}
          </Button>
        )}
      </>
    );
  }

  return (
    <SettingsSection title={t('revenue.admin.rates.title')} description={t('revenue.admin.rates.lead')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: 2, mb: 2.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('revenue.admin.rates.formTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={t('revenue.admin.rates.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            required
            error={Boolean(problems.month)}
            helperText={problems.month}
            sx={{ width: { sm: 180 } }}
          >
            {monthChoices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {formatMonth(choice, format.language)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('revenue.admin.rates.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value.toUpperCase())}
            required
            placeholder="USD"
            error={Boolean(problems.currency)}
            helperText={problems.currency}
            slotProps={{ htmlInput: { maxLength: 3, autoComplete: 'off', spellCheck: false } }}
            sx={{ width: { sm: 110 } }}
          />
          <TextField
            size="small"
            label={t('revenue.admin.rates.yenPerUnit')}
            value={yenPerUnit}
            onChange={(event) => setYenPerUnit(event.target.value)}
            required
            placeholder="150.25"
            inputRef={rateRef}
            error={Boolean(problems.yenPerUnit)}
            helperText={problems.yenPerUnit}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, autoComplete: 'off' } }}
            sx={{ width: { sm: 180 } }}
          />
          <Button type="submit" variant="contained" disabled={isSaving} sx={{ flexShrink: 0, height: 40 }}>
            {t('revenue.admin.rates.submit')}
          </Button>
        </Stack>
      </Box>
      {body}
    </SettingsSection>
  );
}
