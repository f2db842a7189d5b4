import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createBulkUpload } from '@otodoke/contract';
import { BULK_CSV_MAX_ROWS } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { type Upload, UploadField } from '../uploads/index.ts';
import type { BulkUploadBatch } from './bulk-upload-types.ts';

/** Step 2: the CSV file; once it is accepted the server checks every row and the batch opens below. */
export function UploadStep({ onChecked }: { onChecked: (batch: BulkUploadBatch) => void }) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [isChecking, setChecking] = useState(false);

  const check = async (id: number | null, upload?: Upload) => {
    setUploadId(id);
    if (id === null || upload?.status !== 'accepted') return;
    setChecking(true);
    try {
      const batch = await callApi(createBulkUpload, { body: { csvUploadId: id } });
      // The file now lives in its batch; the field is free for the next one.
      setUploadId(null);
      onChecked(batch);
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setChecking(false);
    }
  };

  return (
    <SettingsSection
      title={`${t('bulkUpload.step', { n: 2 })}: ${t('bulkUpload.upload.title')}`}
      description={t('bulkUpload.upload.body')}
    >
      <Stack spacing={2}>
        <UploadField
          kind="csv"
          value={uploadId}
          onChange={(id, upload) => void check(id, upload)}
          label={t('bulkUpload.upload.label')}
          helperText={t('bulkUpload.upload.helper', { rows: BULK_CSV_MAX_ROWS })}
          disabled={isChecking}
        />
        {isChecking && (
          <Stack spacing={1} role="status">
            <LinearProgress aria-label={t('bulkUpload.upload.checking')} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('bulkUpload.upload.checking')}
            </Typography>
          </Stack>
        )}
      </Stack>
    </SettingsSection>
  );
}
