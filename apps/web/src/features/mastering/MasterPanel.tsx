// Mastering the whole track: the button that names the effect and the credit it spends (asking first), the offer to
// buy when no credit is left, the master's downloads and "use on a song" (the earlier master's while a new one is
// made), and replacing or deleting the mix.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deleteMasteringAudio, masterMasteringAudio } from '@otodoke/contract';
import { INFO_MESSAGES, type MasteringEffect, SUCCESS_MESSAGES } from '@otodoke/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useConfirmedChange } from '../../app/global-layer/use-confirmed-change.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { requestContext } from '../../app/request-context.ts';
import { BeforeAfterFigures } from './BeforeAfterFigures.tsx';
import { hasMaster, isRemastering, type MasteringAudioView, masteringFileUrl } from './mastering-logic.ts';
import { ReplaceMixDialog } from './ReplaceMixDialog.tsx';
import { UseOnSongDialog } from './UseOnSongDialog.tsx';

export interface MasterPanelProps {
  audio: MasteringAudioView;
  /** The effect the button masters with (the one being listened to, or the last one). */
  effect: MasteringEffect;
  canEdit: boolean;
  credits: number | null;
  mayPay: boolean;
  onBuyCredits: () => void;
  refresh: () => Promise<unknown>;
  onDeleted: () => Promise<unknown>;
}

export function MasterPanel({
  audio,
  effect,
  canEdit,
  credits,
  mayPay,
  onBuyCredits,
  refresh,
  onDeleted,
}: MasterPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirmChange = useConfirmedChange();
  const { showSnackbar } = useSnackbar();
  const [isUsing, setUsing] = useState(false);
  const [isReplacing, setReplacing] = useState(false);
  const effectName = t(`mastering.effects.${effect}`);
  const isMastering = audio.masteringStatus === 'processing';
  const arePreviewsReady = audio.previewStatus === 'success';
  const hasNoCredit = credits !== null && credits < 1;

  const master = () =>
    confirmChange({
      title: t('mastering.master.confirmTitle', { effect: effectName }),
      content: hasMaster(audio) ? t('mastering.master.confirmBodyAgain') : t('mastering.master.confirmBody'),
      okLabel: t('mastering.master.confirmOk'),
      onConfirm: () => callApi(masterMasteringAudio, { params: { id: audio.id }, body: { effect } }),
      doneText: () => t('mastering.master.started'),
      refresh,
    });
  const remove = () =>
    confirmChange({
      title: t('mastering.remove.confirmTitle'),
      content: t('mastering.remove.confirmBody', { name: audio.name }),
      okLabel: t('mastering.remove.confirmOk'),
      onConfirm: async () => {
        await callApi(deleteMasteringAudio, { params: { id: audio.id } });
        await onDeleted();
      },
      doneText: () => SUCCESS_MESSAGES.deleted[format.language],
      refresh: async () => {},
    });
  const downloadStarted = () => showSnackbar(INFO_MESSAGES.audioDownloadStarted[format.language], 'info');

  return (
    <Stack spacing={3}>
      {canEdit && !isMastering && (
        <Box component="section">
          {hasNoCredit ? (
            <Alert
              severity="warning"
              action={
                mayPay ? (
                  <Button color="inherit" variant="outlined" size="small" onClick={onBuyCredits}>
                    {t('mastering.master.buy')}
                  </Button>
                ) : undefined
              }
              sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
            >
              <AlertTitle>{t('mastering.master.noCreditTitle')}</AlertTitle>
              {t('mastering.master.noCreditBody')}
            </Alert>
          ) : (
            <Stack spacing={1}>
              <div>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void master()}
                  disabled={!arePreviewsReady || credits === null}
                >
                  {t('mastering.master.button', { effect: effectName })}
                </Button>
              </div>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {arePreviewsReady
                  ? `${t(`mastering.effectHints.${effect}`)} ${t('mastering.master.spends', { count: credits ?? 0 })}`
                  : t('mastering.master.waitPreviews')}
              </Typography>
            </Stack>
          )}
        </Box>
      )}

      {hasMaster(audio) && (
        <Box component="section">
          <Typography variant="h6" component="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
            {t('mastering.result.title')}
          </Typography>
          {audio.masterEffect && audio.masteredAt && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('mastering.result.masteredAt', {
                effect: t(`mastering.effects.${audio.masterEffect}`),
                date: format.dateTime(audio.masteredAt),
              })}
            </Typography>
          )}
          {isRemastering(audio) && audio.effect && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {t('mastering.result.keptWhileRemastering', { effect: t(`mastering.effects.${audio.effect}`) })}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            {(['wav24', 'wav16'] as const).map((file) => (
              <Button
                key={file}
                variant="outlined"
                startIcon={<DownloadOutlinedIcon />}
                href={masteringFileUrl(audio.id, file, requestContext.acid)}
                download
                onClick={downloadStarted}
              >
                {t(`mastering.result.${file}`)}
              </Button>
            ))}
            {canEdit && (
              <Button variant="contained" onClick={() => setUsing(true)}>
                {t('mastering.result.use')}
              </Button>
            )}
          </Stack>
          {audio.masterAnalysis && (
            <BeforeAfterFigures
              before={audio.analysis}
              after={audio.masterAnalysis}
              afterLabel={t('mastering.result.title')}
            />
          )}
        </Box>
      )}

      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={() => setReplacing(true)} disabled={isMastering}>
            {t('mastering.replace.button')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => void remove()}
            disabled={isMastering}
          >
            {t('mastering.remove.button')}
          </Button>
        </Stack>
      )}
      <UseOnSongDialog open={isUsing} audioId={audio.id} onClose={() => setUsing(false)} />
      <ReplaceMixDialog
        open={isReplacing}
        audioId={audio.id}
        onClose={() => setReplacing(false)}
        onReplaced={refresh}
      />
    </Stack>
  );
}
