import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent, ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The row's title: first and larger in the phone layout. One column should have it. */
  isPrimary?: boolean;
  /** Buttons: a right-aligned cell on wide screens, a row of buttons at the bottom of the card on phones. */
  isActions?: boolean;
  /** Hint for the column width on wide screens. */
  width?: number | string;
  /** Narrowest the column may get on wide screens (e.g. a name with an e-mail under it). */
  minWidth?: number;
  /** Short values (dates, types, chips) that read badly when broken over lines. */
  nowrap?: boolean;
}

interface DataTableProps<T> {
  /** Accessible name of the table (or list on phones). */
  label: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /**
   * Opens a row (a detail dialog) on a click anywhere in it. Clicks on the row's own buttons and links are theirs;
   * keyboard users need such a button (e.g. the primary cell) that does the same.
   */
  onRowClick?: (row: T) => void;
}

/** A click meant for a control inside the row, not for the row. */
function isOnControl(event: MouseEvent<HTMLElement>): boolean {
  const control = (event.target as HTMLElement).closest('button, a, input, textarea, select, [role="button"]');
  return control !== null && event.currentTarget.contains(control);
}

/**
 * A table on tablets and wider; on phones each row becomes a card with label/value pairs, so nothing has to scroll
 * sideways at 375 px.
 */
export function DataTable<T>({ label, columns, rows, rowKey, onRowClick }: DataTableProps<T>) {
  const theme = useTheme();
  const clickProps = (row: T) =>
    onRowClick
      ? {
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (!isOnControl(event)) onRowClick(row);
          },
        }
      : {};
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (isPhone) {
    const primary = columns.find((column) => column.isPrimary);
    const details = columns.filter((column) => !column.isPrimary && !column.isActions);
    const actions = columns.filter((column) => column.isActions);
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={rowKey(row)}
            {...clickProps(row)}
            sx={{ p: 2, borderRadius: 3, cursor: onRowClick ? 'pointer' : undefined }}
          >
            {primary && <Box sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>{primary.render(row)}</Box>}
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              {details.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13, whiteSpace: 'nowrap' }}>
                    {column.header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Box>
                </Box>
              ))}
            </Box>
            {actions.map((column) => (
              <Box key={column.key} sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {column.render(row)}
              </Box>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.isActions ? 'right' : column.align}
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  color: 'text.secondary',
                  width: column.width,
                  minWidth: column.minWidth,
                }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover={Boolean(onRowClick)}
              {...clickProps(row)}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.isActions ? 'right' : column.align}
                  sx={{
                    py: 1.5,
                    overflowWrap: column.nowrap ? undefined : 'break-word',
                    whiteSpace: column.nowrap ? 'nowrap' : undefined,
                  }}
                >
                  {column.isActions ? (
                    // Buttons wrap as whole buttons when the column is narrow; their labels never break.
                    <Box
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 1,
                        justifyContent: 'flex-end',
                        alignItems: 'center',
                        '& .MuiButton-root': { whiteSpace: 'nowrap' },
                      }}
                    >
                      {column.render(row)}
                    </Box>
                  ) : (
                    column.render(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
