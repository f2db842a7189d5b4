import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../app/i18n/LanguageSwitcher.tsx';
import { PUBLIC_NAV_LINKS } from './nav-entries.ts';

interface PublicMobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  accountActions: ReactNode;
}

/** The public navigation as a drawer below md (loaded when first opened). */
export function PublicMobileMenu({ id, open, onClose, accountActions }: PublicMobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { sx: { width: 280, p: 2 } } }}
    >
      <Box component="nav" aria-label={t('nav.main')}>
        <List>
          {PUBLIC_NAV_LINKS.map((link) => (
            <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
              <ListItemText primary={t(link.labelKey)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1.5} onClick={onClose}>
        {accountActions}
      </Stack>
      <Box sx={{ mt: 3 }}>
        <LanguageSwitcher />
      </Box>
    </Drawer>
  );
}
