// A wrapping row of buttons that lead to other screens (each a router link with an icon).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface LinkButton {
  to: string;
  label: string;
  icon: ReactNode;
  variant?: 'contained' | 'outlined';
}

interface LinkButtonRowProps {
  links: readonly LinkButton[];
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** Links to the neighbouring screens, side by side and wrapping when narrow. */
export function LinkButtonRow({ links, size, sx }: LinkButtonRowProps) {
  return (
    <Stack direction="row" sx={[{ flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {links.map((link) => (
        <Button
          key={link.to}
          variant={link.variant ?? 'outlined'}
          size={size}
          component={RouterLink}
          to={link.to}
          startIcon={link.icon}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
