// Sending a mix for mastering: the mix (and, optionally, a reference track to match: WAV, FLAC, MP3 or AAC, sent as an
// upload of kind reference) uploaded with the uploads feature's resumable field, then analysed and previewed by the
// server (no credit spent).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createMasteringAudio } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { UploadField } from '../uploads/index.ts';
import type { MasteringAudioView } from './mastering-logic.ts';

export function NewMixForm({ onCreated }: { onCreated: (audio: MasteringAudioView) => void }) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [mixId, setMixId] = useState<number | null>(null);
  const [referenceId, setReferenceId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [isSending, setSending] = useState(false);

  const send = async () => {
    if (mixId === null) return;
    setSending(true);
    try {
      const audio = await callApi(createMasteringAudio, {
        body: { uploadId: mixId, referenceUploadId: referenceId, ...(name.trim() ? { name: name.trim() } : {}) },
      });
      showSnackbar(t('mastering.upload.started'));
      setMixId(null);
      setReferenceId(null);
      setName('');
      onCreated(audio);
    } catch (error) {
      handleError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsSection title={t('mastering.upload.title')} description={t('mastering.upload.body')}>
      <Stack spacing={2.5}>
        <UploadField
          kind="audio"
          value={mixId}
          onChange={(id) => setMixId(id)}
          label={t('mastering.upload.mix')}
          disabled={isSending}
        />
        <UploadField
          kind="reference"
          value={referenceId}
          onChange={(id) => setReferenceId(id)}
          label={t('mastering.upload.reference')}
          helperText={t('mastering.upload.referenceHelper')}
          disabled={isSending}
        />
        <TextField
          label={t('mastering.upload.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ maxWidth: 480 }}
        />
        <div>
          <Button variant="contained" onClick={() => void send()} disabled={mixId === null || isSending}>
            {t('mastering.upload.submit')}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
