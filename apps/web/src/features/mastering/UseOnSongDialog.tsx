// "Use this master on a song": choose a draft release the member may edit and one of its songs; the 16-bit 44.1 kHz
// master becomes the song's audio and the server runs the release's audio checks again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getMyRelease, listMyReleases, useMasterOnSong } from '@otodoke/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';

interface UseOnSongDialogProps {
  open: boolean;
  audioId: number;
  onClose: () => void;
}

/** The release editor of a draft. */
export const releaseEditorPath = (releaseId: number) => `/dashboard/releases/new?release_id=${releaseId}`;

export function UseOnSongDialog({ open, audioId, onClose }: UseOnSongDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [releaseId, setReleaseId] = useState<number | ''>('');
  const [songId, setSongId] = useState<number | ''>('');
  const [isSending, setSending] = useState(false);
  const [usedOn, setUsedOn] = useState<number | null>(null);
  const drafts = useApi(listMyReleases, open ? { query: { statusGroup: 'draft', limit: 100 } } : null);
  const release = useApi(getMyRelease, open && releaseId !== '' ? { params: { id: releaseId } } : null);
  const editable = (drafts.data?.items ?? []).filter((item) => item.isEditable);
  const songs = release.data?.songs ?? [];

  const close = () => {
    setReleaseId('');
    setSongId('');
    setUsedOn(null);
    onClose();
  };
  const submit = async () => {
    if (releaseId === '' || songId === '') return;
    setSending(true);
    try {
      await callApi(useMasterOnSong, { params: { id: audioId }, body: { releaseId, songId, format: 'wav16' } });
      showSnackbar(t('mastering.use.done'));
      setUsedOn(releaseId);
    } catch (error) {
      handleError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('mastering.use.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('mastering.use.body')}</DialogContentText>
        {usedOn !== null ? (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={releaseEditorPath(usedOn)}>
                {t('mastering.use.openRelease')}
              </Button>
            }
          >
            {t('mastering.use.done')}
          </Alert>
        ) : drafts.data && editable.length === 0 ? (
          <Alert severity="info">{t('mastering.use.noDrafts')}</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('mastering.use.release')}
              value={releaseId}
              onChange={(event) => {
                setReleaseId(Number(event.target.value));
                setSongId('');
              }}
              disabled={!drafts.data}
              helperText={drafts.data ? undefined : t('mastering.use.loading')}
            >
              {editable.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.title || `#${item.id}`}
                  {item.artistNames.length > 0 ? ` — ${item.artistNames.join(', ')}` : ''}
                </MenuItem>
              ))}
            </TextField>
            {releaseId !== '' && release.data && songs.length === 0 ? (
              <Alert severity="info">{t('mastering.use.noSongs')}</Alert>
            ) : (
              <TextField
                select
                label={t('mastering.use.song')}
                value={songId}
                onChange={(event) => setSongId(Number(event.target.value))}
                disabled={releaseId === '' || !release.data}
              >
                {songs.map((song) => (
                  <MenuItem key={song.id} value={song.id}>
                    {song.position}. {song.title || `#${song.id}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit">
          {usedOn !== null ? t('common.close') : t('common.cancel')}
        </Button>
        {usedOn === null && (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={releaseId === '' || songId === '' || isSending}
          >
            {t('mastering.use.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
