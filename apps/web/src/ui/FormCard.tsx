import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface FormCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title; pages give their main card an h1. */
  headingLevel?: 'h1' | 'h2';
}

/** A narrow, centred card for sign-in, sign-up and similar one-task screens. */
export function FormCard({ title, lead, children, footer, headingLevel = 'h1' }: FormCardProps) {
  const headingId = useId();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 } }}
      >
        <Typography id={headingId} variant="h3" component={headingLevel} sx={{ mb: lead ? 1.5 : 3 }}>
          {title}
        </Typography>
        {lead && (
          <Typography component="div" sx={{ color: 'text.secondary', mb: 3 }}>
            {lead}
          </Typography>
        )}
        {children}
        {footer && <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>}
      </Paper>
    </Box>
  );
}
