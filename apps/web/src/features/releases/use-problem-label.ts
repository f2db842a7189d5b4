// The name of the field a problem is about, as the person knows it: "Song 2 › Songwriter 1 › Legal name".
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseEditor } from './release-editor-context.ts';
import { MAX_MOODS } from './release-form.ts';

const RELEASE_FIELDS: Readonly<Record<string, ParseKeys>> = {
  title: 'releases.fields.title',
  version: 'releases.fields.version',
  mainArtistIds: 'releases.fields.mainArtistIds',
  labelName: 'releases.fields.labelName',
  primaryGenreId: 'releases.fields.primaryGenreId',
  secondaryGenreId: 'releases.fields.secondaryGenreId',
  copyrightYear: 'releases.fields.copyrightYear',
  copyrightHolder: 'releases.fields.copyrightHolder',
  upc: 'releases.fields.upc',
  artworkUploadId: 'releases.fields.artworkUploadId',
  songs: 'releases.fields.songs',
  storeIds: 'releases.fields.storeIds',
  worldwide: 'releases.fields.worldwide',
  territories: 'releases.fields.territories',
  requestedSaleStartDate: 'releases.fields.requestedSaleStartDate',
  sellMediaOption: 'releases.fields.sellMediaOption',
  variablePriceType: 'releases.fields.variablePriceType',
};

const SONG_FIELDS: Readonly<Record<string, ParseKeys>> = {
  title: 'releases.song.title',
  version: 'releases.song.version',
  tieup: 'releases.song.tieup',
  category: 'releases.song.category',
  originalSinger: 'releases.song.originalSinger',
  audioLanguage: 'releases.song.audioLanguage',
  explicit: 'releases.song.explicit',
  isrc: 'releases.song.isrc',
  moods: 'releases.song.moods',
  lyrics: 'releases.song.lyrics',
  previewStartSeconds: 'releases.song.previewStartSeconds',
  immersiveAudioFormat: 'releases.song.immersiveAudioFormat',
  artists: 'releases.song.artists',
  authors: 'releases.author.title',
};

const AUTHOR_FIELDS: Readonly<Record<string, ParseKeys>> = {
  type: 'releases.author.type',
  isLyricist: 'releases.author.isLyricist',
  isComposer: 'releases.author.isComposer',
  realName: 'releases.author.realName',
  penName: 'releases.author.penName',
  isForeign: 'releases.author.isForeign',
  showOnArtistPage: 'releases.author.showOnArtistPage',
};

const ARTIST_FIELDS: Readonly<Record<string, ParseKeys>> = {
  artistId: 'releases.song.artist',
  inputRole: 'releases.song.inputRole',
  roles: 'releases.song.roles',
};

export function useProblemLabel(): (path: string) => string {
  const { t } = useTranslation();
  const { media } = useReleaseEditor();
  return useCallback(
    (path: string) => {
      const [head = '', ...rest] = path.split('.');
      const name = (key: ParseKeys | undefined, fallback: string) =>
        key ? String(t(key, { max: MAX_MOODS })) : fallback;
      if (head !== 'songs' || rest.length === 0) return name(RELEASE_FIELDS[head], path);
      const [songIndex = '0', field, rowIndex, rowField] = rest;
      const parts = [t('releases.review.inSong', { n: Number(songIndex) + 1 })];
      const isRow = rowIndex !== undefined && (field === 'authors' || field === 'artists');
      if (field === 'fileUploadId') {
        parts.push(media === 'video' ? t('releases.song.fileVideo') : t('releases.song.fileAudio'));
      } else if (field !== undefined && !isRow) {
        parts.push(name(SONG_FIELDS[field], field));
      }
      if (rowIndex !== undefined && field === 'authors') {
        parts.push(t('releases.review.inAuthor', { n: Number(rowIndex) + 1 }));
        if (rowField) parts.push(name(AUTHOR_FIELDS[rowField], rowField));
      } else if (rowIndex !== undefined && field === 'artists') {
        parts.push(t('releases.review.inArtist', { n: Number(rowIndex) + 1 }));
        if (rowField) parts.push(name(ARTIST_FIELDS[rowField], rowField));
      }
      return parts.join(' › ');
    },
    [t, media],
  );
}
