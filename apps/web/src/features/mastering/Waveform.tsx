// The mix's waveform (peak levels from the analysis) as SVG: the previews' 30 s window shaded, a playhead, a click to
// seek, and the keyboard as a slider (arrows ±5 s, Page Up/Down ±30 s, Home/End).
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { KeyboardEvent, MouseEvent } from 'react';
import { clock } from './mastering-logic.ts';

interface WaveformProps {
  peaks: readonly number[];
  duration: number;
  /** The playhead, in the song's seconds. */
  position: number;
  window: { from: number; to: number } | null;
  label: string;
  onSeek: (seconds: number) => void;
}

const STEPS: Record<string, number> = {
  ArrowRight: 5,
  ArrowUp: 5,
  ArrowLeft: -5,
  ArrowDown: -5,
  PageUp: 30,
  PageDown: -30,
};

export function Waveform({ peaks, duration, position, window, label, onSeek }: WaveformProps) {
  const theme = useTheme();
  const count = Math.max(1, peaks.length);
  const safeDuration = duration > 0 ? duration : 1;
  const x = (seconds: number) => (Math.min(Math.max(seconds, 0), safeDuration) / safeDuration) * count;
  const clamp = (seconds: number) => Math.min(Math.max(0, seconds), safeDuration);

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onSeek(clamp(((event.clientX - box.left) / box.width) * safeDuration));
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    if (event.key in STEPS) next = position + (STEPS[event.key] ?? 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = safeDuration;
    if (next === null) return;
    event.preventDefault();
    onSeek(clamp(next));
  };

  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(safeDuration)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={`${clock(position)} / ${clock(safeDuration)}`}
      onClick={click}
      onKeyDown={key}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: { xs: 72, sm: 96 },
        borderRadius: 1.5,
        bgcolor: alpha(theme.palette.primary.main, 0.04),
        cursor: 'pointer',
        outline: 'none',
        '&:focus-visible': { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.5)}` },
      }}
    >
      <svg
        width="100%"
        height="100%"
        viewBox={`0 0 ${count} 100`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {window && (
          <rect
            x={x(window.from)}
            y={0}
            width={Math.max(0, x(window.to) - x(window.from))}
            height={100}
            fill={alpha(theme.palette.secondary.main, 0.14)}
          />
        )}
        {peaks.length === 0 && <rect x={0} y={49.5} width={count} height={1} fill={theme.palette.divider} />}
        {peaks.map((peak, index) => {
          const height = Math.max(1, Math.min(1, peak) * 92);
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: the peaks are a fixed series, one per slot
              key={index}
              x={index + 0.15}
              y={50 - height / 2}
              width={0.7}
              height={height}
              fill={index < x(position) ? theme.palette.primary.main : alpha(theme.palette.text.primary, 0.35)}
            />
          );
        })}
      </svg>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${(x(position) / count) * 100}%`,
          width: 2,
          ml: '-1px',
          bgcolor: 'error.main',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
