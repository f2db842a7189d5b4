import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FullPageMessageProps {
  icon?: ReactNode;
  eyebrow?: string;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
}

/** A centred message page: not found, maintenance, unexpected error. */
export function FullPageMessage({ icon, eyebrow, title, body, actions }: FullPageMessageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      {icon && <Box sx={{ color: 'primary.main', mb: 3, '& svg': { fontSize: 56 } }}>{icon}</Box>}
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {body && (
        <Typography component="div" sx={{ color: 'text.secondary', mb: 4 }}>
          {body}
        </Typography>
      )}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      )}
    </Container>
  );
}
