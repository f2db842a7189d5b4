import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatYen, REVENUE_TYPE_LABELS } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { EstimateComparison } from './EstimateComparison.tsx';
import { formatMicrosYen, formatYearMonth } from './revenue-money.ts';
import { REVENUE_TYPE_COLORS } from './revenue-type-colors.ts';
import { SplitLines } from './SplitLines.tsx';
import { StatementLines } from './StatementLines.tsx';
import { amountsByRevenueType, carryNoteOf, type Statement, splitLinesOf } from './statement-lines.ts';

/** One month's statement: the total, by revenue type, the sales and splits in it, and estimate against confirmed. */
export function StatementView({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const month = formatYearMonth(statement.month, lang);
  const types = amountsByRevenueType(statement.byRevenueType);
  const splits = splitLinesOf(statement.lines);
  const carry = carryNoteOf(statement);

  return (
    <Stack spacing={3}>
      <SettingsSection title={t('revenue.financial.total.label', { month })}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 2.5 }}>
          <Typography sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 800, lineHeight: 1.2 }}>
            {formatYen(statement.totalYen, lang)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('revenue.financial.total.note')}
          </Typography>
        </Stack>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {t('revenue.financial.byType')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: { xs: 1, sm: 1.5 },
            m: 0,
            mb: 2,
          }}
        >
          {types.map((type) => (
            <Box
              key={type.revenueType}
              sx={{
                p: { xs: 1.5, sm: 2 },
                borderRadius: 2,
                bgcolor: 'action.hover',
                minWidth: 0,
                // One line each on phones: the type at the left, its amount at the right.
                display: { xs: 'flex', sm: 'block' },
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 2,
              }}
            >
              <Typography
                component="dt"
                variant="body2"
                sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Box
                  aria-hidden="true"
                  sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: REVENUE_TYPE_COLORS[type.revenueType] }}
                />
                {REVENUE_TYPE_LABELS[type.revenueType][lang]}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  mt: { xs: 0, sm: 0.5 },
                  fontSize: { xs: 17, sm: 20 },
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                }}
              >
                {formatYen(type.amountYen, lang)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {carry.kind === 'fraction'
            ? t('revenue.financial.carry', {
                carryIn: formatMicrosYen(carry.carryInMicros, lang),
                carryOut: formatMicrosYen(carry.carryOutMicros, lang),
              })
            : carry.kind === 'belowZero'
              ? t('revenue.financial.carryBelowZero', { carryOut: formatMicrosYen(carry.carryOutMicros, lang) })
              : t('revenue.financial.carryNone')}
        </Typography>
      </SettingsSection>
      <EstimateComparison month={statement.month} rows={statement.comparison} />
      <StatementLines month={statement.month} lines={statement.lines} />
      {(splits.received.length > 0 || splits.paid.length > 0) && <SplitLines {...splits} />}
    </Stack>
  );
}
