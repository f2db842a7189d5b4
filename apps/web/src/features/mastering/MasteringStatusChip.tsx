// One word for where a mastering audio is: analysing, previews ready, mastering, mastered, or what failed.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { MasteringAudioView } from './mastering-logic.ts';

type Shown =
  | 'previewProcessing'
  | 'previewFailed'
  | 'previewCanceled'
  | 'ready'
  | 'mastering'
  | 'mastered'
  | 'masterFailed';

/** The master's state comes first once there is one; before that, the previews'. */
export function statusOf(audio: Pick<MasteringAudioView, 'previewStatus' | 'masteringStatus'>): Shown {
  if (audio.masteringStatus === 'processing') return 'mastering';
  if (audio.masteringStatus === 'success') return 'mastered';
  if (audio.masteringStatus === 'failed') return 'masterFailed';
  if (audio.previewStatus === 'processing') return 'previewProcessing';
  if (audio.previewStatus === 'failed') return 'previewFailed';
  if (audio.previewStatus === 'canceled') return 'previewCanceled';
  return 'ready';
}

const COLOURS: Record<Shown, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  previewProcessing: 'info',
  previewFailed: 'error',
  previewCanceled: 'default',
  ready: 'default',
  mastering: 'info',
  mastered: 'success',
  masterFailed: 'error',
};

export function MasteringStatusChip({
  audio,
}: {
  audio: Pick<MasteringAudioView, 'previewStatus' | 'masteringStatus'>;
}) {
  const { t } = useTranslation();
  const shown = statusOf(audio);
  return <Chip size="small" color={COLOURS[shown]} label={t(`mastering.status.${shown}`)} />;
}
