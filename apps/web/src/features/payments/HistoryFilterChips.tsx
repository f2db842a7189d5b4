import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { HISTORY_FILTERS, type HistoryFilter } from './history-query.ts';

/** すべて / 手続き中 / 支払い済み / 取り消し・期限切れ as toggle chips. */
export function HistoryFilterChips({
  value,
  onChange,
}: {
  value: HistoryFilter;
  onChange: (next: HistoryFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      role="group"
      aria-label={t('payments.tab.filterLabel')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {HISTORY_FILTERS.map((filter) => (
        <Chip
          key={filter}
          label={t(`payments.statusGroups.${filter}`)}
          clickable
          color={filter === value ? 'primary' : 'default'}
          variant={filter === value ? 'filled' : 'outlined'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        />
      ))}
    </Stack>
  );
}
