import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import AppleIcon from '@mui/icons-material/Apple';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getPublicArtist } from '@otodoke/contract';
import { RELEASE_TYPE_LABELS, type ReleaseType } from '@otodoke/domain';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { ArtistArtwork } from './ArtistArtwork.tsx';
import { ArtistLinkIcon } from './ArtistLinkIcon.tsx';
import { linkKindLabel, memberRoleLabel } from './artist-labels.ts';
import { PUBLIC_ARTISTS_PATH } from './artist-paths.ts';
import type { PublicArtist, PublicArtistRelease } from './artist-types.ts';

interface PublicArtistProfileProps {
  artistId: number;
  /** Rendered instead of the page when the artist does not exist or is not shown (the API answers 404). */
  notFound: ReactNode;
}

/** /artists/:id: the artist's public page (GET /api/v2/artists/{id}): header, store buttons, profile, releases. */
export function PublicArtistProfile({ artistId, notFound }: PublicArtistProfileProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useApi(getPublicArtist, { params: { id: artistId } });

  useEffect(() => {
    if (data) document.title = t('artists.public.pageTitle', { name: data.name });
  }, [data, t]);

  if (error?.statusCode === 404) return <>{notFound}</>;
  if (error) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <LoadError message={error.message} onRetry={() => void mutate()} />
      </Container>
    );
  }
  if (!data) return <ProfileSkeleton />;
  return <ArtistPageContent artist={data} />;
}

function ArtistPageContent({ artist }: { artist: PublicArtist }) {
  const { t } = useTranslation();
  const otherName = [artist.nameJa, artist.nameEn].find((name) => name && name !== artist.name);
  const hasSidebar = artist.members.length > 0 || artist.links.length > 0;

  return (
    <>
      <ArtistHeader artist={artist} otherName={otherName} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: hasSidebar ? 'minmax(0, 2fr) minmax(240px, 1fr)' : 'minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          <Stack spacing={{ xs: 4, md: 6 }} sx={{ minWidth: 0 }}>
            {artist.profile.trim() && (
              <Section title={t('artists.public.profile')}>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 2 }}>
                  {artist.profile}
                </Typography>
              </Section>
            )}
            <Section title={t('artists.public.releases')}>
              {artist.releases.length === 0 ? (
                <EmptyState
                  icon={<AlbumOutlinedIcon />}
                  title={t('artists.public.noReleasesTitle')}
                  body={t('artists.public.noReleasesBody')}
                />
              ) : (
                <Box
                  component="ul"
                  aria-label={t('artists.public.releasesLabel', { name: artist.name })}
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    p: 0,
                    display: 'grid',
                    gap: { xs: 2, sm: 3 },
                    gridTemplateColumns: {
                      xs: 'repeat(2, minmax(0, 1fr))',
                      sm: 'repeat(3, minmax(0, 1fr))',
                      lg: hasSidebar ? 'repeat(3, minmax(0, 1fr))' : 'repeat(4, minmax(0, 1fr))',
                    },
                  }}
                >
                  {artist.releases.map((release) => (
                    <ReleaseTile key={release.id} release={release} />
                  ))}
                </Box>
              )}
            </Section>
          </Stack>
          <Stack spacing={{ xs: 4, md: 5 }} sx={{ minWidth: 0 }}>
            {artist.members.length > 0 && (
              <Section title={t('artists.public.members')}>
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {artist.members.map((member) => (
                    <Box component="li" key={`${member.name}|${member.roles.join(',')}`}>
                      <Typography sx={{ fontWeight: 700 }}>{member.name}</Typography>
                      {member.roles.length > 0 && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {member.roles.map((role) => memberRoleLabel(role, t)).join(' / ')}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Stack>
              </Section>
            )}
            {artist.links.length > 0 && (
              <Section title={t('artists.public.links')}>
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {artist.links.map((link) => (
                    <Box component="li" key={`${link.kind}|${link.url}`}>
                      <Link
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="inherit"
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 1.25,
                          py: 0.75,
                          overflowWrap: 'anywhere',
                          '& svg': { color: 'text.secondary' },
                        }}
                      >
                        <ArtistLinkIcon kind={link.kind} />
                        <span>{linkKindLabel(link.kind, t)}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {t('artists.public.opensInNewTab')}
                        </Box>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              </Section>
            )}
          </Stack>
        </Box>
      </Container>
    </>
  );
}

/** The large header: the image blurred behind, the image itself, type, names and the store buttons. */
function ArtistHeader({ artist, otherName }: { artist: PublicArtist; otherName: string | undefined }) {
  const { t } = useTranslation();
  const stores = [
    { url: artist.appleMusicUrl, label: t('artists.stores.appleMusic'), icon: <AppleIcon />, colour: '#FA2D48' },
    { url: artist.spotifyUrl, label: t('artists.stores.spotify'), icon: <GraphicEqIcon />, colour: '#1DB954' },
  ].filter((store): store is typeof store & { url: string } => Boolean(store.url));

  return (
    <Box component="header" sx={{ position: 'relative', overflow: 'hidden', borderBottom: 1, borderColor: 'divider' }}>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: artist.imageUrl
            ? `center / cover no-repeat url("${encodeURI(artist.imageUrl)}")`
            : 'radial-gradient(1000px 420px at 20% 0%, rgba(123, 99, 224, 0.55), transparent 65%), radial-gradient(800px 400px at 100% 30%, rgba(255, 107, 87, 0.35), transparent 60%)',
          filter: artist.imageUrl ? 'blur(48px) saturate(140%)' : undefined,
          transform: artist.imageUrl ? 'scale(1.2)' : undefined,
          opacity: artist.imageUrl ? 0.55 : 1,
        }}
      />
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(180deg, transparent 0%, ${theme.palette.background.default} 100%)`,
        })}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', pt: { xs: 2, md: 3 }, pb: { xs: 5, md: 9 } }}>
        <Button
          component={RouterLink}
          to={PUBLIC_ARTISTS_PATH}
          startIcon={<ArrowBackIcon />}
          color="inherit"
          size="small"
          sx={{ mb: { xs: 2, md: 4 }, ml: -1, opacity: 0.85 }}
        >
          {t('artists.public.backToDirectory')}
        </Button>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 3, sm: 4, md: 5 }}
          sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, textAlign: { xs: 'center', sm: 'left' } }}
        >
          <Box
            sx={{
              width: { xs: 200, sm: 220, md: 260 },
              flexShrink: 0,
              borderRadius: 4,
              overflow: 'hidden',
              boxShadow: '0 24px 60px rgba(0, 0, 0, 0.55)',
            }}
          >
            <ArtistArtwork
              name={artist.nameEn || artist.name}
              imageUrl={artist.imageUrl}
              alt={artist.imageUrl ? t('artists.public.imageAlt', { name: artist.name }) : ''}
            />
          </Box>
          <Box sx={{ minWidth: 0, pb: { sm: 1 } }}>
            <Chip
              size="small"
              label={t(`artists.types.${artist.artistType}`)}
              sx={{ mb: 1.5, bgcolor: 'rgba(255,255,255,0.12)', fontWeight: 700 }}
            />
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: 34, sm: 44, md: 60 }, lineHeight: 1.1, overflowWrap: 'anywhere', mb: 1 }}
            >
              {artist.name}
            </Typography>
            {otherName && (
              <Typography sx={{ color: 'text.secondary', fontSize: { xs: 16, md: 20 }, mb: 2 }}>{otherName}</Typography>
            )}
            {stores.length > 0 && (
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1.5, justifyContent: { xs: 'center', sm: 'flex-start' } }}
              >
                {stores.map((store) => (
                  <Button
                    key={store.label}
                    href={store.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="contained"
                    startIcon={store.icon}
                    endIcon={<OpenInNewIcon sx={{ fontSize: '16px !important' }} aria-hidden="true" />}
                    sx={{
                      bgcolor: store.colour,
                      color: '#FFFFFF',
                      borderRadius: 999,
                      px: 2.5,
                      '&:hover': { bgcolor: store.colour, filter: 'brightness(1.1)' },
                    }}
                  >
                    {t('artists.public.listenOn', { store: store.label })}
                    <Box component="span" sx={visuallyHidden}>
                      {t('artists.public.opensInNewTab')}
                    </Box>
                  </Button>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: 22, md: 26 }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ReleaseTile({ release }: { release: PublicArtistRelease }) {
  const { t } = useTranslation();
  const format = useFormat();
  const typeLabel =
    release.type in RELEASE_TYPE_LABELS
      ? RELEASE_TYPE_LABELS[release.type as ReleaseType][format.language]
      : release.type;
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.35)', mb: 1.25 }}>
        {release.artworkUrl ? (
          <Box
            component="img"
            src={release.artworkUrl}
            alt={t('artists.public.artworkAlt', { title: release.title })}
            loading="lazy"
            sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
          />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              display: 'grid',
              placeItems: 'center',
              aspectRatio: '1',
              background: 'linear-gradient(135deg, #2A2540 0%, #17142A 100%)',
              color: 'rgba(255,255,255,0.4)',
              '& svg': { fontSize: 56 },
            }}
          >
            <AlbumOutlinedIcon />
          </Box>
        )}
      </Box>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.5 }}>{release.title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {typeLabel} ·{' '}
        <time dateTime={release.streetDate} title={format.date(release.streetDate)}>
          {t('artists.public.releaseYear', { year: release.streetDate.slice(0, 4) })}
        </time>
      </Typography>
    </Box>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }} aria-busy="true" aria-label={t('common.loading')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { xs: 'center', sm: 'flex-end' } }}>
        <Skeleton
          variant="rounded"
          sx={{ width: { xs: 200, md: 260 }, height: { xs: 200, md: 260 }, borderRadius: 4 }}
        />
        <Box sx={{ width: '100%', maxWidth: 480 }}>
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" sx={{ fontSize: 56 }} />
          <Skeleton variant="text" width="50%" />
        </Box>
      </Stack>
    </Container>
  );
}
