import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  0% { transform: translateX(-100%) scaleX(0.3); }
  50% { transform: translateX(0%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.3); }
`;

interface TopProgressBarProps {
  /** Running (indeterminate) or just finished (full bar). */
  state: 'running' | 'finished';
  label: string;
}

/** A 3px bar fixed at the top of the window. */
export function TopProgressBar({ state, label }: TopProgressBarProps) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy={state === 'running'}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: theme.zIndex.tooltip + 1,
        bgcolor: state === 'running' ? 'rgba(255, 107, 87, 0.25)' : 'secondary.main',
        transition: 'background-color 200ms ease',
        '&::after':
          state === 'running'
            ? {
                content: '""',
                position: 'absolute',
                inset: 0,
                bgcolor: 'secondary.main',
                animation: `${slide} 1.1s ease-in-out infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }
            : undefined,
      })}
    />
  );
}
