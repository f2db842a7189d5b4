// Replacing the mix of a mastering audio: upload the new mix, then confirm; the server analyses and previews it again
// (no credit is spent until it is mastered again).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { replaceMasteringAudio } from '@otodoke/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useConfirmedChange } from '../../app/global-layer/use-confirmed-change.ts';
import { UploadField } from '../uploads/index.ts';

interface ReplaceMixDialogProps {
  open: boolean;
  audioId: number;
  onClose: () => void;
  onReplaced: () => Promise<unknown>;
}

export function ReplaceMixDialog({ open, audioId, onClose, onReplaced }: ReplaceMixDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirmChange = useConfirmedChange();
  const [uploadId, setUploadId] = useState<number | null>(null);

  const close = () => {
    setUploadId(null);
    onClose();
  };
  const replace = async () => {
    if (uploadId === null) return;
    let isDone = false;
    await confirmChange({
      title: t('mastering.replace.confirmTitle'),
      content: t('mastering.replace.confirmBody'),
      okLabel: t('mastering.replace.confirmOk'),
      onConfirm: async () => {
        await callApi(replaceMasteringAudio, { params: { id: audioId }, body: { uploadId } });
        isDone = true;
      },
      doneText: () => t('mastering.replace.done'),
      refresh: onReplaced,
    });
    if (isDone) close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('mastering.replace.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('mastering.replace.confirmBody')}</DialogContentText>
        <UploadField
          kind="audio"
          value={uploadId}
          onChange={(id) => setUploadId(id)}
          label={t('mastering.upload.mix')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void replace()} disabled={uploadId === null}>
          {t('mastering.replace.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
