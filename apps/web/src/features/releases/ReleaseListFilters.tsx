// The search bar of the release list: keyword (searched on Enter or when typing pauses), type filter and sorting.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { RELEASE_SORT_KEYS, RELEASE_TYPES } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../ui/SearchField.tsx';
import type { ReleaseListSearch, SortOrder } from './release-list-params.ts';
import { useReleaseLabels } from './use-release-labels.ts';

interface ReleaseListFiltersProps {
  search: ReleaseListSearch;
  /** The keyword as typed (the address holds the settled one). */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  go: (change: Partial<ReleaseListSearch>) => void;
}

/** Keyword, type, sort key and order: the keyword on its own row on phones, all four in a row from md up. */
export function ReleaseListFilters({ search, keyword, onKeywordChange, go }: ReleaseListFiltersProps) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const fullRowOnPhones = { gridColumn: { xs: '1 / -1', md: 'auto' } };
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(200px, 2fr) repeat(3, minmax(140px, 1fr))',
        },
      }}
    >
      <SearchField
        label={t('releases.list.searchLabel')}
        placeholder={t('releases.list.searchPlaceholder')}
        value={keyword}
        onChange={onKeywordChange}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go({ q: keyword.trim() });
        }}
        sx={fullRowOnPhones}
        maxLength={100}
      />
      <NativeSelect
        label={t('releases.list.typeFilter')}
        value={search.type ?? ''}
        sx={fullRowOnPhones}
        onChange={(value) => go({ type: (value || null) as ReleaseListSearch['type'] })}
        options={[
          { value: '', label: t('releases.list.allTypes') },
          ...RELEASE_TYPES.map((type) => ({ value: type, label: labels.type(type) })),
        ]}
      />
      <NativeSelect
        label={t('releases.list.sortKey')}
        value={search.sortKey}
        onChange={(value) => go({ sortKey: value as ReleaseListSearch['sortKey'] })}
        options={RELEASE_SORT_KEYS.map((key) => ({ value: key, label: t(`releases.list.sortKeys.${key}`) }))}
      />
      <NativeSelect
        label={t('releases.list.sortOrder')}
        value={search.sortOrder}
        onChange={(value) => go({ sortOrder: value as SortOrder })}
        options={[
          { value: 'desc', label: t('releases.list.orders.desc') },
          { value: 'asc', label: t('releases.list.orders.asc') },
        ]}
      />
    </Box>
  );
}

interface NativeSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  sx?: SxProps<Theme>;
}

/** A small select with the browser's own list (the keyboard and screen readers know it best). */
function NativeSelect({ label, value, onChange, options, sx }: NativeSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={sx}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
