import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatYen, REVENUE_TYPE_LABELS } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { MoneyLineItem } from './MoneyLineItem.tsx';
import { formatYearMonth } from './revenue-money.ts';
import {
  groupSalesLines,
  isLateLine,
  type LineGroup,
  type LineGrouping,
  lateSummaryYen,
  type StatementLine,
} from './statement-lines.ts';

/** The statement's sales, grouped by store or by release; each group opens to its lines. */
export function StatementLines({ month, lines }: { month: string; lines: readonly StatementLine[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [grouping, setGrouping] = useState<LineGrouping>('store');
  const groups = groupSalesLines(lines, grouping, month);
  const lateYen = lateSummaryYen(lines, month);

  return (
    <SettingsSection
      title={t('revenue.financial.lines.title')}
      description={t('revenue.financial.lines.description')}
      action={
        groups.length > 0 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={grouping}
            onChange={(_event, next: LineGrouping | null) => {
              if (next) setGrouping(next);
            }}
            aria-label={t('revenue.financial.lines.groupBy')}
          >
            <ToggleButton value="store" sx={{ px: 2, whiteSpace: 'nowrap' }}>
              {t('revenue.financial.lines.byStore')}
            </ToggleButton>
            <ToggleButton value="release" sx={{ px: 2, whiteSpace: 'nowrap' }}>
              {t('revenue.financial.lines.byRelease')}
            </ToggleButton>
          </ToggleButtonGroup>
        )
      }
    >
      {lateYen !== null && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('revenue.financial.lines.lateSummary', { amount: formatYen(lateYen, lang) })}
        </Typography>
      )}
      {groups.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('revenue.financial.lines.none')}</Typography>
      ) : (
        <Box>
          {groups.map((group, index) => (
            <GroupAccordion
              key={group.key}
              group={group}
              grouping={grouping}
              month={month}
              defaultExpanded={index === 0}
            />
          ))}
        </Box>
      )}
    </SettingsSection>
  );
}

function GroupAccordion(props: { group: LineGroup; grouping: LineGrouping; month: string; defaultExpanded: boolean }) {
  const { group, grouping, month } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const label = group.label || t('revenue.financial.lines.unknownRelease');
  return (
    <Accordion
      disableGutters
      defaultExpanded={props.defaultExpanded}
      elevation={0}
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' }, bgcolor: 'transparent' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: { xs: 0.5, sm: 1 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ width: '100%', alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0, pr: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{label}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('revenue.financial.lines.lineCount', { count: group.lines.length })}
              {' · '}
              {t('revenue.financial.lines.quantity', {
                count: group.quantity,
                quantity: format.number(group.quantity),
              })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatYen(group.totalYen, lang)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 0.5, sm: 1 }, pt: 0 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.lines.map((line, index) => {
            const isLate = isLateLine(line, month);
            const name =
              grouping === 'store'
                ? line.releaseTitle || t('revenue.financial.lines.unknownRelease')
                : line.storeName || line.storeId;
            return (
              <MoneyLineItem
                // Lines have no id; a statement has one sales line per store, release, month and type.
                key={`${line.storeId}:${line.releaseId}:${line.saleMonth}:${line.revenueType}`}
                amount={formatYen(line.amountYen, lang)}
                ruleAbove={index !== 0}
                dashed
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {REVENUE_TYPE_LABELS[line.revenueType][lang]}
                    {' · '}
                    {t('revenue.financial.lines.quantity', {
                      count: line.quantity,
                      quantity: format.number(line.quantity),
                    })}
                  </Typography>
                  {isLate && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('revenue.financial.lines.late', { month: formatYearMonth(line.saleMonth, lang) })}
                      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                    />
                  )}
                </Stack>
              </MoneyLineItem>
            );
          })}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
