import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
}

/** What a list or screen shows when there is nothing in it (or nothing the person may see). */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        px: 2,
        py: { xs: 4, sm: 5 },
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      {icon && (
        <Box aria-hidden="true" sx={{ color: 'text.secondary', mb: 1.5, '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
      )}
      <Typography variant="h5" component="p" sx={{ mb: body ? 0.75 : 0 }}>
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
