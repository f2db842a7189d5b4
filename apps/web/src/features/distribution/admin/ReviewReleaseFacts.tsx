import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { getReview } from '@otodoke/contract';
import { findStore, GENRES, RELEASE_TYPE_LABELS } from '@otodoke/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../app/api-client.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { DefinitionRows } from '../../../ui/DefinitionRows.tsx';
import { saleDateIso } from '../../releases/index.ts';
import { describeFacts, previewSource } from '../../uploads/index.ts';
import { authorsIn, copyrightLine } from './review-credits.ts';

type ReviewedRelease = ApiResult<typeof getReview>['release'];
type ReviewedSong = ReviewedRelease['songs'][number];

/**
 * What was submitted, as the reviewer reads it: the release's facts, artwork and rights holder, then each song with
 * its writers and its sound to play.
 */
export function ReviewReleaseFacts({ release, accountId }: { release: ReviewedRelease; accountId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const saleDateOf = (text: string) => {
    const iso = saleDateIso(text);
    return iso ? format.date(iso) : null;
  };
  const factsId = useId();
  const songsId = useId();
  const notSet = t('distribution.dialog.notSet');
  const title = release.title || t('distribution.review.untitled');
  const genres = [release.primaryGenreId, release.secondaryGenreId]
    .filter(Boolean)
    .map((id) => GENRES[id]?.[language] ?? id);
  const rows = [
    { label: t('distribution.dialog.fields.title'), value: release.title || notSet },
    ...(release.version ? [{ label: t('distribution.dialog.fields.version'), value: release.version }] : []),
    { label: t('distribution.dialog.fields.type'), value: RELEASE_TYPE_LABELS[release.type][language] },
    {
      label: t('distribution.dialog.fields.mainArtists'),
      value: release.mainArtists.map((artist) => artist.name).join(', ') || notSet,
    },
    { label: t('distribution.dialog.fields.label'), value: release.labelName || notSet },
    { label: t('distribution.dialog.fields.genre'), value: genres.join(' / ') || notSet },
    {
      label: t('distribution.dialog.fields.saleDate'),
      value: saleDateOf(release.requestedSaleStartDate) ?? (release.requestedSaleStartDate || notSet),
    },
    { label: t('distribution.dialog.fields.upc'), value: release.upc || notSet },
    {
      label: t('distribution.dialog.fields.territories'),
      value: release.worldwide
        ? t('distribution.dialog.worldwide')
        : t('distribution.dialog.territoryCount', { count: release.territories.length }),
    },
    {
      label: t('distribution.dialog.fields.stores'),
      value: release.storeIds.map((id) => findStore(id)?.name ?? id).join(', ') || notSet,
    },
    {
      label: t('distribution.dialog.fields.copyright'),
      value: copyrightLine(release.copyrightYear, release.copyrightHolder) || notSet,
    },
  ];
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby={factsId}>
        <Typography id={factsId} variant="h5" component="h3" sx={{ mb: 1.5 }}>
          {t('distribution.dialog.releaseTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          {release.artwork?.previewUrl && (
            <ArtworkIfItLoads
              src={previewSource(release.artwork.previewUrl, accountId)}
              alt={t('distribution.dialog.artworkAlt', { title })}
            />
          )}
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <DefinitionRows items={rows} />
          </Box>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby={songsId}>
        <Typography id={songsId} variant="h5" component="h3" sx={{ mb: 1.5 }}>
          {t('distribution.dialog.songsTitle')}
        </Typography>
        <Stack
          component="ol"
          aria-label={t('distribution.dialog.songsLabel')}
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {release.songs.map((song, index) => (
            <SongFacts
              key={song.id}
              song={song}
              number={index + 1}
              accountId={accountId}
              releaseArtists={release.mainArtists.map((artist) => artist.name)}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function SongFacts({
  song,
  number,
  accountId,
  releaseArtists,
}: {
  song: ReviewedSong;
  number: number;
  /** The owner's account: the preview URL names it. */
  accountId: number;
  /** A song without artists of its own is credited to the release's main artists. */
  releaseArtists: readonly string[];
}) {
  const { t } = useTranslation();
  const notSet = t('distribution.dialog.notSet');
  const primary = song.artists.filter((artist) => artist.inputRole === 'primary').map((artist) => artist.name);
  const featured = song.artists.filter((artist) => artist.inputRole === 'featured').map((artist) => artist.name);
  const artists = [
    primary.join(', '),
    featured.length ? `${t('distribution.dialog.featured')} ${featured.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const credited =
    artists ||
    (releaseArtists.length > 0 ? t('distribution.dialog.sameAsRelease', { names: releaseArtists.join(', ') }) : '');
  const file = song.file;
  const facts = file ? describeFacts(file.kind, file.facts, t) : '';
  const foreignMark = t('distribution.dialog.foreignAuthor');
  const lyricists = authorsIn(song.authors, 'lyricist', foreignMark);
  const composers = authorsIn(song.authors, 'composer', foreignMark);
  const category = t(`distribution.dialog.categories.${song.category}`);
  const songTitle = song.title || t('distribution.review.untitled');
  const sound =
    file?.previewUrl && file.status === 'accepted' && (file.kind === 'audio' || file.kind === 'video')
      ? previewSource(file.previewUrl, accountId)
      : null;
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
      <Typography sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {number}. {songTitle}
        {song.version && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.75 }}>
            ({song.version})
          </Box>
        )}
      </Typography>
      <DefinitionRows
        items={[
          { label: t('distribution.dialog.isrc'), value: song.isrc || notSet },
          { label: t('distribution.dialog.artists'), value: credited || notSet },
          {
            label: t('distribution.dialog.category'),
            value: song.originalSinger
              ? t('distribution.dialog.categoryWithSinger', { category, singer: song.originalSinger })
              : category,
          },
          { label: t('distribution.dialog.lyricists'), value: lyricists || notSet },
          { label: t('distribution.dialog.composers'), value: composers || notSet },
          {
            label: t('distribution.dialog.file'),
            value: file ? (
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {file.originalName}
                </Box>
                {facts && (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: 13 }}
                  >
                    {facts}
                  </Box>
                )}
              </>
            ) : (
              t('distribution.dialog.noFile')
            ),
          },
        ]}
      />
      {sound && (
        <Box
          component={file?.kind === 'video' ? 'video' : 'audio'}
          controls
          preload="metadata"
          src={sound}
          aria-label={t('distribution.dialog.play', { title: songTitle })}
          sx={{ display: 'block', width: '100%', mt: 1.5, ...(file?.kind === 'video' ? { maxHeight: 320 } : {}) }}
        />
      )}
    </Box>
  );
}

/** The artwork, once it has loaded: a file the server cannot show (gone from storage) simply does not show. */
function ArtworkIfItLoads({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      sx={{
        display: state === 'loaded' ? 'block' : 'none',
        width: { xs: 120, sm: 160 },
        height: { xs: 120, sm: 160 },
        objectFit: 'cover',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}
