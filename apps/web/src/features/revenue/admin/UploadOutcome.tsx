// What an upload of a sales report has come to: its progress while it is sent and processed, what was imported (or
// that it already was), why it was refused, or that the operator stopped it.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/i18n/format.ts';
import { formatBytes, formatMicrosAsYen } from './admin-revenue.ts';
import { SalesReportFacts } from './SalesReportDialog.tsx';
import type { SalesReport, UploadProgress, UploadResult } from './sales-report-upload.ts';

export type UploadPhase =
  | { kind: 'form' }
  | { kind: 'sending'; progress: UploadProgress }
  | { kind: 'done'; result: UploadResult }
  | { kind: 'failed'; message: string; explanation: string | null; reason: string | null }
  | { kind: 'aborted' };

export function UploadOutcome({ phase, replaces }: { phase: UploadPhase; replaces: SalesReport | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (phase.kind === 'sending') {
    const { sent, total } = phase.progress;
    const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
    const isProcessing = total > 0 && sent >= total;
    return (
      <Box role="status" aria-live="polite">
        <LinearProgress
          variant={isProcessing ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t('revenue.admin.upload.submit')}
          sx={{ height: 8, borderRadius: 99, mb: 1 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {isProcessing
            ? t('revenue.admin.upload.processing')
            : t('revenue.admin.upload.progress', { percent, sent: formatBytes(sent), total: formatBytes(total) })}
        </Typography>
      </Box>
    );
  } else if (phase.kind === 'done') {
    const { outcome: kind, report } = phase.result;
    return (
      <Stack spacing={2}>
        {kind === 'imported' ? (
          <Alert severity="success">
            <AlertTitle>{t(replaces ? 'revenue.admin.upload.replaced' : 'revenue.admin.upload.imported')}</AlertTitle>
            {t(replaces ? 'revenue.admin.upload.replacedBody' : 'revenue.admin.upload.importedBody', {
              old: replaces?.id,
              id: report.id,
              lines: format.number(report.lines),
              matched: format.number(report.matchedLines),
              unmatched: format.number(report.unmatchedLines),
              revenue: formatMicrosAsYen(report.revenueMicros, format.language),
            })}
          </Alert>
        ) : (
          <Alert severity="info">
            <AlertTitle>{t('revenue.admin.upload.duplicate')}</AlertTitle>
            {t('revenue.admin.upload.duplicateBody', { id: report.id, name: report.fileName })}
          </Alert>
        )}
        <SalesReportFacts report={report} />
      </Stack>
    );
  } else if (phase.kind === 'failed') {
    return (
      <Alert severity="error">
        <AlertTitle>{t('revenue.admin.upload.failed')}</AlertTitle>
        {phase.explanation ?? phase.message}
        {phase.reason && (
          <>
            <Box sx={{ mt: 1, fontSize: 13, fontWeight: 700 }}>{t('revenue.admin.upload.failureRecord')}</Box>
            <Box
              component="code"
              lang="en"
              sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {phase.reason}
            </Box>
          </>
        )}
      </Alert>
    );
  } else if (phase.kind === 'aborted') {
    return <Alert severity="warning">{t('revenue.admin.upload.aborted')}</Alert>;
  }

  return null;
}
