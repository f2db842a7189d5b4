// Archive, restore and delete with their confirmations; a delete refused because releases use the artist (ART00001)
// offers archiving instead, with the server's message.
import { archiveMyArtist, deleteMyArtist } from '@otodoke/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import type { MyArtist } from './artist-types.ts';

/** The server's code for "releases use this artist: archive it instead". */
export const ARTIST_IN_USE = 'ART00001';

export function useArtistActions(onChanged: () => Promise<unknown>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const handleError = useApiErrorHandler();

  const setArchived = useCallback(
    async (artist: MyArtist, archived: boolean, options: { title?: string; content?: string } = {}) => {
      const name = artist.nameJa;
      try {
        const done = await confirm({
          title: options.title ?? t(archived ? 'artists.archiveTitle' : 'artists.restoreTitle'),
          content: options.content ?? t(archived ? 'artists.archiveConfirm' : 'artists.restoreConfirm', { name }),
          okLabel: t(archived ? 'artists.archiveOk' : 'artists.restoreOk'),
          onConfirm: () => callApi(archiveMyArtist, { params: { id: artist.id }, body: { archived } }),
        });
        if (!done) return;
        showSnackbar(t(archived ? 'artists.archivedDone' : 'artists.restoredDone', { name }));
      } catch (thrown) {
        handleError(thrown);
      }
      await onChanged();
    },
    [confirm, handleError, onChanged, showSnackbar, t],
  );

  const remove = useCallback(
    async (artist: MyArtist) => {
      try {
        const done = await confirm({
          title: t('artists.deleteTitle'),
          content: t('artists.deleteConfirm', { name: artist.nameJa }),
          okLabel: t('artists.deleteOk'),
          onConfirm: () => callApi(deleteMyArtist, { params: { id: artist.id } }),
        });
        if (!done) return;
        showSnackbar(t('feedback.deleted'));
        await onChanged();
      } catch (thrown) {
        const error = toApiRequestError(thrown);
        if (error.code === ARTIST_IN_USE && artist.archivedAt === null) {
          await setArchived(artist, true, {
            title: t('artists.deleteBlockedTitle'),
            content: t('artists.deleteBlockedBody', { message: error.message }),
          });
          return;
        }
        handleError(error);
        await onChanged();
      }
    },
    [confirm, handleError, onChanged, setArchived, showSnackbar, t],
  );

  return {
    archive: (artist: MyArtist) => setArchived(artist, true),
    restore: (artist: MyArtist) => setArchived(artist, false),
    remove,
  };
}
