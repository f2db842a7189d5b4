import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FindReplaceOutlinedIcon from '@mui/icons-material/FindReplaceOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/i18n/format.ts';
import { DefinitionRows } from '../../../ui/DefinitionRows.tsx';
import { formatMicrosAsYen, storeNameOf } from './admin-revenue.ts';
import type { SalesReport } from './sales-report-upload.ts';

/** Warnings listed at once; a report with thousands of odd lines would otherwise make the dialog unusable. */
const WARNINGS_SHOWN = 200;

/**
 * Everything known about one imported report: where it came from, its lines, rates, and its warnings (folded); a
 * report not replaced yet can be replaced with a corrected file.
 */
export function SalesReportDialog({
  report,
  onClose,
  onReplace,
}: {
  report: SalesReport | null;
  onClose: () => void;
  onReplace?: (report: SalesReport) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Dialog open={report !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      {report && (
        <>
          <DialogTitle id={titleId}>{t('revenue.admin.reports.detail.title', { id: report.id })}</DialogTitle>
          <DialogContent dividers>
            <SalesReportFacts report={report} />
            {report.warnings.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2.5 }}>
                {t('revenue.admin.reports.detail.noWarnings')}
              </Typography>
            ) : (
              <Accordion disableGutters defaultExpanded={report.warnings.length <= 5} sx={{ mt: 2.5 }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {t('revenue.admin.reports.detail.warnings', { count: report.warnings.length })}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                    {report.warnings.slice(0, WARNINGS_SHOWN).map((warning, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line may carry the same warning twice; the list never reorders
                      <Box component="li" key={`${warning.line}-${warning.code}-${index}`} sx={{ fontSize: 13 }}>
                        <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                          {t('revenue.admin.reports.detail.warningLine', { line: format.number(warning.line) })}
                        </Box>
                        <Box component="code" sx={{ color: 'text.secondary', mr: 1 }}>
                          {warning.code}
                        </Box>
                        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                          {warning.message}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                  {report.warnings.length > WARNINGS_SHOWN && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                      {t('revenue.admin.reports.detail.moreWarnings', {
                        count: report.warnings.length - WARNINGS_SHOWN,
                      })}
                    </Typography>
                  )}
                </AccordionDetails>
              </Accordion>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            {onReplace && report.replacedBy === null && (
              <Button color="warning" startIcon={<FindReplaceOutlinedIcon />} onClick={() => onReplace(report)}>
                {t('revenue.admin.reports.detail.replace')}
              </Button>
            )}
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** The facts of a report, also shown after an upload. */
export function SalesReportFacts({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rates = Object.entries(report.currencyRates).filter(([currency]) => currency !== 'JPY');
  return (
    <DefinitionRows
      items={[
        { label: t('revenue.admin.reports.detail.fileName'), value: report.fileName },
        { label: t('revenue.admin.reports.detail.source'), value: t(`revenue.admin.reports.source.${report.source}`) },
        { label: t('revenue.admin.reports.detail.store'), value: storeNameOf(report.storeId) },
        {
          label: t('revenue.admin.reports.detail.format'),
          value: report.profile ? `${report.format.toUpperCase()} · ${report.profile}` : report.format.toUpperCase(),
        },
        {
          label: t('revenue.admin.reports.detail.period'),
          value:
            report.periodStart && report.periodEnd
              ? report.periodStart === report.periodEnd
                ? format.date(report.periodStart)
                : t('revenue.admin.reports.periodValue', {
                    from: format.date(report.periodStart),
                    to: format.date(report.periodEnd),
                  })
              : t('revenue.admin.reports.noPeriod'),
        },
        {
          label: t('revenue.admin.reports.detail.files'),
          value: t('revenue.admin.reports.detail.filesValue', { n: report.fileNumber, total: report.numberOfFiles }),
        },
        { label: t('revenue.admin.reports.detail.lines'), value: format.number(report.lines) },
        { label: t('revenue.admin.reports.detail.matched'), value: format.number(report.matchedLines) },
        {
          label: t('revenue.admin.reports.detail.unmatched'),
          value: (
            <Box component="span" sx={{ color: report.unmatchedLines > 0 ? 'warning.main' : undefined }}>
              {format.number(report.unmatchedLines)}
            </Box>
          ),
        },
        {
          label: t('revenue.admin.reports.detail.revenue'),
          value: formatMicrosAsYen(report.revenueMicros, format.language),
        },
        {
          label: t('revenue.admin.reports.detail.rates'),
          value:
            rates.length === 0 ? (
              t('revenue.admin.reports.detail.noRates')
            ) : (
              <Box component="span" sx={{ display: 'grid', gap: 0.25 }}>
                {rates.map(([currency, rate]) => (
                  <span key={currency}>{t('revenue.admin.reports.detail.rateValue', { currency, rate })}</span>
                ))}
              </Box>
            ),
        },
        { label: t('revenue.admin.reports.detail.importedAt'), value: format.dateTime(report.importedAt) },
        ...(report.replacedBy !== null && report.replacedAt
          ? [
              {
                label: t('revenue.admin.reports.detail.replacedBy'),
                value: t('revenue.admin.reports.detail.replacedByValue', {
                  id: report.replacedBy,
                  date: format.dateTime(report.replacedAt),
                }),
              },
            ]
          : []),
      ]}
    />
  );
}
