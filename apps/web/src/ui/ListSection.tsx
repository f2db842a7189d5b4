// The list kit of the operators' console: a titled section over a paged list (loading, error with retry, empty,
// counted table with page numbers) and the search form above it, so that each list says only what is its own.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { LoadError } from './LoadError.tsx';
import { PageNumbers } from './PageNumbers.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** How many pages a list of `total` items has at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  items: readonly T[];
  total: number;
  page: number;
  /** The page size, when the answer carries it. */
  limit?: number;
}

/** A list's request as useApi returns it. */
export interface ListRequest<T> {
  data: ListPage<T> | undefined;
  error: { message: string } | undefined;
  isValidating: boolean;
  mutate: () => unknown;
}

export interface PagedListProps<T> {
  list: ListRequest<T>;
  /** Shown when the page has no items. */
  empty: ReactNode;
  /** The count above the table ("12件"). */
  countText: (total: number) => string;
  /** The table's accessible name and the page numbers' one. */
  tableLabel: string;
  pagingLabel: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** The page size (default: the `limit` of the answer). */
  pageSize?: number;
  onPage: (page: number) => void;
  /** The loading placeholder's height. */
  loadingHeight?: number;
}

/** A paged list: a placeholder while it loads, the error with a retry, the empty state, or the counted table. */
export function PagedList<T>({ list, empty, loadingHeight = 140, ...table }: PagedListProps<T>) {
  const { t } = useTranslation();
  const { data, error, isValidating } = list;
  if (error) return <LoadError message={error.message} onRetry={() => void list.mutate()} />;
  if (!data) return <Skeleton variant="rounded" height={loadingHeight} aria-label={t('common.loading')} />;
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
        {table.countText(data.total)}
      </Typography>
      <DataTable
        label={table.tableLabel}
        columns={table.columns}
        rows={data.items}
        rowKey={table.rowKey}
        onRowClick={table.onRowClick}
      />
      <PageNumbers
        page={data.page}
        count={pageCount(data.total, table.pageSize ?? data.limit ?? data.items.length)}
        onChange={table.onPage}
        label={table.pagingLabel}
      />
    </Box>
  );
}

export interface ListSectionProps<T> extends PagedListProps<T> {
  title: string;
  description?: ReactNode;
  /** The section's main button, at the right of its title. */
  action?: ReactNode;
  /** Above the list: its filters and search. */
  toolbar?: ReactNode;
  /** Below the list: its dialogs. */
  children?: ReactNode;
}

/** A titled section of the console holding one paged list, with its filters above and its dialogs below. */
export function ListSection<T>({ title, description, action, toolbar, children, ...list }: ListSectionProps<T>) {
  return (
    <SettingsSection title={title} description={description} action={action}>
      {toolbar}
      <PagedList {...list} />
      {children}
    </SettingsSection>
  );
}

interface SearchFormProps {
  label: string;
  placeholder: string;
  /** The keyword being typed, searched for on submit. */
  value: string;
  onChange: (value: string) => void;
  onSearch: (keyword: string) => void;
  maxLength: number;
  fieldSx?: SxProps<Theme>;
}

/** A keyword search above a list: the field and its button, searched on submit (Enter or the button). */
export function SearchForm({ label, placeholder, value, onChange, onSearch, maxLength, fieldSx }: SearchFormProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
      sx={{ mb: 2.5 }}
    >
      <TextField
        type="search"
        size="small"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength } }}
        sx={fieldSx}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {t('common.search')}
      </Button>
    </Stack>
  );
}
