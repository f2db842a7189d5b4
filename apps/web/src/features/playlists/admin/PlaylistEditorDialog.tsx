// The playlist editor: chart or playlist, titles and descriptions in both languages, the store addresses, and the releases in order
// (moved, removed, or added from a search of the service's releases on sale). Saving writes the texts, then the list.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  createPlaylist,
  getAdminPlaylist,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_RELEASES_MAX,
  PLAYLIST_TITLE_MAX_LENGTH,
  PLAYLIST_URL_MAX_LENGTH,
  searchPlaylistReleases,
  setPlaylistReleases,
  updatePlaylist,
} from '@otodoke/contract';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../../app/api-client.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { FormDialogActions } from '../../../ui/FormDialogActions.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { muiField } from '../../../ui/mui-field.ts';
import {
  moveItem,
  type PlaylistFormValues,
  playlistBodyFrom,
  playlistFieldOf,
  playlistFormFrom,
  withItem,
} from '../playlist-view.ts';
import { PlaylistCategoryField } from './PlaylistCategoryField.tsx';
import { useFailureMessage } from './use-failure-message.ts';

type Release = ApiResult<typeof getAdminPlaylist>['releases'][number];

interface Props {
  /** null: a new playlist. */
  playlistId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

export function PlaylistEditorDialog({ playlistId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const loaded = useApi(getAdminPlaylist, playlistId === null ? null : { params: { id: playlistId } });
  const form = useForm<PlaylistFormValues>({ defaultValues: playlistFormFrom() });
  const [releases, setReleases] = useState<Release[]>([]);
  const fail = useFailureMessage();
  const ready = playlistId === null || loaded.data !== undefined;

  useEffect(() => {
    if (!loaded.data) return;
    form.reset(playlistFormFrom(loaded.data));
    setReleases(loaded.data.releases);
  }, [loaded.data, form]);

  const submit = form.handleSubmit(async (values) => {
    if (values.titleJa.trim() === '') {
      form.setError(
        'titleJa',
        { type: 'required', message: t('playlists.admin.editor.required') },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const body = playlistBodyFrom(values);
      const saved =
        playlistId === null
          ? await callApi(createPlaylist, { body })
          : await callApi(updatePlaylist, { params: { id: playlistId }, body });
      await callApi(setPlaylistReleases, {
        params: { id: saved.id },
        body: { releaseIds: releases.map((release) => release.id) },
      });
      onSaved();
    } catch (thrown) {
      fail(thrown, (field, message) => {
        const target = playlistFieldOf(field);
        if (target) form.setError(target, { type: 'server', message }, { shouldFocus: true });
        return target !== null;
      });
    }
  });

  const limit = (n: number) => ({ htmlInput: { maxLength: n } });
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {playlistId === null ? t('playlists.admin.editor.createTitle') : t('playlists.admin.editor.editTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {loaded.error ? (
            <LoadError message={loaded.error.message} onRetry={() => void loaded.mutate()} />
          ) : !ready ? (
            <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />
          ) : (
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <PlaylistCategoryField form={form} />
              <Box sx={twoColumns}>
                <TextField
                  {...muiField(form, 'titleJa')}
                  label={t('playlists.admin.editor.titleJa')}
                  required
                  slotProps={limit(PLAYLIST_TITLE_MAX_LENGTH)}
                />
                <TextField
                  {...muiField(form, 'titleEn')}
                  label={t('playlists.admin.editor.titleEn')}
                  slotProps={limit(PLAYLIST_TITLE_MAX_LENGTH)}
                />
                <TextField
                  {...muiField(form, 'descriptionJa')}
                  label={t('playlists.admin.editor.descriptionJa')}
                  multiline
                  minRows={2}
                  slotProps={limit(PLAYLIST_DESCRIPTION_MAX_LENGTH)}
                />
                <TextField
                  {...muiField(form, 'descriptionEn')}
                  label={t('playlists.admin.editor.descriptionEn')}
                  multiline
                  minRows={2}
                  slotProps={limit(PLAYLIST_DESCRIPTION_MAX_LENGTH)}
                />
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
                {t('playlists.admin.editor.englishHelp')}
              </Typography>
              <Typography variant="h6" component="h3">
                {t('playlists.admin.editor.storesTitle')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {(['spotifyUrl', 'appleMusicUrl', 'youtubeUrl'] as const).map((field) => (
                  <TextField
                    key={field}
                    {...muiField(form, field)}
                    label={t(`playlists.admin.editor.${field}`)}
                    type="url"
                    autoComplete="off"
                    placeholder="https://"
                    slotProps={{ htmlInput: { maxLength: PLAYLIST_URL_MAX_LENGTH, spellCheck: false } }}
                  />
                ))}
              </Box>
              <ReleaseList releases={releases} onChange={setReleases} />
              <ReleaseSearch releases={releases} onAdd={(release) => setReleases((list) => withItem(list, release))} />
            </Box>
          )}
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('playlists.admin.editor.save')}
          isSubmitting={form.formState.isSubmitting || !ready}
        />
      </Box>
    </Dialog>
  );
}

function ReleaseThumb({ release }: { release: Pick<Release, 'artworkUrl'> }) {
  return release.artworkUrl ? (
    <Box
      component="img"
      src={release.artworkUrl}
      alt=""
      sx={{ width: 40, height: 40, borderRadius: 1, objectFit: 'cover', flex: 'none' }}
    />
  ) : (
    <Box aria-hidden="true" sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'action.selected', flex: 'none' }} />
  );
}

function ReleaseText({ release }: { release: Release }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.4 }}>{release.title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {release.artist}
        {!release.onSale && (
          <Box component="span" sx={{ color: 'warning.main', ml: 1 }}>
            {t('playlists.admin.editor.notOnSale')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}

function ReleaseList({ releases, onChange }: { releases: Release[]; onChange: (next: Release[]) => void }) {
  const { t } = useTranslation();
  const row = { display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' };
  return (
    <Box component="section">
      <Typography variant="h6" component="h3">
        {t('playlists.admin.editor.releasesTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('playlists.admin.editor.releasesLead')}
      </Typography>
      {releases.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('playlists.admin.editor.noReleases')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {releases.map((release, index) => (
            <Box component="li" key={release.id} sx={row}>
              <Box component="span" sx={{ width: 22, textAlign: 'right', color: 'text.secondary', flex: 'none' }}>
                {index + 1}
              </Box>
              <ReleaseThumb release={release} />
              <ReleaseText release={release} />
              <IconButton
                size="small"
                aria-label={t('playlists.admin.editor.moveUp', { title: release.title })}
                disabled={index === 0}
                onClick={() => onChange(moveItem(releases, index, -1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('playlists.admin.editor.moveDown', { title: release.title })}
                disabled={index === releases.length - 1}
                onClick={() => onChange(moveItem(releases, index, 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('playlists.admin.editor.remove', { title: release.title })}
                onClick={() => onChange(releases.filter((each) => each.id !== release.id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ReleaseSearch({ releases, onAdd }: { releases: Release[]; onAdd: (release: Release) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useApi(searchPlaylistReleases, { query: { q, page: 1, limit: 10 } }, { keepPreviousData: true });
  const full = releases.length >= PLAYLIST_RELEASES_MAX;
  return (
    <Box component="section">
      <TextField
        type="search"
        fullWidth
        label={t('playlists.admin.editor.searchLabel')}
        placeholder={t('playlists.admin.editor.searchPlaceholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {full && (
        <Typography role="note" variant="body2" sx={{ color: 'warning.main', mt: 1 }}>
          {t('playlists.admin.editor.tooMany', { max: PLAYLIST_RELEASES_MAX })}
        </Typography>
      )}
      {found.error ? (
        <LoadError message={found.error.message} onRetry={() => void found.mutate()} />
      ) : !found.data ? (
        <Skeleton variant="rounded" height={80} sx={{ mt: 1 }} aria-label={t('common.loading')} />
      ) : found.data.items.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary', py: 1.5 }}>
          {t('playlists.admin.editor.searchEmpty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('playlists.admin.editor.searchResults')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {found.data.items.map((release) => {
            const added = releases.some((each) => each.id === release.id);
            return (
              <Box
                component="li"
                key={release.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 0.75,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <ReleaseThumb release={release} />
                <ReleaseText release={release} />
                <Button
                  size="small"
                  startIcon={added ? undefined : <AddIcon />}
                  disabled={added || full}
                  aria-label={added ? undefined : t('playlists.admin.editor.addRelease', { title: release.title })}
                  onClick={() => onAdd(release)}
                >
                  {added ? t('playlists.admin.editor.added') : t('playlists.admin.editor.add')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
