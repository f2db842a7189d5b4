// The small search box of list screens: a search-type text field with a magnifier in front and a length limit.
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  sx?: SxProps<Theme>;
}

/** A keyword field for filtering a list. */
export function SearchField({ label, placeholder, value, onChange, maxLength, onKeyDown, sx }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      sx={sx}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
