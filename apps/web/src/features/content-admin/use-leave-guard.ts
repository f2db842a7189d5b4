// Unsaved changes in the content editor are not lost to a click elsewhere in the app or to closing the tab unasked.
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../app/global-layer/global-layer-hooks.ts';

/** Asks before leaving while `dirty`; `leaving` lets a deliberate move through (to the saved entry's address). */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>): void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per blocked navigation
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('contentAdmin.editor.leaveTitle'),
      content: t('contentAdmin.editor.leaveBody'),
      okLabel: t('contentAdmin.editor.leaveOk'),
    }).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
