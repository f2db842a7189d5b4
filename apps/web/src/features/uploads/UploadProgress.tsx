import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatSpeed, percentOf } from './upload-format.ts';
import type { TusUploadState } from './use-tus-upload.ts';

/** Sending: a real progress bar with percent, MB sent of the total, speed, and a cancel button. */
export function UploadProgress({ state, onCancel }: { state: TusUploadState; onCancel: () => void }) {
  const { t } = useTranslation();
  const isPreparing = state.phase === 'preparing';
  const percent = percentOf(state.bytesSent, state.bytesTotal);
  return (
    <Stack spacing={1.25}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {isPreparing ? t('uploads.field.preparing') : t('uploads.field.uploading', { name: state.fileName })}
        </Typography>
        {!isPreparing && (
          <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {percent}%
          </Typography>
        )}
      </Stack>
      <LinearProgress
        variant={isPreparing ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('uploads.field.progressLabel')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {t('uploads.field.progress', { sent: formatBytes(state.bytesSent), total: formatBytes(state.bytesTotal) })}
          {' · '}
          {t('uploads.field.speed', { speed: formatSpeed(state.bytesPerSecond) })}
          {state.isResumed && ` · ${t('uploads.field.resuming')}`}
        </Typography>
        <Button variant="outlined" color="inherit" size="small" onClick={onCancel}>
          {t('uploads.field.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
