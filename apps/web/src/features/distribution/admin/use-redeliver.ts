// One way to send a release again, for the delivery problems list and the review dialog alike: ask first (with the
// warning when a store refused unchanged content), ask again with the stores the server names when it insists, then
// say it is done and read the console's counts again.
import { redeliverRelease } from '@otodoke/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshAdminCounts } from '../../../app/data/admin-refresh.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { storeNameList } from '../store-refusal.ts';
import { unchangedStoresAsked } from './redeliver-question.ts';

/**
 * A function that sends the release again after the operator's yes; `unchangedStores` are the stores the screen
 * already knows refused the release's content unchanged (empty when it does not know). Resolves true when it was
 * sent, false when the operator said no or it failed (the failure has been shown).
 */
export function useRedeliver(): (
  release: { id: number; title: string },
  unchangedStores: readonly string[],
) => Promise<boolean> {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const refreshCounts = useRefreshAdminCounts();

  return useCallback(
    async (release, unchangedStores) => {
      /** One question: the plain one, or, for content a store refused and that has not changed, the warning. */
      const ask = (stores: readonly string[]) => {
        const isUnchanged = stores.length > 0;
        return confirm({
          title: t(isUnchanged ? 'distribution.redeliver.unchangedTitle' : 'distribution.redeliver.confirmTitle'),
          content: isUnchanged
            ? t('distribution.redeliver.unchangedBody', {
                title: release.title,
                stores: storeNameList(stores, language),
              })
            : t('distribution.redeliver.confirmBody', { title: release.title }),
          okLabel: t(isUnchanged ? 'distribution.redeliver.unchangedOk' : 'distribution.redeliver.confirmOk'),
          onConfirm: () => callApi(redeliverRelease, { params: { id: release.id }, body: { confirm: isUnchanged } }),
        });
      };
      try {
        let done: boolean;
        try {
          done = await ask(unchangedStores);
        } catch (thrown) {
          // The screen was older than the store's answer: the server asks for the warning it did not show yet.
          const named = unchangedStoresAsked(thrown);
          if (!named) throw thrown;
          done = await ask(named);
        }
        if (!done) return false;
        showSnackbar(t('distribution.redeliver.done'), 'success');
        void refreshCounts();
        return true;
      } catch (thrown) {
        handleError(thrown);
        return false;
      }
    },
    [t, language, confirm, handleError, showSnackbar, refreshCounts],
  );
}
