import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { ARTIST_LIMITS, type ArtistFormValues, storeArtistIdOf, storeArtistPageUrl } from './artist-form.ts';
import type { StoreName } from './artist-types.ts';
import { StoreArtistSearchDialog } from './StoreArtistSearchDialog.tsx';

const FIELD_OF_STORE = { appleMusic: 'appleMusicArtist', spotify: 'spotifyArtist' } as const;

interface StoreArtistFieldProps {
  form: UseFormReturn<ArtistFormValues>;
  store: StoreName;
  disabled?: boolean;
}

/** A pasted store URL or id, a search that fills in the chosen artist's id, and a link to check it on the store. */
export function StoreArtistField({ form, store, disabled }: StoreArtistFieldProps) {
  const { t } = useTranslation();
  const name = FIELD_OF_STORE[store];
  const storeLabel = t(`artists.stores.${store}`);
  const [isSearching, setIsSearching] = useState(false);
  const [chosenName, setChosenName] = useState<string | null>(null);

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const id = storeArtistIdOf(store, field.value);
        const typed = field.value.trim();
        const initialQuery = typed || form.getValues('nameJa').trim() || form.getValues('nameEn').trim();
        return (
          <Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => {
                  setChosenName(null);
                  field.onChange(event.target.value);
                }}
                onBlur={field.onBlur}
                disabled={disabled}
                label={storeLabel}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (chosenName
                    ? t('artists.storeSearch.chosenHelp', { name: chosenName })
                    : t('artists.form.storeRefHelp'))
                }
                slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.storeRef, spellCheck: false } }}
              />
              <Button
                variant="outlined"
                startIcon={<SearchIcon />}
                onClick={() => setIsSearching(true)}
                disabled={disabled}
                aria-label={t('artists.form.searchStoreLabel', { store: storeLabel })}
                sx={{ height: 56, justifySelf: { xs: 'start', sm: 'stretch' }, whiteSpace: 'nowrap' }}
              >
                {t('artists.form.searchStore')}
              </Button>
            </Box>
            {id && !fieldState.error && (
              <Link
                href={storeArtistPageUrl(store, id)}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.75, ml: 1.75 }}
              >
                {t('artists.form.openStore', { store: storeLabel })}
                <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
                <Box component="span" sx={visuallyHidden}>
                  {t('artists.public.opensInNewTab')}
                </Box>
              </Link>
            )}
            <StoreArtistSearchDialog
              open={isSearching}
              store={store}
              initialQuery={initialQuery}
              onClose={() => setIsSearching(false)}
              onChoose={(artist) => {
                field.onChange(artist.id);
                form.clearErrors(name);
                setChosenName(artist.name);
                setIsSearching(false);
              }}
            />
          </Box>
        );
      }}
    />
  );
}
