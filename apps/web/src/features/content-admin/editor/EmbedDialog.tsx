// The embed prompt of the editor: search the service's releases (on sale or delivered) and public artists, and put
// the chosen one in the body as a card.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchContentEmbeds } from '@otodoke/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/data/use-api.ts';
import type { EmbedAttrs, EmbedKind } from './embed-node.ts';

export interface EmbedDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (embed: EmbedAttrs) => void;
}

/** Waits this long after the last key before searching. */
const DEBOUNCE_MS = 300;

export function EmbedDialog({ open, onClose, onInsert }: EmbedDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<EmbedKind | 'all'>('all');
  useEffect(() => {
    if (open) {
      setTyped('');
      setQuery('');
    }
  }, [open]);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useApi(
    searchContentEmbeds,
    open && query !== '' ? { query: { q: query, limit: 20, ...(kind === 'all' ? {} : { kind }) } } : null,
    { keepPreviousData: true },
  );

  let results = null;
  if (query === '') {
    results = <Typography sx={{ color: 'text.secondary' }}>{t('contentAdmin.editor.embed.hint')}</Typography>;
  } else if (found.error) {
    results = <Alert severity="error">{found.error.message}</Alert>;
  } else if (!found.data) {
    results = <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  } else if (found.data.items.length === 0) {
    results = (
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {t('contentAdmin.editor.embed.none', { query })}
      </Typography>
    );
  } else {
    results = (
      <List aria-label={t('contentAdmin.editor.embed.results')} sx={{ mx: -1 }}>
        {found.data.items.map((item) => (
          <ListItemButton
            key={`${item.kind}-${item.id}`}
            onClick={() => onInsert({ kind: item.kind, id: item.id, title: item.title })}
            sx={{ borderRadius: 1 }}
          >
            <ListItemAvatar>
              <Avatar
                variant={item.kind === 'release' ? 'rounded' : 'circular'}
                src={item.coverUrl ?? undefined}
                alt=""
              >
                {item.title.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={item.title}
              secondary={[t(`contentAdmin.editor.embed.${item.kind}`), item.artist].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: 700, overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        ))}
      </List>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('contentAdmin.editor.embed.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, mb: 2 }}>
          <TextField
            autoFocus
            type="search"
            size="small"
            label={t('contentAdmin.editor.embed.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            size="small"
            label={t('contentAdmin.editor.embed.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as EmbedKind | 'all')}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="all">{t('contentAdmin.editor.embed.all')}</MenuItem>
            <MenuItem value="release">{t('contentAdmin.editor.embed.release')}</MenuItem>
            <MenuItem value="artist">{t('contentAdmin.editor.embed.artist')}</MenuItem>
          </TextField>
        </Stack>
        <Box aria-live="polite">{results}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('contentAdmin.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
