import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface ResultPanelProps {
  icon: ReactNode;
  tone: 'success' | 'warning' | 'info' | 'error' | 'neutral';
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Buttons and links under the content. */
  actions?: ReactNode;
}

const TONE_COLOURS = {
  success: 'success.main',
  warning: 'warning.main',
  info: 'primary.main',
  error: 'error.main',
  neutral: 'text.secondary',
} as const;

/** The headline card of the result page: what happened, in one icon and one sentence, then what to do. */
export function ResultPanel({ icon, tone, title, lead, children, actions }: ResultPanelProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ borderTop: 4, borderTopColor: TONE_COLOURS[tone] }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: lead ? 1.5 : 2.5 }}>
          <Box aria-hidden="true" sx={{ color: TONE_COLOURS[tone], display: 'flex', '& svg': { fontSize: 32 } }}>
            {icon}
          </Box>
          <Typography id={titleId} variant="h3" component="h2" sx={{ pt: 0.25, fontSize: { xs: 19, sm: 22 } }}>
            {title}
          </Typography>
        </Stack>
        {lead && (
          <Typography component="div" sx={{ color: 'text.secondary', mb: children || actions ? 2.5 : 0 }}>
            {lead}
          </Typography>
        )}
        {children}
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: children ? 3 : 0, flexWrap: 'wrap', '& > *': { flexShrink: 0 } }}
          >
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
