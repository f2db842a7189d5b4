// An edition's status in words: the song status with what may be done now, and the file check.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { type ImmersiveSong, songStatusColourOf, verificationColourOf } from './immersive-rules.ts';

type Statuses = Pick<ImmersiveSong, 'status' | 'statusCode' | 'actionStatus' | 'verificationStatus'>;

/** The song status chip; its title (and accessible name) adds what the person may do now. */
export function SongStatusChip({ song }: { song: Statuses }) {
  const { t } = useTranslation();
  const status = t(`immersiveAudio.songStatus.${song.status}`);
  const action = t(`immersiveAudio.actionStatus.${song.actionStatus}`);
  return (
    <Chip
      size="small"
      color={songStatusColourOf(song.status)}
      label={status}
      title={action}
      aria-label={`${status} (${action})`}
    />
  );
}

export function VerificationChip({ song }: { song: Pick<ImmersiveSong, 'verificationStatus'> }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={verificationColourOf(song.verificationStatus)}
      label={t(`immersiveAudio.verification.${song.verificationStatus}`)}
    />
  );
}

/** Both chips, wrapping on narrow screens. */
export function ImmersiveStatusChips({ song }: { song: Statuses }) {
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <SongStatusChip song={song} />
      <VerificationChip song={song} />
    </Stack>
  );
}
