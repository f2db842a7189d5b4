import FacebookIcon from '@mui/icons-material/Facebook';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ArtistLinkKind } from '@otodoke/domain';

/** The icon of a link kind (decorative: the kind's name is always written or read out with it). */
export function ArtistLinkIcon({ kind, fontSize = 'small' }: { kind: ArtistLinkKind; fontSize?: 'small' | 'medium' }) {
  const props = { fontSize, 'aria-hidden': true } as const;
  switch (kind) {
    case 'official':
      return <LanguageIcon {...props} />;
    case 'x':
      return <XIcon {...props} />;
    case 'instagram':
      return <InstagramIcon {...props} />;
    case 'tiktok':
      return <MusicNoteIcon {...props} />;
    case 'youtube':
      return <YouTubeIcon {...props} />;
    case 'facebook':
      return <FacebookIcon {...props} />;
    case 'soundcloud':
      return <GraphicEqIcon {...props} />;
    default:
      return <LinkOutlinedIcon {...props} />;
  }
}
