import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ensureVariousArtists } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import type { VariousArtists } from './artist-types.ts';

interface VariousArtistsPanelProps {
  names: VariousArtists;
  onCreated: () => Promise<unknown>;
}

/** Shown while the account has no Various Artists: what it is for, its fixed names and a button to create it. */
export function VariousArtistsPanel({ names, onCreated }: VariousArtistsPanelProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [isCreating, setIsCreating] = useState(false);
  const isEnglish = useLanguage() === 'en';
  const [primary, secondary] = isEnglish ? [names.nameEn, names.nameJa] : [names.nameJa, names.nameEn];

  const create = async () => {
    setIsCreating(true);
    try {
      await callApi(ensureVariousArtists);
      showSnackbar(t('artists.various.created'));
      await onCreated();
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setIsCreating(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('artists.various.title')}
      sx={{ p: { xs: 2, sm: 2.5 }, borderStyle: 'dashed' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <LibraryMusicOutlinedIcon />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {primary}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
              {secondary}
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('artists.various.body')} {t('artists.various.notCreated')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={() => void create()} disabled={isCreating} sx={{ flexShrink: 0 }}>
          {t('artists.various.create')}
        </Button>
      </Stack>
    </Paper>
  );
}
