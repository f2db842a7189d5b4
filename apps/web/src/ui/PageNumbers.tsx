import Pagination from '@mui/material/Pagination';
import type { SxProps, Theme } from '@mui/material/styles';

interface PageNumbersProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing is shown when there is only one (or none). */
  count: number;
  onChange: (page: number) => void;
  /** The accessible name of the navigation. */
  label: string;
  /** Replaces the default placement (centred, with space above). */
  sx?: SxProps<Theme>;
}

const centred: SxProps<Theme> = { mt: 2.5, display: 'flex', justifyContent: 'center' };

/** The page numbers under a list, shown only when the list has more than one page. */
export function PageNumbers({ page, count, onChange, label, sx = centred }: PageNumbersProps) {
  if (count <= 1) return null;
  return (
    <Pagination
      page={page}
      count={count}
      onChange={(_event, next) => onChange(next)}
      siblingCount={0}
      sx={sx}
      aria-label={label}
    />
  );
}
