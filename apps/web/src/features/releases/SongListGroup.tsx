// The frame of a list of rows inside a song's form (its authors, its artists): heading, lead, problem, rows, add button.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { fieldDomId } from './issue-paths.ts';
import { useReleaseEditor } from './release-editor-context.ts';
import { useFieldProblem } from './use-field-problem.ts';

interface SongListGroupProps {
  /** The form path of the list (`songs.0.authors`): names the group for focus and its problem. */
  name: string;
  title: string;
  lead: string;
  /** Shown when there are no rows. */
  empty: string;
  rowCount: number;
  addLabel: string;
  onAdd: () => void;
  addDisabled: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A focusable, labelled group of rows; the add button is hidden when the release is read-only. */
export function SongListGroup({
  name,
  title,
  lead,
  empty,
  rowCount,
  addLabel,
  onAdd,
  addDisabled,
  children,
}: SongListGroupProps) {
  const { readOnly } = useReleaseEditor();
  const problem = useFieldProblem(name);
  const headingId = `${fieldDomId(name)}-title`;
  return (
    <Box
      id={fieldDomId(name)}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      sx={{ outline: 'none', borderTop: 1, borderColor: 'divider', pt: 2.5 }}
    >
      <Typography id={headingId} variant="h5" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {lead}
      </Typography>
      {problem.error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1.5 }}>
          {problem.error}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {rowCount === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {empty}
          </Typography>
        )}
        {children}
      </Stack>
      {!readOnly && (
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={addDisabled} sx={{ mt: 1.5 }}>
          {addLabel}
        </Button>
      )}
    </Box>
  );
}
