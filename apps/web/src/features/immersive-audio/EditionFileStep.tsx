// The file of an edition: upload it (with progress, resumable), and once the upload is accepted attach it, which
// queues its verification. Also the way to retry after a failed check, and to send an update once on sale.
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { setImmersiveSongFile } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { type Upload, UploadField } from '../uploads/index.ts';
import { FORMAT_ACCEPT, type ImmersiveSong } from './immersive-rules.ts';

interface EditionFileStepProps {
  song: ImmersiveSong;
  isResend: boolean;
  onAttached: (song: ImmersiveSong) => void;
}

const FAILED = new Set<ImmersiveSong['verificationStatus']>([
  'verification_failed',
  'verify_operation_failed',
  'upload_failed',
  'upload_cancelled',
]);

export function EditionFileStep({ song, isResend, onAttached }: EditionFileStepProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [isAttaching, setAttaching] = useState(false);
  const formatName = t(`immersiveAudio.formats.${song.format}`);

  const attach = async (id: number | null, upload?: Upload) => {
    setUploadId(id);
    if (id === null || upload?.status !== 'accepted') return;
    setAttaching(true);
    try {
      const next = await callApi(setImmersiveSongFile, {
        params: { id: song.id },
        body: { uploadId: id, format: song.format },
      });
      // The file now belongs to the edition; the field is free for another one.
      setUploadId(null);
      showSnackbar(t('immersiveAudio.edition.attached'), 'success');
      onAttached(next);
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setAttaching(false);
    }
  };

  let body = t('immersiveAudio.edition.fileBody', { format: formatName });
  if (isResend) body = t('immersiveAudio.edition.resendBody');
  else if (FAILED.has(song.verificationStatus)) body = t('immersiveAudio.edition.retryBody');

  return (
    <Stack spacing={1.5} component="section" aria-label={t('immersiveAudio.edition.fileTitle')}>
      <Typography variant="h4" component="h3">
        {t('immersiveAudio.edition.fileTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {body}
      </Typography>
      <UploadField
        kind="immersive"
        value={uploadId}
        onChange={(id, upload) => void attach(id, upload)}
        label={t('immersiveAudio.edition.fileLabel', { format: formatName })}
        helperText={t(`immersiveAudio.formatHelp.${song.format}`)}
        accept={FORMAT_ACCEPT[song.format]}
        disabled={isAttaching}
      />
      {isAttaching && (
        <Stack spacing={1} role="status">
          <LinearProgress aria-label={t('immersiveAudio.edition.attaching')} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('immersiveAudio.edition.attaching')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
