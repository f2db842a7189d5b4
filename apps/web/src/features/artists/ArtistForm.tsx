import { zodResolver } from '@hookform/resolvers/zod';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createArtist, getMyArtist, updateMyArtist } from '@otodoke/contract';
import { ARTIST_TYPES, textLength } from '@otodoke/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
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
import { muiField } from '../../ui/mui-field.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { SwitchRow } from '../../ui/SwitchRow.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { UploadField } from '../uploads/index.ts';
import { ArtistLinksFields } from './ArtistLinksFields.tsx';
import { ArtistMembersFields } from './ArtistMembersFields.tsx';
import {
  ARTIST_LIMITS,
  type ArtistFormValues,
  artistFormSchema,
  artistToForm,
  emptyArtistForm,
  formFieldOfServerPath,
  formToArtistInput,
} from './artist-form.ts';
import { ARTISTS_PATH, publicArtistPath } from './artist-paths.ts';
import type { MyArtist } from './artist-types.ts';
import { StoreArtistField } from './StoreArtistField.tsx';

/** The server's code for a store artist id the store does not know (details.field names the field). */
const STORE_ARTIST_NOT_FOUND = 'ART00003';

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
  const typeLabelId = useId();

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
      const error = toApiRequestError(thrown);
      // A store id the store does not know is a problem of that field: say it there rather than in the snackbar.
      const storeField =
        error.code === STORE_ARTIST_NOT_FOUND && typeof error.details.field === 'string'
          ? formFieldOfServerPath(error.details.field)
          : null;
      const unplaced: string[] = [];
      let isFirst = true;
      handleError(error, {
        silent: storeField !== null,
        setFieldError: (path, message) => {
          const field = formFieldOfServerPath(path);
          if (!field) {
            unplaced.push(message);
            return;
          }
          form.setError(field as Path<ArtistFormValues>, { type: 'server', message }, { shouldFocus: isFirst });
          isFirst = false;
        },
      });
      if (storeField) {
        form.setError(
          storeField as Path<ArtistFormValues>,
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
      }
      setOtherErrors(unplaced);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <SettingsSection title={t('artists.form.basicTitle')}>
          <Stack spacing={2.5}>
            <Controller
              control={form.control}
              name="artistType"
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel id={typeLabelId} component="legend" sx={{ mb: 1, fontWeight: 600 }}>
                    {t('artists.form.typeLabel')}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby={typeLabelId}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                  >
                    {ARTIST_TYPES.map((type) => (
                      <TypeOption
                        key={type}
                        value={type}
                        isSelected={field.value === type}
                        icon={type === 'group' ? <GroupsOutlinedIcon /> : <PersonOutlineIcon />}
                        label={t(`artists.types.${type}`)}
                        help={t(type === 'group' ? 'artists.form.typeGroupHelp' : 'artists.form.typeIndividualHelp')}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <TextField
              {...muiField(form, 'nameJa')}
              label={t('artists.form.nameJa')}
              helperText={form.formState.errors.nameJa?.message ?? t('artists.form.nameJaHelp')}
              required
              slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.name } }}
            />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <TextField
                {...muiField(form, 'nameKana')}
                label={t('artists.form.nameKana')}
                helperText={form.formState.errors.nameKana?.message ?? t('artists.form.nameKanaHelp')}
                slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.name } }}
              />
              <TextField
                {...muiField(form, 'nameEn')}
                label={t('artists.form.nameEn')}
                helperText={form.formState.errors.nameEn?.message ?? t('artists.form.nameEnHelp')}
                slotProps={{ htmlInput: { maxLength: ARTIST_LIMITS.name, lang: 'en' } }}
              />
            </Box>
            <Controller
              control={form.control}
              name="isVocaloid"
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Checkbox
                        name={field.name}
                        slotProps={{ input: { ref: field.ref } }}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('artists.form.vocaloid')}
                  />
                  <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0, ml: 4 }}>
                    {fieldState.error?.message ?? t('artists.form.vocaloidHelp')}
                  </FormHelperText>
                </Box>
              )}
            />
          </Stack>
        </SettingsSection>

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

        <SettingsSection title={t('artists.form.profileTitle')} description={t('artists.form.profileLead')}>
          <Stack spacing={2.5}>
            <ProfileField form={form} name="profileJa" label={t('artists.form.profileJa')} value={profileJa} />
            <ProfileField form={form} name="profileEn" label={t('artists.form.profileEn')} value={profileEn} />
          </Stack>
        </SettingsSection>

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

interface TypeOptionProps {
  value: string;
  isSelected: boolean;
  icon: ReactNode;
  label: string;
  help: string;
}

/** One artist type as a selectable card: the radio, an icon, the type and what it means. */
function TypeOption({ value, isSelected, icon, label, help }: TypeOptionProps) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', py: 1, pr: 1 }}>
          <Box aria-hidden="true" sx={{ color: isSelected ? 'primary.main' : 'text.secondary', display: 'flex' }}>
            {icon}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.4 }}>{label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {help}
            </Typography>
          </Box>
        </Stack>
      }
      sx={{
        m: 0,
        border: 1,
        borderRadius: 3,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isSelected ? 'action.hover' : 'transparent',
        alignItems: 'center',
      }}
    />
  );
}

interface ProfileFieldProps {
  form: ReturnType<typeof useForm<ArtistFormValues>>;
  name: 'profileJa' | 'profileEn';
  label: string;
  value: string;
}

/** A multiline profile with its length against the 3500-character limit under it. */
function ProfileField({ form, name, label, value }: ProfileFieldProps) {
  const { t } = useTranslation();
  const { helperText, ...field } = muiField(form, name);
  const count = textLength(value ?? '');
  const isOver = count > ARTIST_LIMITS.profile;
  return (
    <TextField
      {...field}
      label={label}
      multiline
      minRows={5}
      maxRows={16}
      error={field.error || isOver}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{helperText}</span>
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {t('artists.form.counter', { count, max: ARTIST_LIMITS.profile })}
          </Box>
        </Box>
      }
      slotProps={{ htmlInput: { lang: name === 'profileEn' ? 'en' : 'ja' } }}
    />
  );
}
