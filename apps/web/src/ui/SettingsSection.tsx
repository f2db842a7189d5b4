import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Shown at the right of the title (wraps under it on phones), e.g. the section's main button. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of a settings screen: heading (h2), what it is for, then its content. */
export function SettingsSection({ title, description, action, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 2 }}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between', mb: 2.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h4" component="h2">
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {description}
              </Typography>
            )}
          </Box>
          {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
