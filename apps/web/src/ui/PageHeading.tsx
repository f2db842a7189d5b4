import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  lead?: ReactNode;
}

/** The h1 of a dashboard page with an optional lead sentence. */
export function PageHeading({ title, lead }: PageHeadingProps) {
  return (
    <Box sx={{ mb: { xs: 2.5, md: 3 } }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: lead ? 1 : 0 }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary' }}>{lead}</Typography>}
    </Box>
  );
}
