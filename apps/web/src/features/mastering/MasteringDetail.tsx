// One mastering audio: its state (followed every 1.5 s while previews or the master are made, with cancel), the
// player and waveform, the before/after figures, the preview start, mastering it, its master, replace and delete.
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cancelMasteringAudio, getMasteringAudio, updateMasteringAudio } from '@otodoke/contract';
import type { MasteringEffect } from '@otodoke/domain';
import { SUCCESS_MESSAGES } from '@otodoke/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useConfirmedChange } from '../../app/global-layer/use-confirmed-change.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { requestContext } from '../../app/request-context.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { BeforeAfterFigures } from './BeforeAfterFigures.tsx';
import { isPlayable, MasteringPlayer } from './MasteringPlayer.tsx';
import { MasteringStatusChip } from './MasteringStatusChip.tsx';
import { MasterPanel } from './MasterPanel.tsx';
import { didRemasterFail, isRemastering, isRunning, type PlayerSource, refreshIntervalFor } from './mastering-logic.ts';
import { PreviewStartField } from './PreviewStartField.tsx';

export interface MasteringDetailProps {
  id: number;
  canEdit: boolean;
  /** The account's credits; null while unknown. */
  credits: number | null;
  mayPay: boolean;
  onBuyCredits: () => void;
  /** Something changed (credits, the list): read them again. */
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h3" sx={{ mb: 1.5, fontSize: 16, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function MasteringDetail({
  id,
  canEdit,
  credits,
  mayPay,
  onBuyCredits,
  onChanged,
  onClose,
}: MasteringDetailProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirmChange = useConfirmedChange();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  // SWR reads a refresh interval function once when the key mounts (no data yet), so the interval is a number
  // derived from the last answer: 1.5 s while something runs, none otherwise.
  const [pollMs, setPollMs] = useState(0);
  const audio = useApi(getMasteringAudio, { params: { id } }, { refreshInterval: pollMs });
  const nextPollMs = refreshIntervalFor(audio.data);
  if (nextPollMs !== pollMs) setPollMs(nextPollMs);
  const [source, setSource] = useState<PlayerSource>('original');
  const [lastEffect, setLastEffect] = useState<MasteringEffect>('balance');
  const data = audio.data;
  const running = isRunning(data);

  // Once work ends (success, failure, cancel elsewhere) the credits and the list may have changed.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void onChanged();
    wasRunning.current = running;
  }, [running, onChanged]);

  if (audio.error) {
    return audio.error.statusCode === 404 ? (
      <Alert severity="warning" onClose={onClose}>
        {t('mastering.detail.notFound')}
      </Alert>
    ) : (
      <LoadError message={audio.error.message} onRetry={() => void audio.mutate()} />
    );
  }
  if (!data) return <Skeleton variant="rounded" height={360} aria-label={t('common.loading')} />;

  // A preview that went away (the mix replaced, the previews rendered again) cannot stay selected.
  if (source !== 'original' && !isPlayable(data, source)) setSource('original');

  const refresh = async () => {
    await Promise.all([audio.mutate(), onChanged()]);
  };
  const choose = (next: PlayerSource) => {
    setSource(next);
    if (next !== 'original') setLastEffect(next);
  };
  const effectName = (effect: MasteringEffect) => t(`mastering.effects.${effect}`);
  const shownEffect = source === 'original' ? lastEffect : source;
  const isMastering = data.masteringStatus === 'processing';
  const isMasteringAgain = isRemastering(data);
  const progress = isMastering ? data.masteringProgress : data.previewProgress;

  const cancel = () =>
    confirmChange({
      title: t('mastering.cancel.confirmTitle'),
      content: isMasteringAgain ? t('mastering.cancel.confirmBodyAgain') : t('mastering.cancel.confirmBody'),
      okLabel: t('mastering.cancel.confirmOk'),
      onConfirm: () => callApi(cancelMasteringAudio, { params: { id } }),
      doneText: () => SUCCESS_MESSAGES.cancelled[format.language],
      refresh,
    });
  const applyStart = async (seconds: number) => {
    try {
      await callApi(updateMasteringAudio, { params: { id }, body: { previewStartSeconds: seconds } });
      showSnackbar(t('mastering.previewStart.applied'));
    } catch (error) {
      handleError(error);
    }
    await refresh();
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={`mastering-${id}-title`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography
                  id={`mastering-${id}-title`}
                  variant="h5"
                  component="h2"
                  sx={{ overflowWrap: 'anywhere', fontSize: { xs: 18, sm: 20 } }}
                >
                  {data.name}
                </Typography>
                <MasteringStatusChip audio={data} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
                {t('mastering.detail.source', { name: data.sourceFileName })}
                {data.referenceFileName && ` · ${t('mastering.detail.reference', { name: data.referenceFileName })}`}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t('mastering.detail.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>

          {running && (
            <Stack spacing={1} role="status">
              <Typography sx={{ fontWeight: 600 }}>
                {isMasteringAgain && data.effect
                  ? t('mastering.detail.remastering', { progress, effect: effectName(data.effect) })
                  : isMastering
                    ? t('mastering.detail.mastering', { progress })
                    : t('mastering.detail.analysing', { progress })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.max(0, progress))}
                aria-label={t('mastering.detail.progressLabel')}
                sx={{ height: 8, borderRadius: 4 }}
              />
              {canEdit && (
                <div>
                  <Button variant="outlined" color="inherit" size="small" onClick={() => void cancel()}>
                    {t('mastering.cancel.button')}
                  </Button>
                </div>
              )}
            </Stack>
          )}
          {data.previewStatus === 'failed' && (
            <Alert severity="error">{t('mastering.detail.previewFailed', { message: data.errorMessage ?? '' })}</Alert>
          )}
          {data.previewStatus === 'canceled' && <Alert severity="info">{t('mastering.detail.previewCanceled')}</Alert>}
          {didRemasterFail(data) && data.masterEffect && (
            <Alert severity="warning">
              {t('mastering.detail.remasterFailed', {
                message: data.errorMessage ?? '',
                effect: effectName(data.masterEffect),
              })}{' '}
              {t('mastering.detail.creditReturned')}
            </Alert>
          )}
          {data.masteringStatus === 'failed' && (
            <Alert severity="error">
              {t('mastering.detail.masterFailed', { message: data.errorMessage ?? '' })}{' '}
              {t('mastering.detail.creditReturned')}
            </Alert>
          )}

          <Section title={t('mastering.player.title')}>
            <MasteringPlayer audio={data} acid={requestContext.acid} source={source} onSourceChange={choose} />
          </Section>
          <Section title={t('mastering.figures.title')}>
            <BeforeAfterFigures
              before={data.analysis}
              after={data.previews[shownEffect] ?? null}
              afterLabel={effectName(shownEffect)}
            />
          </Section>
          <Section title={t('mastering.previewStart.title')}>
            <PreviewStartField
              key={data.previewStartSeconds}
              durationSeconds={data.durationSeconds}
              value={data.previewStartSeconds}
              isLocked={!canEdit || isMastering}
              lockedReason={isMastering ? t('mastering.previewStart.busy') : null}
              onApply={(seconds) => void applyStart(seconds)}
            />
          </Section>
          <Divider />
          <MasterPanel
            audio={data}
            effect={shownEffect}
            canEdit={canEdit}
            credits={credits}
            mayPay={mayPay}
            onBuyCredits={onBuyCredits}
            refresh={refresh}
            onDeleted={async () => {
              onClose();
              await onChanged();
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
