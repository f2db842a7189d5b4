// The picture shown with a message (spec: message static image type): three drawn illustrations, no outside assets.
import Box from '@mui/material/Box';
import type { MessageStaticImageType } from '@otodoke/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A chart climbing to a star: the account's music entered a chart. */
function ChartIn({ gradient }: { gradient: string }) {
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a2fbd" />
          <stop offset="1" stopColor="#8b6bff" />
        </linearGradient>
      </defs>
      <rect width="320" height="160" rx="16" fill={`url(#${gradient})`} />
      <g fill="#ffffff" opacity="0.12">
        <circle cx="286" cy="22" r="46" />
        <circle cx="30" cy="150" r="38" />
      </g>
      <g fill="#ffffff">
        <rect x="58" y="104" width="26" height="30" rx="5" opacity="0.55" />
        <rect x="98" y="88" width="26" height="46" rx="5" opacity="0.7" />
        <rect x="138" y="70" width="26" height="64" rx="5" opacity="0.85" />
        <rect x="178" y="48" width="26" height="86" rx="5" />
      </g>
      <path
        d="M52 96 L110 74 L150 58 L214 28"
        fill="none"
        stroke="#ffd36e"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M246 18 l7.6 15.4 17 2.5 -12.3 12 2.9 16.9 -15.2 -8 -15.2 8 2.9 -16.9 -12.3 -12 17 -2.5z"
        fill="#ffd36e"
      />
      <rect x="40" y="134" width="240" height="3" rx="1.5" fill="#ffffff" opacity="0.5" />
    </>
  );
}

/** A report sheet with a pie and bars: a report (sales, statistics) is ready. */
function Report({ gradient }: { gradient: string }) {
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#2bb5a0" />
        </linearGradient>
      </defs>
      <rect width="320" height="160" rx="16" fill={`url(#${gradient})`} />
      <g fill="#ffffff" opacity="0.12">
        <circle cx="40" cy="24" r="44" />
        <circle cx="300" cy="146" r="40" />
      </g>
      <rect x="92" y="18" width="136" height="128" rx="10" fill="#ffffff" />
      <rect x="108" y="32" width="64" height="8" rx="4" fill="#0f766e" />
      <rect x="108" y="46" width="44" height="6" rx="3" fill="#b8e3dc" />
      <circle cx="134" cy="92" r="24" fill="#b8e3dc" />
      <path d="M134 92 L134 68 A24 24 0 0 1 156.8 99.4 Z" fill="#0f766e" />
      <path d="M134 92 L156.8 99.4 A24 24 0 0 1 122 112.8 Z" fill="#f59e0b" />
      <g fill="#0f766e">
        <rect x="172" y="100" width="10" height="18" rx="2" opacity="0.5" />
        <rect x="186" y="88" width="10" height="30" rx="2" opacity="0.75" />
        <rect x="200" y="74" width="10" height="44" rx="2" />
      </g>
      <rect x="108" y="128" width="104" height="5" rx="2.5" fill="#e2f3f0" />
    </>
  );
}

/** A letter with a spark: any other news. */
function Other({ gradient }: { gradient: string }) {
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8553d" />
          <stop offset="1" stopColor="#ffa26b" />
        </linearGradient>
      </defs>
      <rect width="320" height="160" rx="16" fill={`url(#${gradient})`} />
      <g fill="#ffffff" opacity="0.14">
        <circle cx="284" cy="30" r="42" />
        <circle cx="26" cy="136" r="36" />
      </g>
      <rect x="98" y="46" width="124" height="84" rx="10" fill="#ffffff" />
      <path d="M102 52 L160 96 L218 52" fill="none" stroke="#e8553d" strokeWidth="6" strokeLinejoin="round" />
      <circle cx="222" cy="48" r="15" fill="#ffd36e" stroke="#ffffff" strokeWidth="4" />
      <g stroke="#ffffff" strokeWidth="4" strokeLinecap="round">
        <path d="M64 44 v14 M57 51 h14" />
        <path d="M252 112 v12 M246 118 h12" />
      </g>
    </>
  );
}

const DRAWINGS = { chart_in: ChartIn, report: Report, other: Other } as const;

/** The message's picture, described for screen readers by its kind; nothing for a message without one. */
export function MessageStaticImage({
  type,
  width = 320,
  decorative = false,
}: {
  type: MessageStaticImageType | null;
  /** Widest it is shown (it scales down with its container). */
  width?: number;
  /** Beside text that says the same (a thumbnail in a button): hidden from screen readers. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const gradient = useId();
  if (!type) return null;
  const Drawing = DRAWINGS[type];
  return (
    <Box
      component="svg"
      viewBox="0 0 320 160"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t(`messages.imageTypes.${type}`) })}
      data-image-type={type}
      sx={{ display: 'block', width: '100%', maxWidth: width, height: 'auto', borderRadius: 2 }}
    >
      <Drawing gradient={gradient.replace(/:/g, '')} />
    </Box>
  );
}
