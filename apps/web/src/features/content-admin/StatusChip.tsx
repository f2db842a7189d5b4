// An entry's status as a chip (draft, scheduled with its time, published, archived), in the list and the editor.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import type { ContentEntry } from './entry-form.ts';

const COLORS = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  archived: 'default',
} as const;

export function StatusChip({ status, publishAt }: { status: ContentEntry['status']; publishAt?: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label =
    status === 'scheduled' && publishAt
      ? t('contentAdmin.status.scheduledAt', { date: format.dateTime(publishAt) })
      : t(`contentAdmin.status.${status}`);
  return (
    <Chip
      size="small"
      label={label}
      color={COLORS[status]}
      variant={status === 'archived' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 700, maxWidth: '100%' }}
    />
  );
}
