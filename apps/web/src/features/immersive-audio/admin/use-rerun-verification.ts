// Running a file check again, from the list and the edition's dialog alike: ask first, send the attempt the operator
// saw fail (a second click, or a second operator, queues nothing), say what happened and read the lists again.
import { getAdminImmersiveSong, listAdminImmersiveSongs, rerunImmersiveVerification } from '@otodoke/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, callApi } from '../../../app/api-client.ts';
import { useRefreshAdminLists } from '../../../app/data/admin-refresh.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';

type RerunAnswer = ApiResult<typeof rerunImmersiveVerification>;

/** The edition as the button knows it: which one, its song's title and the attempt that failed. */
export interface RerunTarget {
  id: number;
  title: string;
  attempt: number;
}

/**
 * A function that asks, then queues the check again; resolves with the server's answer, or null when the operator
 * said no or the call failed (the failure has been shown, and the lists are read again: the edition may have moved).
 */
export function useRerunVerification(): (target: RerunTarget) => Promise<RerunAnswer | null> {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const refreshLists = useRefreshAdminLists();

  return useCallback(
    async (target) => {
      let answer: RerunAnswer | null = null;
      try {
        const done = await confirm({
          title: t('immersiveAudio.admin.rerunTitle'),
          content: t('immersiveAudio.admin.rerunBody', { title: target.title, attempt: target.attempt + 1 }),
          okLabel: t('immersiveAudio.admin.rerunOk'),
          onConfirm: async () => {
            answer = await callApi(rerunImmersiveVerification, {
              params: { id: target.id },
              body: { attempt: target.attempt },
            });
          },
        });
        if (!done || !answer) return null;
        const queued = (answer as RerunAnswer).queued;
        showSnackbar(t(queued ? 'immersiveAudio.admin.rerunQueued' : 'immersiveAudio.admin.rerunAlready'), 'success');
        return answer;
      } catch (thrown) {
        handleError(thrown);
        return null;
      } finally {
        void refreshLists([listAdminImmersiveSongs, getAdminImmersiveSong]);
      }
    },
    [t, confirm, handleError, showSnackbar, refreshLists],
  );
}
