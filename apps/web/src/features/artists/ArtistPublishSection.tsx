// The artist form's last section: whether the artist shows on the public artists page, and the way to that page.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import type { ArtistFormValues } from './artist-form.ts';
import { publicArtistPath } from './artist-paths.ts';
import type { MyArtist } from './artist-types.ts';

interface ArtistPublishSectionProps {
  form: UseFormReturn<ArtistFormValues>;
  /** The artist as saved; absent when registering a new one. */
  artist: MyArtist | undefined;
  /** The switch as it now stands (watched by the form). */
  showOnArtistPage: boolean;
}

export function ArtistPublishSection({ form, artist, showOnArtistPage }: ArtistPublishSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('artists.form.publishTitle')}>
      <Controller
        control={form.control}
        name="showOnArtistPage"
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <SwitchRow
              name={field.name}
              label={t('artists.form.showOnArtistPage')}
              description={t('artists.form.showOnArtistPageHelp')}
              checked={field.value}
              onChange={field.onChange}
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Stack>
        )}
      />
      {showOnArtistPage &&
        (artist?.showOnArtistPage && artist.archivedAt === null ? (
          <Link
            component={RouterLink}
            to={publicArtistPath(artist.id)}
            target="_blank"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
          >
            {t('artists.viewPublicPage')}
            <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              {t('artists.public.opensInNewTab')}
            </Box>
          </Link>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {t('artists.form.publicPageAfterSave')}
          </Typography>
        ))}
    </SettingsSection>
  );
}
