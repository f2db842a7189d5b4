import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import Box from '@mui/material/Box';
import { accountFileSource } from '../../app/request-context.ts';

/** The release's artwork, small; a neutral placeholder until there is one. Decorative: the title names the release. */
export function ReleaseArtworkThumb({ url, size = 48 }: { url: string | null; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        color: 'text.disabled',
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={accountFileSource(url)}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <AlbumOutlinedIcon sx={{ fontSize: size * 0.55 }} />
      )}
    </Box>
  );
}
