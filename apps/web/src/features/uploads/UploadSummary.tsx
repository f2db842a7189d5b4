import AudiotrackOutlinedIcon from '@mui/icons-material/AudiotrackOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import SurroundSoundOutlinedIcon from '@mui/icons-material/SurroundSoundOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestContext } from '../../app/request-context.ts';
import { describeFacts, formatBytes, previewSource } from './upload-format.ts';
import type { Upload } from './upload-types.ts';

const KIND_ICONS = {
  audio: AudiotrackOutlinedIcon,
  video: MovieOutlinedIcon,
  artwork: ImageOutlinedIcon,
  image: ImageOutlinedIcon,
  csv: InsertDriveFileOutlinedIcon,
  immersive: SurroundSoundOutlinedIcon,
  reference: AudiotrackOutlinedIcon,
} as const;

/** A checked file: picture or kind icon, name, the facts in words (and the Hi-Res mark), an audio player. */
export function UploadSummary({ upload, actions }: { upload: Upload; actions?: ReactNode }) {
  const { t } = useTranslation();
  const facts = describeFacts(upload.kind, upload.facts, t);
  const isPicture = upload.kind === 'artwork' || upload.kind === 'image';
  const preview = upload.previewUrl ? previewSource(upload.previewUrl, requestContext.acid) : null;
  // Only a picture the server could read has a thumbnail (a sound file sent as an image has none).
  const thumbnail = isPicture && upload.facts?.width ? preview : null;
  const Icon = KIND_ICONS[upload.kind];
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box
          sx={{
            width: thumbnail ? 88 : 48,
            height: thumbnail ? 88 : 48,
            flexShrink: 0,
            borderRadius: 1.5,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {thumbnail ? (
            <Box
              component="img"
              src={thumbnail}
              alt={t('uploads.field.previewAlt', { name: upload.originalName })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Icon aria-hidden="true" />
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{upload.originalName}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.25 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[facts, formatBytes(upload.sizeBytes)].filter(Boolean).join(' · ')}
            </Typography>
            {upload.facts?.isHires && (
              <Chip size="small" color="secondary" label={t('uploads.field.hires')} sx={{ fontWeight: 700 }} />
            )}
          </Stack>
        </Box>
        {actions && <Box sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>{actions}</Box>}
      </Stack>
      {(upload.kind === 'audio' || upload.kind === 'reference') && upload.status === 'accepted' && preview && (
        // "metadata": the player shows the length at once (the preview answers range requests), not 0:00 / 0:00.
        <Box component="audio" controls preload="metadata" src={preview} sx={{ width: '100%', height: 40 }} />
      )}
      {actions && <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{actions}</Box>}
    </Stack>
  );
}
