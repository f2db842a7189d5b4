import Chip from '@mui/material/Chip';
import type { ReleaseStatusGroup } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { STATUS_GROUP_COLOURS } from './release-status.ts';
import { calendarDateText, scheduledSaleDate } from './scheduled-sale.ts';
import { useReleaseLabels } from './use-release-labels.ts';

/**
 * A release's status in words, coloured by its status group; a release the stores hold until its sale date reads
 * 配信予定 with that date (`saleDate`, as the release stores it).
 */
export function ReleaseStatusChip({
  status,
  group,
  saleDate = '',
}: {
  status: string;
  group: ReleaseStatusGroup;
  saleDate?: string;
}) {
  const labels = useReleaseLabels();
  const { t } = useTranslation();
  const colour = STATUS_GROUP_COLOURS[group];
  const scheduled = scheduledSaleDate(status, saleDate);
  return (
    <Chip
      size="small"
      color={colour}
      variant={group === 'draft' || group === 'ended' ? 'outlined' : 'filled'}
      label={
        scheduled
          ? t('releases.scheduledSale', { date: calendarDateText(scheduled, labels.language) })
          : labels.status(status)
      }
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
