// The file check of an edition: where it stands (queued → verifying → result), each problem with what to fix, and the
// facts read from the file.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { mpeghProfileLevelName } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import type { immersiveAudioJa } from './catalog.ja.ts';
import { formatSeconds, type ImmersiveSong, isVerificationInProgress } from './immersive-rules.ts';

type Checked = Pick<ImmersiveSong, 'verificationStatus' | 'invalidCodes' | 'facts' | 'verifiedAt' | 'format'>;

/** How far along the check is: 0 queued, 1 verifying, 3 done (every step passed). */
function activeStepOf(status: ImmersiveSong['verificationStatus']): number {
  if (status === 'verifying') return 1;
  if (status === 'uploading' || status === 'verification_queued' || status === 'none') return 0;
  return 3;
}

export function VerificationPanel({ song }: { song: Checked }) {
  const { t } = useTranslation();
  const format = useFormat();
  const status = song.verificationStatus;
  if (status === 'none') {
    return <Typography sx={{ color: 'text.secondary' }}>{t('immersiveAudio.edition.noFileYet')}</Typography>;
  }
  const isRunning = isVerificationInProgress(status);
  const isFailed = status === 'verification_failed' || status === 'verify_operation_failed';
  const steps = [
    t('immersiveAudio.edition.steps.queued'),
    t('immersiveAudio.edition.steps.verifying'),
    t(isRunning ? 'immersiveAudio.edition.steps.done' : `immersiveAudio.verification.${status}`),
  ];
  return (
    <Stack spacing={2}>
      <Stepper activeStep={activeStepOf(status)} alternativeLabel aria-label={t('immersiveAudio.edition.stepsLabel')}>
        {steps.map((label, index) => (
          <Step key={label} completed={index < activeStepOf(status)}>
            <StepLabel error={index === 2 && isFailed}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {isRunning && (
        <Stack spacing={1} role="status">
          <LinearProgress aria-label={t(`immersiveAudio.verification.${status}`)} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('immersiveAudio.edition.runningBody')}
          </Typography>
        </Stack>
      )}
      {status === 'verification_success' && (
        <Alert severity="success">
          {t('immersiveAudio.edition.successBody')}
          {song.verifiedAt && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('immersiveAudio.edition.verifiedAt', { at: format.dateTime(song.verifiedAt) })}
            </Box>
          )}
        </Alert>
      )}
      {status === 'verification_failed' && <InvalidCodeList problems={song.invalidCodes} />}
      {status === 'verify_operation_failed' && (
        <Alert severity="error">{t('immersiveAudio.edition.operationFailed')}</Alert>
      )}
      {song.facts && <FactsList facts={song.facts} />}
    </Stack>
  );
}

/** Each reason the file was refused: the message (what is wrong and what to do) and its code. */
export function InvalidCodeList({ problems }: { problems: ImmersiveSong['invalidCodes'] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('immersiveAudio.edition.failedTitle', { count: problems.length })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('immersiveAudio.edition.failedBody')}
      </Typography>
      <Box component="ul" aria-label={t('immersiveAudio.edition.problemsLabel')} sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <Box component="li" key={`${problem.family}-${problem.code}-${problem.message}`} sx={{ mb: 0.75 }}>
            <Typography variant="body2">{problem.message}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('immersiveAudio.edition.problemCode', { family: problem.family, code: problem.code })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}

type FactKey = keyof typeof immersiveAudioJa.edition.facts;

/** What verification read from the file, only the facts it found. */
export function FactsList({ facts }: { facts: NonNullable<ImmersiveSong['facts']> }) {
  const { t } = useTranslation();
  const items: Array<{ label: string; value: string }> = [];
  const add = (key: FactKey, value: string | null | undefined) => {
    if (value) items.push({ label: t(`immersiveAudio.edition.facts.${key}`), value });
  };
  add('container', facts.container.toUpperCase());
  add('codec', facts.codec);
  add('sampleRate', facts.sampleRate ? `${Number((facts.sampleRate / 1000).toFixed(3))} kHz` : null);
  add('bitDepth', facts.bitDepth ? `${facts.bitDepth} bit` : null);
  add('channels', facts.channels ? String(facts.channels) : null);
  add('duration', formatSeconds(facts.durationSeconds));
  if (facts.objects !== undefined || facts.beds !== undefined) {
    add('objectsBeds', t('immersiveAudio.edition.objectsBeds', { objects: facts.objects ?? 0, beds: facts.beds ?? 0 }));
  }
  add('profileLevel', facts.profileLevel !== undefined ? mpeghProfileLevelName(facts.profileLevel) : null);
  add('programme', facts.programmeName);
  return (
    <Box component="section" aria-label={t('immersiveAudio.edition.factsTitle')}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('immersiveAudio.edition.factsTitle')}
      </Typography>
      <DefinitionRows items={items} />
    </Box>
  );
}
