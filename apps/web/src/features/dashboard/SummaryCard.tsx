import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardIcon } from './CardIcon.tsx';

interface SummaryCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}

/** One card of the dashboard home: a titled summary with an optional link to where it is managed. */
export function SummaryCard({ icon, title, children, action }: SummaryCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <CardIcon>{icon}</CardIcon>
          <Typography id={titleId} variant="h4" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
      {action && (
        <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>
          <Button component={RouterLink} to={action.to} size="small">
            {action.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
