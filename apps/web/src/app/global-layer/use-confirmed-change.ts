// A change an operator confirms in one click: the question, its call, a snackbar once done, a failure shown, and what
// it touched read again either way (the console's lists share it).
import { useCallback } from 'react';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import type { ConfirmOptions, SnackbarSeverity } from './global-layer-context.ts';
import { useConfirm, useSnackbar } from './global-layer-hooks.ts';

export interface ConfirmedChange extends ConfirmOptions {
  /** The snackbar's text once done (read after the call, so it can say what the call answered). */
  doneText: () => string;
  doneSeverity?: SnackbarSeverity;
  /** Reads again what the change touched: after it is done, refused or cancelled. */
  refresh: () => Promise<unknown>;
}

/** Asks, does the change, says it is done (a failure is handled as an API error), then reads again. */
export function useConfirmedChange(): (change: ConfirmedChange) => Promise<void> {
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  return useCallback(
    async ({ doneText, doneSeverity, refresh, ...question }: ConfirmedChange) => {
      try {
        const done = await confirm(question);
        if (done) showSnackbar(doneText(), doneSeverity);
      } catch (thrown) {
        handleError(thrown);
      }
      await refresh();
    },
    [confirm, handleError, showSnackbar],
  );
}
