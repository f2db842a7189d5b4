import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LiveTvOutlinedIcon from '@mui/icons-material/LiveTvOutlined';
import MicOutlinedIcon from '@mui/icons-material/MicOutlined';
import MusicNoteOutlinedIcon from '@mui/icons-material/MusicNoteOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import QueueMusicOutlinedIcon from '@mui/icons-material/QueueMusicOutlined';
import RingVolumeOutlinedIcon from '@mui/icons-material/RingVolumeOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createRelease, getAcknowledgement } from '@otodoke/contract';
import { maxSongsFor, RELEASE_TYPE_RULES, RELEASE_TYPES, type ReleaseType } from '@otodoke/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLoading } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { newReleaseDefaults } from './release-form.ts';
import { RELEASE_TERMS_REQUIRED } from './release-problems.ts';
import { gateForType, RELEASES_PATH, releaseEditorPath, type TermsService, termsPagePath } from './release-terms.ts';
import { useReleaseLabels } from './use-release-labels.ts';

const TYPE_ICONS: Readonly<Record<ReleaseType, ReactNode>> = {
  album: <AlbumOutlinedIcon />,
  single: <MusicNoteOutlinedIcon />,
  ringtone: <RingVolumeOutlinedIcon />,
  live_concert_video: <LiveTvOutlinedIcon />,
  music_video: <OndemandVideoOutlinedIcon />,
  music_video_album: <VideoLibraryOutlinedIcon />,
  mixed_album: <QueueMusicOutlinedIcon />,
  karaoke_video: <MicOutlinedIcon />,
};

/** /dashboard/releases/new without a release: the eight types; choosing one creates the draft and opens it. */
export function ReleaseTypeChooser() {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const navigate = useNavigate();
  const { withLoading } = useLoading();
  const handleError = useApiErrorHandler();
  const { session } = useSession();
  const karaoke = useApi(getAcknowledgement, { params: { serviceId: 'karaoke' } });
  const musicVideo = useApi(getAcknowledgement, { params: { serviceId: 'music_video' } });
  const acknowledged: Record<TermsService, boolean | undefined> = {
    karaoke: karaoke.data?.acknowledged,
    music_video: musicVideo.data?.acknowledged,
  };
  const albumUpTo99Songs = session?.user?.features.isAlbumUpTo99SongsAvailable === true;
  // A DJ mix (mixed album) is on by default; an operator may turn it off for the account (the server refuses it then).
  const djMix = session?.user?.features.isDjMixAvailable !== false;

  const choose = async (type: ReleaseType) => {
    const gate = gateForType(type, acknowledged);
    if (gate.kind === 'terms') {
      navigate(gate.path);
      return;
    }
    try {
      const release = await withLoading(
        callApi(createRelease, { body: { type, ...newReleaseDefaults(session?.myArtistList ?? []) } }),
        t('releases.chooser.creating'),
      );
      navigate(releaseEditorPath(release.id), { replace: true });
    } catch (thrown) {
      const error = toApiRequestError(thrown);
      const service = RELEASE_TYPE_RULES[type].terms;
      // The terms were withdrawn or not known yet: the server is the judge, and the terms page is the way on.
      if (error.code === RELEASE_TERMS_REQUIRED && service) navigate(termsPagePath(service));
      else handleError(error);
    }
  };

  return (
    <>
      <Button component={RouterLink} to={RELEASES_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
        {t('releases.chooser.backToList')}
      </Button>
      <PageHeading title={t('releases.chooser.title')} lead={t('releases.chooser.lead')} />
      <Box
        component="ul"
        aria-label={t('releases.chooser.cardsLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {RELEASE_TYPES.filter((type) => type !== 'mixed_album' || djMix).map((type) => {
          const rule = RELEASE_TYPE_RULES[type];
          const max = maxSongsFor(type, albumUpTo99Songs);
          const service = rule.terms;
          const isAccepted = service ? acknowledged[service] === true : false;
          return (
            <Box component="li" key={type} sx={{ display: 'flex' }}>
              <Card sx={{ display: 'flex', width: '100%' }}>
                <CardActionArea
                  onClick={() => void choose(type)}
                  aria-label={labels.type(type)}
                  aria-describedby={
                    service ? `release-type-${type}-about release-type-${type}-terms` : `release-type-${type}-about`
                  }
                  sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
                >
                  <Stack component="span" direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        width: 40,
                        height: 40,
                        flexShrink: 0,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: rule.media === 'video' ? 'secondary.main' : 'primary.main',
                        color: rule.media === 'video' ? 'secondary.contrastText' : 'primary.contrastText',
                      }}
                    >
                      {TYPE_ICONS[type]}
                    </Box>
                    <Typography variant="h4" component="span" sx={{ fontSize: 18 }}>
                      {labels.type(type)}
                    </Typography>
                  </Stack>
                  <Typography
                    variant="body2"
                    component="span"
                    id={`release-type-${type}-about`}
                    sx={{ display: 'block', color: 'text.secondary', mb: 1.5, flexGrow: 1 }}
                  >
                    {t(`releases.types.${type}`)}
                  </Typography>
                  <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                    <Chip component="span" size="small" variant="outlined" label={t(`releases.media.${rule.media}`)} />
                    <Chip
                      component="span"
                      size="small"
                      variant="outlined"
                      label={
                        rule.minSongs === max
                          ? t('releases.chooser.songsOne')
                          : t('releases.chooser.songsRange', { min: rule.minSongs, max })
                      }
                    />
                  </Stack>
                  {service && (
                    <Stack
                      component="span"
                      id={`release-type-${type}-terms`}
                      direction="row"
                      spacing={0.75}
                      sx={{ alignItems: 'center', mt: 1.5, color: isAccepted ? 'success.main' : 'warning.dark' }}
                    >
                      {isAccepted ? (
                        <CheckCircleOutlineOutlinedIcon fontSize="small" />
                      ) : (
                        <GavelOutlinedIcon fontSize="small" />
                      )}
                      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                        {isAccepted
                          ? t('releases.chooser.termsAccepted')
                          : service === 'karaoke'
                            ? t('releases.chooser.termsKaraoke')
                            : t('releases.chooser.termsMusicVideo')}
                      </Typography>
                    </Stack>
                  )}
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
