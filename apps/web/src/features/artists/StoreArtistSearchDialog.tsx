import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchAppleMusicArtists, searchSpotifyArtists } from '@otodoke/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/data/use-api.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { ArtistAvatar } from './ArtistAvatar.tsx';
import { ARTIST_LIMITS } from './artist-form.ts';
import type { StoreArtist, StoreName } from './artist-types.ts';

interface StoreArtistSearchDialogProps {
  open: boolean;
  store: StoreName;
  /** Searched as soon as the dialog opens (the artist's name, or what was pasted in the field). */
  initialQuery: string;
  onClose: () => void;
  onChoose: (artist: StoreArtist) => void;
}

/**
 * Finds the artist on Apple Music or Spotify (GET /api/v2/me/apple-music/artists, /me/spotify/artists) by name, or
 * resolves a pasted URL or id. Results from the store simulator say so.
 */
export function StoreArtistSearchDialog({
  open,
  store,
  initialQuery,
  onClose,
  onChoose,
}: StoreArtistSearchDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const storeLabel = t(`artists.stores.${store}`);
  const [query, setQuery] = useState(initialQuery);
  const [submitted, setSubmitted] = useState(initialQuery.trim());

  useEffect(() => {
    if (!open) return;
    setQuery(initialQuery);
    setSubmitted(initialQuery.trim());
  }, [open, initialQuery]);

  const contract = store === 'appleMusic' ? searchAppleMusicArtists : searchSpotifyArtists;
  const { data, error, mutate, isLoading } = useApi(contract, open && submitted ? { query: { q: submitted } } : null);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {t('artists.storeSearch.title', { store: storeLabel })}
        {data?.isSimulator && (
          <Chip
            size="small"
            color="warning"
            icon={<ScienceOutlinedIcon />}
            label={t('artists.storeSearch.simulator')}
          />
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const q = query.trim();
            if (q === submitted) void mutate();
            else setSubmitted(q);
          }}
          sx={{ display: 'flex', gap: 1, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <TextField
            size="small"
            type="search"
            label={t('artists.storeSearch.queryLabel')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoFocus
            slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.storeRef } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={query.trim() === ''}
            sx={{ flexShrink: 0 }}
          >
            {t('artists.storeSearch.search')}
          </Button>
        </Box>
        {data?.isSimulator && (
          <Alert severity="warning" icon={<ScienceOutlinedIcon />} sx={{ mb: 2 }}>
            {t('artists.storeSearch.simulatorNote')}
          </Alert>
        )}
        {!submitted ? (
          <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
            {t('artists.storeSearch.prompt')}
          </Typography>
        ) : error ? (
          <LoadError message={error.message} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<SearchOffOutlinedIcon />}
            title={t('artists.storeSearch.noResultsTitle')}
            body={t('artists.storeSearch.noResultsBody')}
          />
        ) : (
          <Stack
            component="ul"
            aria-label={t('artists.storeSearch.resultsLabel', { store: storeLabel })}
            spacing={1}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {data.items.map((artist) => (
              <Box
                component="li"
                key={artist.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                <ArtistAvatar name={artist.name} imageUrl={artist.imageUrl} size={52} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{artist.name}</Typography>
                  {artist.genres.length > 0 && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {artist.genres.join(' · ')}
                    </Typography>
                  )}
                  <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    ID: {artist.id}
                  </Typography>
                </Box>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={0.5}
                  sx={{ alignItems: 'center', flexShrink: 0 }}
                >
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onChoose(artist)}
                    aria-label={t('artists.storeSearch.chooseLabel', { name: artist.name })}
                  >
                    {t('artists.storeSearch.choose')}
                  </Button>
                  <IconButton
                    size="small"
                    component="a"
                    href={artist.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('artists.storeSearch.openInStore', { name: artist.name })}
                  >
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
