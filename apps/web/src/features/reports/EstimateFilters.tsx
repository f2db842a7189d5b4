import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ESTIMATE_REPORT_DETAIL_TYPE_LABELS, ESTIMATE_REPORT_DETAIL_TYPES } from '@otodoke/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { slashDate } from './bucket-labels.ts';
import {
  activeQuickRange,
  ESTIMATE_DATE_TYPES,
  type EstimateView,
  MAX_RANGE_DAYS,
  parseTypedDate,
  QUICK_RANGES,
  quickRange,
  type RangeProblem,
  rangeProblemOf,
  toggleDetailType,
} from './estimate-query.ts';

interface EstimateFiltersProps {
  view: EstimateView;
  now: Date;
  onChange: (next: Partial<EstimateView>) => void;
}

/** The report's filters: period (quick ranges or typed dates), graph step and detail types. Everything wraps. */
export function EstimateFilters({ view, now, onChange }: EstimateFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const quick = activeQuickRange(view, now);
  const typesLabelId = useId();

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('reports.estimate.filters.label')}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, mb: 3 }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack
            role="group"
            aria-label={t('reports.estimate.filters.quickLabel')}
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            {QUICK_RANGES.map((range) => (
              <Button
                key={range}
                size="small"
                variant={quick === range ? 'contained' : 'outlined'}
                aria-pressed={quick === range}
                disableElevation
                onClick={() => onChange({ ...quickRange(range, now), page: 1 })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t(`reports.estimate.filters.quick.${range}`)}
              </Button>
            ))}
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={view.dateType}
            aria-label={t('reports.estimate.filters.dateType.label')}
            onChange={(_event, next: EstimateView['dateType'] | null) => {
              if (next) onChange({ dateType: next });
            }}
            sx={{ alignSelf: { xs: 'flex-start', md: 'auto' } }}
          >
            {ESTIMATE_DATE_TYPES.map((dateType) => (
              <ToggleButton key={dateType} value={dateType} sx={{ px: 2, whiteSpace: 'nowrap' }}>
                {t(`reports.estimate.filters.dateType.${dateType}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {/* Typed dates: the form starts again from the view whenever the view's range changes. */}
        <DateRangeForm key={`${view.from}/${view.to}`} from={view.from} to={view.to} onChange={onChange} />
        <Box>
          <Typography id={typesLabelId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('reports.estimate.filters.detailTypes.label')}
          </Typography>
          <Stack role="group" aria-labelledby={typesLabelId} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip
              label={t('reports.estimate.filters.detailTypes.all')}
              clickable
              color={view.detailTypes.length === 0 ? 'primary' : 'default'}
              variant={view.detailTypes.length === 0 ? 'filled' : 'outlined'}
              aria-pressed={view.detailTypes.length === 0}
              onClick={() => onChange({ detailTypes: [], page: 1 })}
            />
            {ESTIMATE_REPORT_DETAIL_TYPES.map((type) => {
              const isOn = view.detailTypes.includes(type);
              return (
                <Chip
                  key={type}
                  label={ESTIMATE_REPORT_DETAIL_TYPE_LABELS[type][language]}
                  clickable
                  color={isOn ? 'primary' : 'default'}
                  variant={isOn ? 'filled' : 'outlined'}
                  aria-pressed={isOn}
                  onClick={() => onChange({ detailTypes: toggleDetailType(view.detailTypes, type), page: 1 })}
                />
              );
            })}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

function DateRangeForm({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (next: Partial<EstimateView>) => void;
}) {
  const { t } = useTranslation();
  const [fromText, setFromText] = useState(slashDate(from));
  const [toText, setToText] = useState(slashDate(to));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextFrom = parseTypedDate(fromText);
    const nextTo = parseTypedDate(toText);
    const found = rangeProblemOf(nextFrom, nextTo);
    setProblem(found);
    if (found || !nextFrom || !nextTo) return;
    setFromText(slashDate(nextFrom));
    setToText(slashDate(nextTo));
    onChange({ from: nextFrom, to: nextTo, page: 1 });
  };

  const message = problem ? t(`reports.estimate.filters.problems.${problem}`, { days: MAX_RANGE_DAYS }) : null;
  const isFromWrong = problem === 'fromInvalid' || problem === 'fromAfterTo' || problem === 'tooLong';
  const isToWrong = problem === 'toInvalid';
  const field = {
    size: 'small' as const,
    placeholder: t('reports.estimate.filters.dateFormat'),
    slotProps: {
      htmlInput: {
        inputMode: 'numeric' as const,
        autoComplete: 'off',
        maxLength: 10,
        'aria-describedby': message ? problemId : undefined,
      },
    },
    sx: { flex: { xs: 1, sm: 'none' }, width: { sm: 168 }, minWidth: 0 },
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('reports.estimate.filters.period')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: { xs: 1, sm: 0 } }}>
          <TextField
            {...field}
            label={t('reports.estimate.filters.from')}
            value={fromText}
            onChange={(event) => setFromText(event.target.value)}
            error={isFromWrong}
          />
          <Box aria-hidden="true" sx={{ color: 'text.secondary' }}>
            –
          </Box>
          <TextField
            {...field}
            label={t('reports.estimate.filters.to')}
            value={toText}
            onChange={(event) => setToText(event.target.value)}
            error={isToWrong}
          />
        </Stack>
        <Button
          type="submit"
          variant="outlined"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, height: 40, px: 3 }}
        >
          {t('reports.estimate.filters.apply')}
        </Button>
      </Stack>
      {message && (
        <Typography id={problemId} role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
