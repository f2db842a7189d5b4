import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getUpload } from '@otodoke/contract';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiKey, useApi } from '../../app/data/use-api.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { UploadSummary } from './UploadSummary.tsx';
import { acceptedSummary, DEFAULT_ACCEPT } from './upload-format.ts';
import type { Upload, UploadKind } from './upload-types.ts';
import { useTusUpload } from './use-tus-upload.ts';

export interface UploadFieldProps {
  kind: UploadKind;
  /** The accepted upload's id, or null when there is none yet. */
  value: number | null;
  /** An accepted file (with its upload), or null when the user removes the file. */
  onChange: (id: number | null, upload?: Upload) => void;
  label: string;
  helperText?: string;
  error?: string;
  disabled?: boolean;
  /** The file chooser's filter; by default the kind's formats. */
  accept?: string;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * A file of one kind for a form: drop it or choose it, watch it upload (resumable, cancellable), learn what the
 * server found in it, and replace or remove it later.
 */
export function UploadField({ kind, value, onChange, label, helperText, error, disabled, accept }: UploadFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const { state, start, retry, cancel, reset } = useTusUpload(kind, (upload) => {
    void mutate(apiKey(getUpload, { params: { id: upload.id } }), upload, { revalidate: false });
    onChange(upload.id, upload);
  });
  const current = useApi(getUpload, value !== null ? { params: { id: value } } : null, {
    // A file still being checked (set by another screen) is followed until it is done.
    refreshInterval: (data) => (data && (data.status === 'uploading' || data.status === 'checking') ? 2000 : 0),
  });
  const accepts = acceptedSummary(kind);
  const isBusy = state.phase === 'preparing' || state.phase === 'uploading' || state.phase === 'checking';
  const canChoose = !disabled && !isBusy;

  const choose = () => inputRef.current?.click();
  const takeFiles = (files: FileList | null | undefined) => {
    if (!files || files.length === 0 || !canChoose) return;
    if (files.length > 1) {
      setNotice(t('uploads.field.oneFileOnly'));
      return;
    }
    setNotice(null);
    void start(files[0]!);
  };

  const dropTarget = canChoose
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          takeFiles(event.dataTransfer.files);
        },
      }
    : {};

  const chooseButton = (text: string, variant: 'contained' | 'outlined' | 'text' = 'outlined') => (
    <Button variant={variant} onClick={choose} disabled={!canChoose} aria-describedby={hintId}>
      {text}
    </Button>
  );

  let body: ReactNode;
  if (state.phase === 'preparing' || state.phase === 'uploading') {
    body = <UploadProgress state={state} onCancel={cancel} />;
  } else if (state.phase === 'checking') {
    body = (
      <Stack spacing={1.25} role="status">
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{state.fileName}</Typography>
        <LinearProgress aria-label={t('uploads.field.checking')} sx={{ height: 8, borderRadius: 4 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('uploads.field.checking')}
        </Typography>
      </Stack>
    );
  } else if (state.phase === 'rejected' && state.upload) {
    body = (
      <Stack spacing={1.5}>
        <UploadSummary upload={state.upload} />
        <Alert severity="error" role="alert">
          <AlertTitle>{t('uploads.field.rejected')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {state.upload.problems.map((problem) => (
              <li key={problem.id}>{problem.message}</li>
            ))}
          </Box>
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {chooseButton(t('uploads.field.chooseAnother'), 'contained')}
          {value !== null && (
            <Button color="inherit" onClick={reset}>
              {t('uploads.field.keepCurrent')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  } else if (state.phase === 'failed') {
    body = (
      <Stack spacing={1.5}>
        <Alert severity="error" role="alert">
          <AlertTitle>{t('uploads.field.failed')}</AlertTitle>
          {state.fileName && <Box sx={{ overflowWrap: 'anywhere' }}>{state.fileName}</Box>}
          {state.error}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {state.upload && state.upload.status === 'uploading' && (
            <Button variant="contained" onClick={retry}>
              {t('uploads.field.retry')}
            </Button>
          )}
          {chooseButton(t('uploads.field.chooseAnother'))}
          {value !== null && (
            <Button color="inherit" onClick={reset}>
              {t('uploads.field.keepCurrent')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  } else if (value !== null) {
    const actions = disabled ? undefined : (
      <Stack direction="row" spacing={1}>
        {chooseButton(t('uploads.field.replace'))}
        <Button color="error" onClick={() => onChange(null)}>
          {t('uploads.field.remove')}
        </Button>
      </Stack>
    );
    body = current.data ? (
      <Stack spacing={1.5}>
        <UploadSummary upload={current.data} actions={actions} />
        {current.data.status === 'checking' || current.data.status === 'uploading' ? (
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {t('uploads.field.checking')}
          </Typography>
        ) : null}
        {current.data.status === 'rejected' && (
          <Alert severity="error">
            <AlertTitle>{t('uploads.field.rejected')}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {current.data.problems.map((problem) => (
                <li key={problem.id}>{problem.message}</li>
              ))}
            </Box>
          </Alert>
        )}
      </Stack>
    ) : current.error ? (
      <Stack spacing={1.5}>
        <Alert severity="warning">{t('uploads.field.loadFailed')}</Alert>
        {actions}
      </Stack>
    ) : (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy="true">
        <Skeleton variant="rounded" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('uploads.field.loading')}
          </Typography>
          <Skeleton width="60%" />
        </Box>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        <CloudUploadOutlinedIcon
          aria-hidden="true"
          sx={{ fontSize: 40, color: disabled ? 'text.disabled' : 'primary.main' }}
        />
        <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
          {isDragging ? t('uploads.field.dropNow') : t('uploads.field.dropHere')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
          {t('uploads.field.or')}
        </Typography>
        {chooseButton(t('uploads.field.choose'), 'contained')}
      </Stack>
    );
  }

  const showsDropZone = value === null && state.phase === 'idle';
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept ?? DEFAULT_ACCEPT[kind]}
        onChange={(event) => {
          takeFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <Box
        {...dropTarget}
        sx={{
          p: { xs: 2, sm: 2.5 },
          borderRadius: 2,
          border: 2,
          borderStyle: showsDropZone || isDragging ? 'dashed' : 'solid',
          borderColor: isDragging ? 'primary.main' : error ? 'error.main' : 'divider',
          bgcolor: isDragging ? 'action.hover' : disabled ? 'action.disabledBackground' : 'background.paper',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        {body}
      </Box>
      <FormHelperText id={hintId} error={Boolean(error || notice)} sx={{ mx: 0 }}>
        {error ?? notice ?? helperText ?? null}
        {!error && !notice && (
          <Box component="span" sx={{ display: 'block' }}>
            {t('uploads.field.accepts', accepts)}
          </Box>
        )}
      </FormHelperText>
    </Box>
  );
}
