import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** Form field name (react-hook-form). */
  name?: string;
}

/** An on/off setting: its name (the switch's label) and what it does (its description), switch on the right. */
export function SwitchRow({ label, description, checked, disabled, onChange, name }: SwitchRowProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0, pt: 0.75 }}>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, display: 'block', cursor: 'pointer' }}>
          {label}
        </Typography>
        {description && (
          <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        )}
      </Box>
      <Switch
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': description ? descriptionId : undefined } }}
        sx={{ flexShrink: 0 }}
      />
    </Stack>
  );
}
