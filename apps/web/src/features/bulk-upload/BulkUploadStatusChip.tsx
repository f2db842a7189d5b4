import Chip from '@mui/material/Chip';
import { BULK_UPLOAD_STATUS_LABELS, type CsvUploadBatchStatus } from '@otodoke/domain';
import { useLanguage } from '../../app/i18n/use-language.ts';

const COLOURS: Readonly<
  Record<CsvUploadBatchStatus, 'default' | 'info' | 'primary' | 'warning' | 'success' | 'error'>
> = {
  not_yet: 'info',
  ready: 'primary',
  doing: 'warning',
  success: 'success',
  failure: 'error',
  cancel: 'default',
};

/** A batch's status (spec: not_yet … cancel) in words. */
export function BulkUploadStatusChip({ status }: { status: CsvUploadBatchStatus }) {
  const language = useLanguage();
  return (
    <Chip size="small" variant="outlined" color={COLOURS[status]} label={BULK_UPLOAD_STATUS_LABELS[status][language]} />
  );
}
