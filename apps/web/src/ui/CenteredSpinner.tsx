import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner in the middle of the content area while a page's data arrives. */
export function CenteredSpinner({ label, minHeight = 240 }: { label: string; minHeight?: number | string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
