// The image prompt of the editor: upload a picture (the service's upload field, kind image), have the server make its
// web sizes (POST /admin/api/v2/content/images), and describe it: nothing is inserted without alt text.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createContentImage } from '@otodoke/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../../app/api-client.ts';
import { toApiRequestError } from '../../../app/api-error.ts';
import { UploadField } from '../../uploads/index.ts';
import { type ImageAttrs, imageAttrsOf } from '../content-doc.ts';

export type { ImageAttrs } from '../content-doc.ts';

type ContentImage = ApiResult<typeof createContentImage>;

export interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (image: ImageAttrs) => void;
}

export function ImageDialog({ open, onClose, onInsert }: ImageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [image, setImage] = useState<ContentImage | null>(null);
  const [making, setMaking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setUploadId(null);
    setImage(null);
    setFailure(null);
    setAlt('');
    setAltError(null);
  }, [open]);

  const makeSizes = async (id: number | null) => {
    setUploadId(id);
    setImage(null);
    setFailure(null);
    if (id === null) return;
    setMaking(true);
    try {
      setImage(await callApi(createContentImage, { body: { uploadId: id } }));
      altRef.current?.focus();
    } catch (thrown) {
      setFailure(toApiRequestError(thrown).message);
    } finally {
      setMaking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image) {
      setFailure(t('contentAdmin.editor.image.chooseFirst'));
      return;
    }
    const attrs = imageAttrsOf(image, alt);
    if (!attrs) {
      setAltError(t('contentAdmin.editor.image.altRequired'));
      altRef.current?.focus();
      return;
    }
    onInsert(attrs);
  };

  const preview = image ? [...image.variants].sort((a, b) => a.width - b.width)[0] : undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('contentAdmin.editor.image.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <UploadField
              kind="image"
              value={uploadId}
              onChange={(id) => void makeSizes(id)}
              label={t('contentAdmin.editor.image.file')}
              helperText={t('contentAdmin.editor.image.fileHelp')}
            />
            {making && <LinearProgress aria-label={t('contentAdmin.editor.image.making')} />}
            {failure && <Alert severity="error">{failure}</Alert>}
            {preview && (
              <Box
                component="img"
                src={preview.url}
                alt={alt}
                width={preview.width}
                height={preview.height}
                sx={{ maxWidth: '100%', height: 'auto', maxHeight: 240, objectFit: 'contain', alignSelf: 'flex-start' }}
              />
            )}
            <TextField
              inputRef={altRef}
              required
              fullWidth
              label={t('contentAdmin.editor.image.alt')}
              value={alt}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(null);
              }}
              error={altError !== null}
              helperText={altError ?? t('contentAdmin.editor.image.altHelp')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('contentAdmin.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={making}>
            {t('contentAdmin.editor.image.insert')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
