// Where the 30-second previews start: a slider and a number, applied by rendering the previews again; disabled with
// the reason when the track is under 30 s or while mastering runs.
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canChoosePreviewStart, clock, latestPreviewStart, parsePreviewStart } from './mastering-logic.ts';

interface PreviewStartFieldProps {
  durationSeconds: number | null;
  value: number;
  /** Mastering runs (or the member may not change it): nothing can be chosen. */
  isLocked: boolean;
  lockedReason: string | null;
  onApply: (seconds: number) => void;
}

export function PreviewStartField({ durationSeconds, value, isLocked, lockedReason, onApply }: PreviewStartFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const isChoosable = canChoosePreviewStart(durationSeconds);
  const latest = latestPreviewStart(durationSeconds);
  const parsed = parsePreviewStart(text, durationSeconds);
  const isDisabled = !isChoosable || isLocked;
  const reason = !isChoosable ? t('mastering.previewStart.tooShort') : isLocked ? lockedReason : null;

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Slider
          value={parsed ?? value}
          min={0}
          max={Math.max(1, latest)}
          step={1}
          disabled={isDisabled}
          onChange={(_event, next) => setText(String(next))}
          getAriaValueText={(seconds) => clock(seconds)}
          valueLabelDisplay="auto"
          valueLabelFormat={(seconds) => clock(seconds)}
          slotProps={{ input: { 'aria-label': t('mastering.previewStart.slider') } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          label={t('mastering.previewStart.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={isDisabled}
          error={!isDisabled && parsed === null}
          size="small"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: latest, step: 1, inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 140 } }}
        />
        <Button
          variant="outlined"
          disabled={isDisabled || parsed === null || parsed === value}
          onClick={() => parsed !== null && onApply(parsed)}
        >
          {t('mastering.previewStart.apply')}
        </Button>
      </Stack>
      {reason && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
