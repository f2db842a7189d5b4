// The exchange rates an operator adds for currencies the month's table lacks: up to ten rows of currency and rate,
// each with its own messages.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RateRow } from './sales-report-upload.ts';

export function ExchangeRateRows({
  rates,
  messages,
  disabled,
  onChange,
  onRemoved,
}: {
  rates: RateRow[];
  messages: Map<number, { currency?: string; rate?: string }>;
  disabled: boolean;
  onChange: (rates: RateRow[]) => void;
  /** A row went: the messages, kept by row number, no longer fit. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const updateRate = (index: number, change: Partial<RateRow>) =>
    onChange(rates.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('revenue.admin.upload.rates')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('revenue.admin.upload.ratesHelp')}
      </Typography>
      <Stack spacing={1.5}>
        {rates.map((row, index) => {
          const rowMessages = messages.get(index);
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              key={index}
              sx={{
                display: 'grid',
                gridTemplateColumns: '96px minmax(0, 1fr) auto',
                gap: 1.5,
                alignItems: 'start',
              }}
            >
              <TextField
                size="small"
                label={t('revenue.admin.upload.currency')}
                value={row.currency}
                onChange={(event) => updateRate(index, { currency: event.target.value.toUpperCase() })}
                error={Boolean(rowMessages?.currency)}
                helperText={rowMessages?.currency}
                slotProps={{ htmlInput: { maxLength: 3, autoComplete: 'off', spellCheck: false } }}
              />
              <TextField
                size="small"
                label={t('revenue.admin.upload.rate')}
                value={row.rate}
                onChange={(event) => updateRate(index, { rate: event.target.value })}
                error={Boolean(rowMessages?.rate)}
                helperText={rowMessages?.rate}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, autoComplete: 'off' } }}
              />
              <IconButton
                onClick={() => {
                  onChange(rates.filter((_, at) => at !== index));
                  onRemoved();
                }}
                aria-label={t('revenue.admin.upload.removeRate', { n: index + 1 })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...rates, { currency: '', rate: '' }])}
        disabled={disabled || rates.length >= 10}
        sx={{ mt: 1 }}
      >
        {t('revenue.admin.upload.addRate')}
      </Button>
    </Box>
  );
}
