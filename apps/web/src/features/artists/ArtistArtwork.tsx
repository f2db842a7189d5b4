import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { accountFileSource } from '../../app/request-context.ts';
import { artistInitials } from './artist-labels.ts';

/** Gradients for artists without an image, picked by name so that an artist keeps its look. */
const GRADIENTS = [
  'linear-gradient(135deg, #4A2FBD 0%, #FF6B57 100%)',
  'linear-gradient(135deg, #1F7A6D 0%, #7B63E0 100%)',
  'linear-gradient(135deg, #E04E3B 0%, #F2B84B 100%)',
  'linear-gradient(135deg, #2D6CB5 0%, #34208F 100%)',
  'linear-gradient(135deg, #8A3FA0 0%, #FF9A8A 100%)',
  'linear-gradient(135deg, #1B1830 0%, #4A2FBD 100%)',
];

function gradientOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length] ?? GRADIENTS[0]!;
}

interface ArtistArtworkProps {
  name: string;
  imageUrl: string | null;
  /** Text for the image; empty (decorative) where the name is written next to it. */
  alt?: string;
  className?: string;
  sx?: SxProps<Theme>;
}

/** A square artist image, or the artist's initials on a gradient of its own. */
export function ArtistArtwork({ name, imageUrl, alt = '', className, sx }: ArtistArtworkProps) {
  const common = [
    { display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' } as const,
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (imageUrl) {
    return (
      <Box
        component="img"
        className={className}
        src={accountFileSource(imageUrl)}
        alt={alt}
        loading="lazy"
        sx={common}
      />
    );
  }
  return (
    <Box
      className={className}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      sx={[
        ...common,
        {
          display: 'grid',
          placeItems: 'center',
          background: gradientOf(name),
          color: 'rgba(255, 255, 255, 0.92)',
          fontWeight: 800,
          fontSize: 'clamp(28px, 8cqi, 72px)',
          containerType: 'inline-size',
          letterSpacing: '0.02em',
          userSelect: 'none',
        },
      ]}
    >
      <Box component="span" sx={{ fontSize: '32cqi', lineHeight: 1 }}>
        {artistInitials(name)}
      </Box>
    </Box>
  );
}
