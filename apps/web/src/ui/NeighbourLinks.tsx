// The previous and next of a series (an Artist Guide article's in its category, a news item's older and newer): two
// cards side by side from 600 px, stacked below, as a labelled navigation.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface Neighbour {
  to: string;
  title: string;
  /** The card's small line: "Previous", "Older", … */
  caption: string;
}

function NeighbourCard({ neighbour, side }: { neighbour: Neighbour; side: 'previous' | 'next' }) {
  const previous = side === 'previous';
  return (
    <Link
      component={RouterLink}
      to={neighbour.to}
      rel={previous ? 'prev' : 'next'}
      underline="none"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textAlign: previous ? 'left' : 'right',
        flexDirection: previous ? 'row' : 'row-reverse',
        gridColumn: { sm: previous ? 1 : 2 },
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {previous ? (
        <ChevronLeftIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
      ) : (
        <ChevronRightIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
          {neighbour.caption}
        </Typography>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, lineHeight: 1.5, overflowWrap: 'anywhere' }}
        >
          {neighbour.title}
        </Typography>
      </Box>
    </Link>
  );
}

/** Nothing when there is neither. */
export function NeighbourLinks({
  label,
  previous,
  next,
}: {
  label: string;
  previous: Neighbour | null;
  next: Neighbour | null;
}) {
  if (!previous && !next) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ mt: { xs: 6, md: 8 } }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {previous && <NeighbourCard neighbour={previous} side="previous" />}
        {next && <NeighbourCard neighbour={next} side="next" />}
      </Box>
    </Box>
  );
}
