import Box from '@mui/material/Box';
import { useId } from 'react';

interface WordmarkProps {
  /** Height of the mark in px; the text scales with it. */
  size?: number;
  /** Hide the Latin name (narrow spaces). */
  compact?: boolean;
  /** Only the mark (the narrowest headers); whatever holds it must carry the name, e.g. as its aria-label. */
  markOnly?: boolean;
}

/** The name the wordmark shows, the same in every language: what a link holding only the mark is called. */
export const WORDMARK_NAME = '音届け Otodoke';

/** The product wordmark: a sound-wave mark and 音届け Otodoke. Decorative SVG; the text carries the name. */
export function Wordmark({ size = 32, compact = false, markOnly = false }: WordmarkProps) {
  // Several wordmarks can be on one page (some hidden); each needs its own gradient id.
  const gradientId = useId();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', whiteSpace: 'nowrap' }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: size, height: size }}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4A2FBD" />
            <stop offset="1" stopColor="#FF6B57" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path
          d="M8 19v-6M12.5 22V10M17 18.5v-5M20.5 16h4.5m-2.5-3 3 3-3 3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      {!markOnly && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, lineHeight: 1 }}>
          <Box component="span" sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '0.04em' }}>
            音届け
          </Box>
          {!compact && (
            <Box
              component="span"
              sx={{ fontWeight: 700, fontSize: size * 0.44, letterSpacing: '0.06em', color: 'text.secondary' }}
            >
              Otodoke
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
