// Unsaved work in the release editor is not lost by a click elsewhere in the app or by closing the tab without a word.
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../app/global-layer/global-layer-hooks.ts';

/** Asks before leaving while the form holds unsaved changes; `leaving` lets a deliberate move (after delete) through. */
export function useUnsavedGuard(isDirty: boolean, readOnly: boolean, leaving: RefObject<boolean>): void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      isDirty &&
      !readOnly &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per blocked navigation
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('releases.editor.leaveTitle'),
      content: t('releases.editor.leaveBody'),
      okLabel: t('releases.editor.leaveOk'),
    }).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker.state]);
  useEffect(() => {
    if (!isDirty || readOnly) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, readOnly]);
}
