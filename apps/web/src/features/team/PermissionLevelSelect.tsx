import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PermissionChoice } from './permission-map.ts';

interface PermissionLevelSelectProps<T extends PermissionChoice> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A labelled select of permission levels (編集可能 / 閲覧のみ / 権限なし, and 個別に設定 where offered). A TextField
 * select: its label names the combobox (aria-labelledby), so it is found by its label like any field.
 */
export function PermissionLevelSelect<T extends PermissionChoice>({
  label,
  value,
  options,
  onChange,
  disabled,
  size = 'medium',
}: PermissionLevelSelectProps<T>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      size={size}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option: PermissionChoice) => (
        <MenuItem key={option} value={option}>
          {t(`team.levels.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
