// One form for registering and editing an artist, composed of its sections; saving returns to the list.

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createArtist, getMyArtist, updateMyArtist } from '@otodoke/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { apiKey } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { useSession } from '../../app/session/use-session.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { UploadField } from '../uploads/index.ts';
import { ArtistBasicSection } from './ArtistBasicSection.tsx';
import { ArtistLinksFields } from './ArtistLinksFields.tsx';
import { ArtistMembersFields } from './ArtistMembersFields.tsx';
import { ArtistProfileSection } from './ArtistProfileSection.tsx';
import { ArtistPublishSection } from './ArtistPublishSection.tsx';
import { ArtistStatsConsentSection } from './ArtistStatsConsentSection.tsx';
import {
  ARTIST_LIMITS,
  type ArtistFormValues,
  artistFormSchema,
  artistToForm,
  emptyArtistForm,
  formToArtistInput,
} from './artist-form.ts';
import { placeRefusal } from './artist-form-errors.ts';
import { ARTISTS_PATH } from './artist-paths.ts';
import type { MyArtist } from './artist-types.ts';
import { StoreArtistField } from './StoreArtistField.tsx';

interface ArtistFormProps {
  /** The artist being edited; absent when registering a new one. */
  artist?: MyArtist;
}

/**
 * One form for registering and editing an artist: type, names, Vocaloid, members (groups), profile, image, links,
 * store artist pages and the public page. Server field errors land next to their fields; saving returns to the list.
 */
export function ArtistForm({ artist }: ArtistFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { mutate: mutateSession } = useSession();
  const { mutate } = useSWRConfig();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const schema = useMemo(() => artistFormSchema(language), [language]);
  const defaultValues = useMemo(() => (artist ? artistToForm(artist) : emptyArtistForm()), [artist]);
  const form = useForm<ArtistFormValues>({ resolver: zodResolver(schema), defaultValues });
  const [artistType, profileJa, profileEn, showOnArtistPage] = useWatch({
    control: form.control,
    name: ['artistType', 'profileJa', 'profileEn', 'showOnArtistPage'],
  });

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      const body = formToArtistInput(values);
      const saved = artist
        ? await callApi(updateMyArtist, { params: { id: artist.id }, body })
        : await callApi(createArtist, { body });
      await mutate(apiKey(getMyArtist, { params: { id: saved.id } }), saved, { revalidate: false });
      showSnackbar(artist ? t('feedback.saved') : t('artists.form.created', { name: saved.nameJa }));
      // The session lists the account's artists (myArtistList) for other screens.
      void mutateSession();
      navigate(ARTISTS_PATH);
    } catch (thrown) {
      setOtherErrors(placeRefusal(toApiRequestError(thrown), form.setError, handleError));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <ArtistBasicSection form={form} />

        {artistType === 'group' && (
          <SettingsSection
            title={t('artists.form.membersTitle')}
            description={t('artists.form.membersLead', {
              max: ARTIST_LIMITS.members,
              roles: ARTIST_LIMITS.memberRoles,
            })}
          >
            <ArtistMembersFields form={form} />
          </SettingsSection>
        )}

        <ArtistProfileSection form={form} profileJa={profileJa} profileEn={profileEn} />

        <SettingsSection title={t('artists.form.imageTitle')}>
          <Controller
            control={form.control}
            name="imageUploadId"
            render={({ field, fieldState }) => (
              <UploadField
                kind="image"
                value={field.value}
                onChange={(id: number | null) => field.onChange(id)}
                label={t('artists.form.image')}
                helperText={t('artists.form.imageHelp')}
                error={fieldState.error?.message}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection
          title={t('artists.form.linksTitle')}
          description={t('artists.form.linksLead', { max: ARTIST_LIMITS.links })}
        >
          <ArtistLinksFields form={form} />
        </SettingsSection>

        <SettingsSection title={t('artists.form.storesTitle')} description={t('artists.form.storesLead')}>
          <Stack spacing={2.5}>
            <StoreArtistField form={form} store="appleMusic" />
            <StoreArtistField form={form} store="spotify" />
          </Stack>
        </SettingsSection>

        <ArtistPublishSection form={form} artist={artist} showOnArtistPage={showOnArtistPage} />

        {artist && <ArtistStatsConsentSection artist={artist} />}

        {otherErrors.length > 0 && (
          <Alert severity="error" role="alert">
            <AlertTitle>{t('artists.form.otherErrors')}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          </Alert>
        )}

        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: { xs: 8, sm: 16 },
            zIndex: 2,
            p: 1.5,
            display: 'flex',
            gap: 1.5,
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            boxShadow: '0 8px 24px rgba(27, 24, 48, 0.10)',
          }}
        >
          <Button component={RouterLink} to={ARTISTS_PATH} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {artist ? t('artists.form.save') : t('artists.form.create')}
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
