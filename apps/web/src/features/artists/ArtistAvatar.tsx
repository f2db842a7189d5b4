import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { accountFileSource } from '../../app/request-context.ts';
import { artistInitials } from './artist-labels.ts';

/** Background colours for avatars without an image, picked by name so that an artist keeps its colour. */
const AVATAR_COLOURS = ['#4A2FBD', '#E04E3B', '#1F7A6D', '#8A3FA0', '#2D6CB5', '#B5651D', '#5B6B1F', '#A2325A'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0]!;
}

interface ArtistAvatarProps {
  name: string;
  imageUrl: string | null;
  size?: number;
  variant?: 'rounded' | 'circular' | 'square';
  sx?: SxProps<Theme>;
}

/** The artist's image, or its initials on a colour of its own. Decorative: the name is always written next to it. */
export function ArtistAvatar({ name, imageUrl, size = 44, variant = 'rounded', sx }: ArtistAvatarProps) {
  return (
    <Avatar
      variant={variant}
      src={imageUrl ? accountFileSource(imageUrl) : undefined}
      alt=""
      aria-hidden="true"
      sx={[
        {
          width: size,
          height: size,
          bgcolor: colourOf(name),
          color: '#FFFFFF',
          fontWeight: 800,
          fontSize: Math.round(size * 0.38),
          borderRadius: variant === 'rounded' ? `${Math.max(6, Math.round(size / 6))}px` : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {artistInitials(name)}
    </Avatar>
  );
}
