import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

/** Layout of the public and creators pages: header, content, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}
