import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getMyArtist } from '@otodoke/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { ArtistForm } from './ArtistForm.tsx';
import { ARTISTS_PATH } from './artist-paths.ts';
import { canEditArtists } from './artist-permission.ts';

/** /dashboard/artists/new (no id) and /dashboard/artists/:id/edit: the artist form, once the artist is loaded. */
export function ArtistEditScreen({ artistId }: { artistId: number | null }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const canEdit = canEditArtists(session?.individual);
  const isNew = artistId === null;
  const { data, error, mutate } = useApi(
    getMyArtist,
    canEdit && artistId !== null ? { params: { id: artistId } } : null,
  );

  const backToList = (
    <Button component={RouterLink} to={ARTISTS_PATH} startIcon={<ArrowBackIcon />} color="inherit" size="small">
      {t('artists.form.backToList')}
    </Button>
  );

  const skeleton = (
    <Stack spacing={2.5} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={280} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
  let content: ReactNode;
  if (!session) {
    content = skeleton;
  } else if (!canEdit) {
    content = <Alert severity="info">{t('artists.form.noPermission')}</Alert>;
  } else if (isNew) {
    content = <ArtistForm />;
  } else if (error?.statusCode === 404) {
    content = (
      <EmptyState
        icon={<PersonSearchOutlinedIcon />}
        title={t('artists.form.notFoundTitle')}
        body={t('artists.form.notFoundBody')}
        action={
          <Button component={RouterLink} to={ARTISTS_PATH} variant="contained">
            {t('artists.form.backToList')}
          </Button>
        }
      />
    );
  } else if (error) {
    content = <LoadError message={error.message} onRetry={() => void mutate()} />;
  } else if (!data) {
    content = skeleton;
  } else if (data.isVariousArtists) {
    content = <Alert severity="info">{t('artists.form.variousNotEditable')}</Alert>;
  } else {
    content = <ArtistForm key={data.id} artist={data} />;
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box sx={{ mb: 1, ml: -1 }}>{backToList}</Box>
      <PageHeading
        title={isNew ? t('artists.form.newTitle') : t('artists.form.editTitle')}
        lead={canEdit ? (isNew ? t('artists.form.newLead') : t('artists.form.editLead')) : undefined}
      />
      {content}
    </Box>
  );
}
