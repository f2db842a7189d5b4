import Chip from '@mui/material/Chip';
import type { ReleaseStatusGroup } from '@otodoke/domain';
import { STATUS_GROUP_COLOURS } from './release-status.ts';
import { useReleaseLabels } from './use-release-labels.ts';

/** A release's status in words, coloured by its status group. */
export function ReleaseStatusChip({ status, group }: { status: string; group: ReleaseStatusGroup }) {
  const labels = useReleaseLabels();
  const colour = STATUS_GROUP_COLOURS[group];
  return (
    <Chip
      size="small"
      color={colour}
      variant={group === 'draft' || group === 'ended' ? 'outlined' : 'filled'}
      label={labels.status(status)}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
