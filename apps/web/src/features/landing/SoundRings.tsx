import Box from '@mui/material/Box';
import { useId } from 'react';

/** Decorative sound rings and wave behind the hero copy (md and up). */
export function SoundRings() {
  const gradientId = useId();
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'absolute',
        right: { md: -80, lg: -20 },
        top: '50%',
        transform: 'translateY(-50%)',
        width: 460,
        height: 460,
        pointerEvents: 'none',
      }}
    >
      <svg viewBox="0 0 460 460" width="460" height="460" role="presentation">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#FFFFFF" stopOpacity="0.5" />
            <stop offset="1" stopColor="#FF9A8A" stopOpacity="0.2" />
          </linearGradient>
        </defs>
        {[70, 120, 170, 220].map((r, i) => (
          <circle
            key={r}
            cx="230"
            cy="230"
            r={r}
            fill="none"
            stroke={`url(#${gradientId})`}
            strokeWidth={2 - i * 0.35}
          />
        ))}
        <g stroke="#fff" strokeWidth="10" strokeLinecap="round" opacity="0.92">
          {[
            [170, 40],
            [200, 80],
            [230, 120],
            [260, 70],
            [290, 36],
          ].map(([x, h]) => (
            <line key={x} x1={x} x2={x} y1={230 - (h ?? 0) / 2} y2={230 + (h ?? 0) / 2} />
          ))}
        </g>
        <circle cx="380" cy="120" r="10" fill="#FF6B57" />
        <circle cx="92" cy="352" r="6" fill="#FFFFFF" opacity="0.7" />
      </svg>
    </Box>
  );
}
